import { create } from 'zustand';
import { apiClient } from '../api/api-client';
import type { UnreadCount } from '../types/contract.gen';

interface UnreadNotificationsState {
  unread: number;
  /** Re-reads the buyer's unread count (the header bell polls it; the notifications page calls it after marking read). */
  refresh: () => Promise<void>;
  set: (unread: number) => void;
}

/** One copy of the buyer's unread count, so the bell and the notifications page agree. */
export const useUnreadNotificationsStore = create<UnreadNotificationsState>()((set) => ({
  unread: 0,
  refresh: async () => {
    try {
      const { data } = await apiClient.get<UnreadCount>('/notifications/unread-count');
      set({ unread: data.unreadCount });
    } catch (error) {
      console.error('Could not load the unread notifications count', error);
    }
  },
  set: (unread) => set({ unread }),
}));
