// Test answers are untyped JSON that tests read ad hoc, so the default body type is any.
/* eslint-disable @typescript-eslint/no-explicit-any */
export interface HttpResponse<T = any> {
  status: number;
  headers: Headers;
  /** Parsed JSON when the answer is JSON, else the text. */
  body: T;
  text: string;
}

export interface RequestOptions {
  /** Sent as JSON (content-type application/json) unless rawBody is given. */
  body?: unknown;
  /** Sent as is; set the content-type header yourself. */
  rawBody?: string | Uint8Array;
  token?: string;
  headers?: Record<string, string>;
}

export interface HttpClient {
  baseUrl: string;
  request<T = any>(method: string, path: string, options?: RequestOptions): Promise<HttpResponse<T>>;
  get<T = any>(path: string, options?: RequestOptions): Promise<HttpResponse<T>>;
  post<T = any>(path: string, body?: unknown, options?: RequestOptions): Promise<HttpResponse<T>>;
  put<T = any>(path: string, body?: unknown, options?: RequestOptions): Promise<HttpResponse<T>>;
  delete<T = any>(path: string, options?: RequestOptions): Promise<HttpResponse<T>>;
}

/** A tiny fetch client for tests: `await http.post('/api/users', body, { token })`. */
export function createHttpClient(baseUrl: string): HttpClient {
  async function request<T>(method: string, path: string, options: RequestOptions = {}): Promise<HttpResponse<T>> {
    const headers: Record<string, string> = { ...options.headers };
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    let payload: string | Uint8Array | undefined = options.rawBody;
    if (payload === undefined && options.body !== undefined) {
      payload = JSON.stringify(options.body);
      headers['content-type'] ??= 'application/json';
    }
    const response = await fetch(new URL(path, baseUrl), { method, headers, body: payload });
    const text = await response.text();
    const isJson = (response.headers.get('content-type') ?? '').includes('json');
    return { status: response.status, headers: response.headers, body: (isJson && text ? JSON.parse(text) : text) as T, text };
  }
  return {
    baseUrl,
    request,
    get: (path, options) => request('GET', path, options),
    post: (path, body, options) => request('POST', path, { ...options, body }),
    put: (path, body, options) => request('PUT', path, { ...options, body }),
    delete: (path, options) => request('DELETE', path, options),
  };
}
