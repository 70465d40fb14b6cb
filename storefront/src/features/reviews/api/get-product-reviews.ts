import { apiClient, REVIEWS_PER_PAGE, type ReviewPage } from '@shop/shared';

/** GET /reviews/product/{id}: 5 per page, newest first; page is zero-based. */
export async function getProductReviews(productId: number, page: number, signal?: AbortSignal): Promise<ReviewPage> {
  const { data } = await apiClient.get<ReviewPage>(`/reviews/product/${productId}`, {
    params: { page, size: REVIEWS_PER_PAGE, sort: 'dateCreated,desc' },
    signal,
  });
  return data;
}
