import { AxiosError, AxiosHeaders, type AxiosRequestConfig, type InternalAxiosRequestConfig } from 'axios';
import { apiClient } from '@shop/shared';

export interface ApiCall {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: string;
  params?: Record<string, unknown>;
  data?: unknown;
  config?: AxiosRequestConfig;
}

/** Answers a call with data, or throws (use apiError) to fail it. */
export type Handler = (call: ApiCall) => unknown;

/** An axios error as the API sends it: {error} with a status. */
export function apiError(status: number, error?: string): AxiosError {
  const config = { headers: new AxiosHeaders() } as InternalAxiosRequestConfig;
  return new AxiosError('Request failed', 'ERR_BAD_RESPONSE', config, null, {
    status,
    statusText: String(status),
    headers: {},
    config,
    data: error === undefined ? {} : { error, message: error },
  });
}

/**
 * Replaces apiClient's get/post/put/delete with handlers keyed "METHOD /path" (path without query).
 * Every call is recorded; an unexpected call fails loudly.
 */
export function mockApi(handlers: Record<string, Handler>) {
  const calls: ApiCall[] = [];
  const answer = async (call: ApiCall) => {
    calls.push(call);
    const handler = handlers[`${call.method} ${call.url}`];
    if (!handler) throw new Error(`Unexpected API call ${call.method} ${call.url}`);
    return { data: await handler(call) };
  };
  jest.spyOn(apiClient, 'get').mockImplementation((url: string, config?: AxiosRequestConfig) =>
    answer({ method: 'GET', url, params: config?.params, config }) as never,
  );
  jest.spyOn(apiClient, 'delete').mockImplementation((url: string, config?: AxiosRequestConfig) =>
    answer({ method: 'DELETE', url, params: config?.params, config }) as never,
  );
  jest.spyOn(apiClient, 'post').mockImplementation((url: string, data?: unknown, config?: AxiosRequestConfig) =>
    answer({ method: 'POST', url, data, config }) as never,
  );
  jest.spyOn(apiClient, 'put').mockImplementation((url: string, data?: unknown, config?: AxiosRequestConfig) =>
    answer({ method: 'PUT', url, data, config }) as never,
  );
  return {
    calls,
    callsTo: (key: string) => calls.filter((call) => `${call.method} ${call.url}` === key),
  };
}

/** A promise the test resolves or rejects when it wants (to see loading states). */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}
