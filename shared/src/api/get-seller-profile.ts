import type { SellerProfile } from '../types/contract.gen';
import { apiClient } from './api-client';

/** GET /sellers/{id}: a seller's public profile and scorecard (404 for an unknown id or a non-seller). */
export async function getSellerProfile(sellerId: number, signal?: AbortSignal): Promise<SellerProfile> {
  const { data } = await apiClient.get<SellerProfile>(`/sellers/${sellerId}`, { signal });
  return data;
}
