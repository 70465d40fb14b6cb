import { apiClient, type Review } from '@shop/shared';

export interface NewReview {
  userId: number;
  productId: number;
  rating: number;
  description: string;
}

/** POST /reviews: only a buyer who received the product may review it. */
export async function addReview(review: NewReview): Promise<Review> {
  const { data } = await apiClient.post<Review>('/reviews', review);
  return data;
}
