import type { FastifyInstance } from 'fastify';
import { open } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';

const LISTEN_STATE = '0A';
// The kernel lists listening sockets first: a few chunks hold them all, however many connections are open.
const CHUNK_BYTES = 16 * 1024;
const MAX_CHUNKS = 16;

/**
 * Connections waiting in the kernel's accept queue of the socket listening on `port`, from a /proc/net/tcp(6)
 * table: for a LISTEN row, rx_queue is that queue's length. `undefined` when the table has no such row.
 */
export function acceptQueueLength(table: string, port: number): number | undefined {
  const portHex = `:${port.toString(16).toUpperCase().padStart(4, '0')}`;
  let total: number | undefined;
  for (const line of table.split('\n')) {
    const [, local, , state, queues] = line.trim().split(/\s+/);
    if (state !== LISTEN_STATE || !local?.endsWith(portHex) || !queues) continue;
    total = (total ?? 0) + Number.parseInt(queues.split(':')[1] ?? '0', 16);
  }
  return total;
}

/** The LISTEN rows of a /proc/net table: read chunk by chunk until the first row in another state. */
async function readListenRows(path: string): Promise<string> {
  const file = await open(path, 'r');
  try {
    let text = '';
    for (let chunk = 0; chunk < MAX_CHUNKS; chunk += 1) {
      const { bytesRead, buffer } = await file.read(Buffer.alloc(CHUNK_BYTES), 0, CHUNK_BYTES, null);
      if (bytesRead === 0) break;
      text += buffer.toString('latin1', 0, bytesRead);
      // The last whole row (the header aside) in another state ends the listening sockets.
      const rows = text.split('\n').slice(1, -1);
      const lastState = rows.at(-1)?.trim().split(/\s+/)[3];
      if (lastState !== undefined && lastState !== LISTEN_STATE) break;
    }
    return text;
  } finally {
    await file.close();
  }
}

/** The accept queue of the socket listening at `address`, read from procfs (Linux; throws elsewhere). */
export async function readAcceptQueue(address: AddressInfo): Promise<number> {
  const table = await readListenRows(address.family === 'IPv6' ? '/proc/net/tcp6' : '/proc/net/tcp');
  return acceptQueueLength(table, address.port) ?? 0;
}

/**
 * Connections the kernel has completed but the server has not accepted yet. Node accepts one connection per
 * event-loop turn, and a turn that runs a synchronous query takes milliseconds: in a burst thousands wait there, unseen
 * by every in-process signal. Sampled every `intervalMs` off the main thread (a file read runs on libuv's pool), less
 * the connections accepted since. Linux only: elsewhere, or when the table cannot be read, it stays 0.
 */
export function watchAcceptQueue(app: FastifyInstance, intervalMs: number): () => number {
  let sampled = 0;
  let acceptedSince = 0;
  let reading = false;
  let stopped = false;
  app.server.on('connection', () => {
    acceptedSince += 1;
  });
  const sample = async () => {
    const address = app.server.address();
    if (reading || address === null || typeof address === 'string') return;
    reading = true;
    try {
      const acceptedBefore = acceptedSince;
      sampled = await readAcceptQueue(address);
      acceptedSince -= acceptedBefore;
    } catch (error) {
      // No procfs (not Linux, a sandbox): the other signals still hold; say so once.
      stopped = true;
      clearInterval(timer);
      app.log.info({ err: error }, 'accept-queue signal off: /proc/net/tcp cannot be read');
    } finally {
      reading = false;
    }
  };
  const timer = setInterval(() => void sample(), intervalMs);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
  return () => (stopped ? 0 : Math.max(0, sampled - acceptedSince));
}
