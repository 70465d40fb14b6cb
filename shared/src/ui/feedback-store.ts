import { create } from 'zustand';
import { NOTICE_DURATION_MS } from '../constants';

export interface AlertMessage {
  title: string;
  message: string;
}

export type NoticeTone = 'success' | 'error' | 'info';

export interface Notice {
  id: number;
  text: string;
  tone: NoticeTone;
}

interface FeedbackState {
  alert: AlertMessage | null;
  notices: Notice[];
}

interface FeedbackActions {
  showAlert: (alert: AlertMessage) => void;
  dismissAlert: () => void;
  /** A notice disappears by itself after 5 s (PRODUCT.md §9). */
  showNotice: (text: string, tone?: NoticeTone) => void;
  dismissNotice: (id: number) => void;
}

let nextNoticeId = 1;

/**
 * Alerts and 5-second notices any app can raise; the shell (or a remote's standalone frame) draws
 * them. Shared as part of the @shop/shared singleton, so a remote's notice shows in the host's frame.
 */
export const useFeedbackStore = create<FeedbackState & FeedbackActions>()((set, get) => ({
  alert: null,
  notices: [],
  showAlert: (alert) => set({ alert }),
  dismissAlert: () => set({ alert: null }),
  showNotice: (text, tone = 'info') => {
    const id = nextNoticeId++;
    set({ notices: [...get().notices, { id, text, tone }] });
    setTimeout(() => get().dismissNotice(id), NOTICE_DURATION_MS);
  },
  dismissNotice: (id) => set({ notices: get().notices.filter((notice) => notice.id !== id) }),
}));

/** Shorthands for code outside React components. */
export const showAlert = (title: string, message: string) => useFeedbackStore.getState().showAlert({ title, message });
export const showNotice = (text: string, tone?: NoticeTone) => useFeedbackStore.getState().showNotice(text, tone);
