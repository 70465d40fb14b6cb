import axios, { AxiosError } from 'axios';
import { REQUEST_TIMEOUT_MS } from '../constants';
import { useSessionStore } from '../session/session-store';
import { useFeedbackStore } from '../ui/feedback-store';
import { BUSY_NOTICE, installBusyRetry } from './busy-retry';
import type { ApiErrorBody } from '../types/domain';

/** The one HTTP client every app uses: base /api, 10 s time-out (PRODUCT.md §9), bearer token. */
export const apiClient = axios.create({ baseURL: '/api', timeout: REQUEST_TIMEOUT_MS });

apiClient.interceptors.request.use((config) => {
  const { token } = useSessionStore.getState();
  if (token) config.headers.set('Authorization', `Bearer ${token}`);
  return config;
});

apiClient.interceptors.response.use(undefined, (error: unknown) => {
  // A 401 on a request that carried a token means the server no longer accepts this session.
  if (error instanceof AxiosError && error.response?.status === 401 && error.config?.headers?.Authorization) {
    const { token, endSession } = useSessionStore.getState();
    if (token) endSession('expired');
  }
  return Promise.reject(error);
});

// A 503 (the server shedding load, or its database away) is retried for idempotent calls; one calm notice at a time.
installBusyRetry(apiClient, () => {
  const { notices, showNotice } = useFeedbackStore.getState();
  if (!notices.some((notice) => notice.text === BUSY_NOTICE)) showNotice(BUSY_NOTICE, 'info');
});

/** The server's user-facing `error` text, or the fallback the product rules give for that screen. */
export function apiErrorText(error: unknown, fallback: string): string {
  if (error instanceof AxiosError) {
    const body = error.response?.data as Partial<ApiErrorBody> | undefined;
    if (body && typeof body.error === 'string' && body.error.trim()) return body.error;
  }
  return fallback;
}

/** The HTTP status of a failed call (e.g. 404 to tell "not found" from "try again"); undefined without an answer. */
export function apiErrorStatus(error: unknown): number | undefined {
  return error instanceof AxiosError ? error.response?.status : undefined;
}
