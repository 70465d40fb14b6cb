import { apiClient, type User } from '@shop/shared';

export interface Registration {
  username: string;
  email: string;
  password: string;
  role: 'BUYER' | 'SELLER';
}

export async function registerUser(registration: Registration): Promise<User> {
  const { data } = await apiClient.post<User>('/users', registration);
  return data;
}
