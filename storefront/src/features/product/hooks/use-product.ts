import { useCallback, useEffect, useState } from 'react';
import { apiErrorText } from '@shop/shared';
import { STOREFRONT_TEXT } from '../../../storefront-text';
import type { CatalogProduct } from '../../../storefront-types';
import { getProduct } from '../api/get-product';

export type ProductState =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'ready'; product: CatalogProduct };

type Answer = { key: string } & ({ product: CatalogProduct } | { message: string });

/** Loads one product; reload() tries again after a failure. */
export function useProduct(id: number) {
  const [attempt, setAttempt] = useState(0);
  const [answer, setAnswer] = useState<Answer | null>(null);
  const key = `${id}#${attempt}`;

  useEffect(() => {
    const controller = new AbortController();
    const load = Number.isInteger(id) && id > 0 ? getProduct(id, controller.signal) : Promise.reject(new Error('Bad product id'));
    load.then(
      (product) => setAnswer({ key, product }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setAnswer({ key, message: apiErrorText(error, STOREFRONT_TEXT.product.loadFailed) });
      },
    );
    return () => controller.abort();
  }, [id, key]);

  const reload = useCallback(() => setAttempt((count) => count + 1), []);
  const state: ProductState =
    !answer || answer.key !== key
      ? { status: 'loading' }
      : 'product' in answer
        ? { status: 'ready', product: answer.product }
        : { status: 'error', message: answer.message };
  return [state, reload] as const;
}
