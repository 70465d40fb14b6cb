import { apiClient, type NotificationList, type UnreadCount } from '@shop/shared';

export async function getNotifications(signal?: AbortSignal): Promise<NotificationList> {
  const { data } = await apiClient.get<NotificationList>('/notifications', { signal });
  return data;
}

/** Answers the unread count after the change. */
export async function markNotificationRead(id: number): Promise<number> {
  const { data } = await apiClient.post<UnreadCount>(`/notifications/${id}/read`);
  return data.unreadCount;
}

export async function markAllNotificationsRead(): Promise<number> {
  const { data } = await apiClient.post<UnreadCount>('/notifications/read-all');
  return data.unreadCount;
}
