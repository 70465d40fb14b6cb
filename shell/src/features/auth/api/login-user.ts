import { apiClient, type Role } from '@shop/shared';

export interface LoginAnswer {
  id?: number;
  token?: string;
  role?: Role;
  username?: string;
  error?: string;
}

export async function loginUser(identifier: string, password: string): Promise<LoginAnswer> {
  const { data } = await apiClient.post<LoginAnswer>('/users/login', { identifier, password });
  return data;
}
