import { apiClient, type AdminDashboard, type SellerDashboard } from '@shop/shared';

/** The signed-in seller's dashboard over the last `days` days (issue 34). */
export async function getSellerDashboard(days: number, signal?: AbortSignal): Promise<SellerDashboard> {
  const { data } = await apiClient.get<SellerDashboard>('/orders/dashboard/seller', { params: { days }, signal });
  return data;
}

/** The marketplace's dashboard over the last `days` days (admins). */
export async function getAdminDashboard(days: number, signal?: AbortSignal): Promise<AdminDashboard> {
  const { data } = await apiClient.get<AdminDashboard>('/orders/dashboard/admin', { params: { days }, signal });
  return data;
}
