import { apiErrorText, useQuery } from '@shop/shared';
import * as STOREFRONT_TEXT from '../../../storefront-text';
import type { CatalogProductDetail } from '../../../storefront-types';
import { getProduct } from '../api/get-product';
import { queryKeys } from '../../../lib/query-keys';

export type ProductState =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'ready'; product: CatalogProductDetail };

/** Loads one product; reload() tries again after a failure. */
export function useProduct(id: number) {
  const valid = Number.isInteger(id) && id > 0;
  const { state, reload } = useQuery(queryKeys.product(id), (signal) =>
    valid ? getProduct(id, signal) : Promise.reject(new Error('Bad product id')),
  );
  const view: ProductState =
    state.status === 'ready'
      ? { status: 'ready', product: state.data }
      : state.status === 'error'
        ? { status: 'error', message: apiErrorText(state.error, STOREFRONT_TEXT.product.loadFailed) }
        : { status: 'loading' };
  return [view, reload] as const;
}
