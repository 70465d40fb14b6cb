import { useEffect, useState } from 'react';
import { apiErrorText, type ReviewPage } from '@shop/shared';
import { STOREFRONT_TEXT } from '../../../storefront-text';
import { getProductReviews } from '../api/get-product-reviews';

export type ReviewsState =
  | { status: 'loading'; page?: ReviewPage }
  | { status: 'error'; message: string }
  | { status: 'ready'; page: ReviewPage };

type Answer = { key: string } & ({ page: ReviewPage } | { message: string });

/** One page (zero-based) of a product's reviews, newest first; the old page stays while the next loads. */
export function useProductReviews(productId: number, page: number): ReviewsState {
  const key = `${productId}#${page}`;
  const [answer, setAnswer] = useState<Answer | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    getProductReviews(productId, page, controller.signal).then(
      (found) => setAnswer({ key, page: found }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setAnswer({ key, message: apiErrorText(error, STOREFRONT_TEXT.reviews.loadFailed) });
      },
    );
    return () => controller.abort();
  }, [productId, page, key]);

  if (!answer) return { status: 'loading' };
  if (answer.key !== key) return { status: 'loading', page: 'page' in answer ? answer.page : undefined };
  return 'page' in answer ? { status: 'ready', page: answer.page } : { status: 'error', message: answer.message };
}
