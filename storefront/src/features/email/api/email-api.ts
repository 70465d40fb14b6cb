import { apiClient, type MailPreference, type MailPreferences, type UnsubscribeAnswer } from '@shop/shared';

export async function getMailPreferences(signal?: AbortSignal): Promise<MailPreferences> {
  const { data } = await apiClient.get<MailPreferences>('/mail/preferences', { signal });
  return data;
}

export async function saveMailPreferences(preferences: Array<Pick<MailPreference, 'kind' | 'enabled'>>): Promise<MailPreferences> {
  const { data } = await apiClient.put<MailPreferences>('/mail/preferences', { preferences });
  return data;
}

/** What a signed unsubscribe link names (no sign-in needed). */
export async function readUnsubscribeLink(token: string, signal?: AbortSignal): Promise<UnsubscribeAnswer> {
  const { data } = await apiClient.get<UnsubscribeAnswer>('/mail/unsubscribe', { params: { token }, signal });
  return data;
}

export async function unsubscribe(token: string): Promise<UnsubscribeAnswer> {
  const { data } = await apiClient.post<UnsubscribeAnswer>('/mail/unsubscribe', {}, { params: { token } });
  return data;
}
