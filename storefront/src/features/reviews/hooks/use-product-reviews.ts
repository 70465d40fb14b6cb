import { apiErrorText, useQuery, type ReviewPage } from '@shop/shared';
import * as STOREFRONT_TEXT from '../../../storefront-text';
import { getProductReviews } from '../api/get-product-reviews';
import { queryKeys } from '../../../lib/query-keys';

export type ReviewsState =
  | { status: 'loading'; page?: ReviewPage }
  | { status: 'error'; message: string }
  | { status: 'ready'; page: ReviewPage };

/** One page (zero-based) of a product's reviews, newest first; the old page stays while the next loads. */
export function useProductReviews(productId: number, page: number): ReviewsState {
  const { state } = useQuery(queryKeys.reviews(productId, page), (signal) => getProductReviews(productId, page, signal));
  if (state.status === 'ready') return { status: 'ready', page: state.data };
  if (state.status === 'error') return { status: 'error', message: apiErrorText(state.error, STOREFRONT_TEXT.reviews.loadFailed) };
  return { status: 'loading', page: state.status === 'loading' ? state.previous : undefined };
}
