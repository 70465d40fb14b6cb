import { apiClient, type ItemMoneyPage, type SellerBalance } from '@shop/shared';

export async function getBalance(sellerId: number): Promise<SellerBalance> {
  const { data } = await apiClient.get<SellerBalance>(`/sellers/${sellerId}/balance`);
  return data;
}

/** The seller's order items with their money, newest order first. */
export async function getItemMoney(sellerId: number, page: number, size: number): Promise<ItemMoneyPage> {
  const { data } = await apiClient.get<ItemMoneyPage>(`/money/sellers/${sellerId}/items`, { params: { page, size } });
  return data;
}
