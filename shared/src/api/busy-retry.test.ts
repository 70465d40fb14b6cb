import axios, { AxiosError, AxiosHeaders, type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios';
import { installBusyRetry, retryAfterMs, retryDelayMs } from './busy-retry';

interface Sent {
  method: string;
  key: string | undefined;
  timeout: number | undefined;
}

/** A client whose server answers the given statuses in turn (503s with Retry-After), on a fake clock. */
function clientAnswering(statuses: number[], retryAfter = '1') {
  const sent: Sent[] = [];
  let now = 1_000_000;
  jest.spyOn(Date, 'now').mockImplementation(() => now);
  const adapter: AxiosAdapter = async (config: InternalAxiosRequestConfig) => {
    sent.push({ method: config.method ?? 'get', key: config.headers.get('Idempotency-Key') as string | undefined, timeout: config.timeout });
    now += 50;
    const status = statuses[Math.min(sent.length - 1, statuses.length - 1)]!;
    const response = { data: status === 200 ? { ok: true } : { error: 'busy', message: 'busy' }, status, statusText: '', headers: new AxiosHeaders({ 'retry-after': retryAfter }), config };
    if (status >= 400) throw new AxiosError('failed', 'ERR_BAD_RESPONSE', config, null, response);
    return response;
  };
  const client = axios.create({ adapter, timeout: 10_000 });
  const notices: number[] = [];
  const sleeps: number[] = [];
  installBusyRetry(
    client,
    () => notices.push(now),
    async (ms) => {
      sleeps.push(ms);
      now += ms;
    },
  );
  return { client, sent, notices, sleeps };
}

afterEach(() => jest.restoreAllMocks());

test('a GET answered 503 then 200 succeeds after Retry-After, with one notice per retry', async () => {
  const { client, sent, notices, sleeps } = clientAnswering([503, 503, 200]);
  const answer = await client.get('/products/1');
  expect(answer.status).toBe(200);
  expect(sent).toHaveLength(3);
  expect(notices).toHaveLength(2);
  for (const ms of sleeps) expect(ms).toBeGreaterThanOrEqual(1000);
  // Each retry gets only what is left of the 10 s.
  expect(sent[1]!.timeout).toBeLessThan(10_000);
  expect(sent[2]!.timeout).toBeLessThan(sent[1]!.timeout!);
});

test('a checkout retries with the same Idempotency-Key; a POST without one is never repeated', async () => {
  const keyed = clientAnswering([503, 201]);
  const placed = await keyed.client.post('/orders/checkout', {}, { headers: { 'Idempotency-Key': 'k-123' } });
  expect(placed.status).toBe(201);
  expect(keyed.sent.map((request) => request.key)).toEqual(['k-123', 'k-123']);

  const plain = clientAnswering([503, 201]);
  await expect(plain.client.post('/cart', {})).rejects.toMatchObject({ response: { status: 503 } });
  expect(plain.sent).toHaveLength(1);
  expect(plain.notices).toHaveLength(0);
});

test('gives up with the 503 once the next try would end past the 10 s time-out', async () => {
  const { client, sent, sleeps } = clientAnswering([503], '3');
  await expect(client.get('/products')).rejects.toMatchObject({ response: { status: 503 } });
  const waited = sleeps.reduce((sum, ms) => sum + ms, 0) + sent.length * 50;
  expect(waited).toBeLessThan(10_000);
  expect(sent.length).toBeGreaterThanOrEqual(2);
});

test('other errors pass through untouched', async () => {
  const { client, sent } = clientAnswering([500]);
  await expect(client.get('/products')).rejects.toMatchObject({ response: { status: 500 } });
  expect(sent).toHaveLength(1);
});

test('Retry-After as seconds or a date; backoff with jitter on top', () => {
  expect(retryAfterMs('2')).toBe(2000);
  expect(retryAfterMs(new Date(10_000).toUTCString(), 4_000)).toBe(6000);
  expect(retryAfterMs(undefined)).toBe(0);
  expect(retryAfterMs('soon')).toBe(0);
  expect(retryDelayMs(0, 1000, () => 0)).toBe(1000);
  expect(retryDelayMs(0, 1000, () => 1)).toBe(1500);
  expect(retryDelayMs(10, 0, () => 1)).toBe(4000);
});
