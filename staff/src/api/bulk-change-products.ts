import { apiClient, type BulkChangeResult } from '@shop/shared';

/** One change for many products: exactly one of these (api/README "POST /api/products/bulk"). */
export type BulkChange = { price: number } | { pricePercent: number } | { stock: number } | { category: string } | { delete: true };

/** The chosen products: their ids, or every product the table's filter shows. */
export type BulkSelection = { ids: number[] } | { filter: { q?: string; lowStock?: boolean } };

export type BulkResult = BulkChangeResult;

// Thousands of products in one transaction can take longer than the usual 10 s.
const BULK_TIMEOUT_MS = 120_000;

/** Applies one change to the chosen products, all or nothing. */
export async function bulkChangeProducts(selection: BulkSelection, change: BulkChange): Promise<BulkResult> {
  const { data } = await apiClient.post<BulkResult>('/products/bulk', { ...selection, ...change }, { timeout: BULK_TIMEOUT_MS });
  return data;
}
