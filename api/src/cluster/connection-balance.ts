import type { Server } from 'node:http';
import type { Socket } from 'node:net';
import { Counter } from 'prom-client';

// The workers of a multi-process server accept from the kernel's queue themselves (cluster/primary.ts), and whichever
// is awake first takes every connection waiting there: 32 keep-alive connections opened at once were often seen to
// land all or nearly all on one worker (Node's cluster documentation warns of the same). A keep-alive client then
// keeps its connection, so one worker serves nearly every request on one core while the other idles
// (docs/BENCHMARKS.md, findings of 2026-11-29). So each worker reports how many connections it holds; the primary answers with each
// worker's share (the total over the workers, rounded up), and a worker holding more than its share ends that many
// keep-alive connections after their next answer (`Connection: close`, which every HTTP/1.1 client follows by opening
// a new connection, which the kernel gives to a worker that is free to accept).

/** How often a worker reports its count when it has changed. */
const REPORT_EVERY_MS = 100;

/** Connections a worker ended after an answer because it held more than its share. */
export const connectionsClosedToBalance = new Counter({
  name: 'shop_connections_closed_to_balance_total',
  help: 'Keep-alive connections a worker ended after an answer because it held more than its share of the server\'s connections',
  registers: [],
});

/** The most connections each of `workers` should hold when `total` are open. */
export function shareOf(total: number, workers: number): number {
  return Math.ceil(total / Math.max(1, workers));
}

/** How the worker talks to the primary (process.send and 'message' in a cluster worker; a stand-in in tests). */
export interface BalanceLink {
  report: (open: number) => void;
  onShare: (listener: (share: number) => void) => void;
}

const TOLD_TO_CLOSE = Symbol('toldToClose');
type CountedSocket = Socket & { [TOLD_TO_CLOSE]?: boolean };

/**
 * Counts `server`'s open connections, reports them through `link`, and once told its share, asks the clients of the
 * connections beyond it to reconnect: each answers its next request with `Connection: close`. Connections already
 * told are not counted again. Returns a function that stops the reports.
 */
export function balanceConnections(server: Server, link: BalanceLink): () => void {
  let open = 0;
  let told = 0;
  let toClose = 0;
  let reported = -1;
  server.on('connection', (socket: CountedSocket) => {
    open += 1;
    socket.once('close', () => {
      open -= 1;
      if (socket[TOLD_TO_CLOSE]) told -= 1;
    });
  });
  // Before the app's own listener: the header must be set before the answer is written.
  server.prependListener('request', (request, response) => {
    const socket = request.socket as CountedSocket;
    if (toClose === 0 || socket[TOLD_TO_CLOSE]) return;
    socket[TOLD_TO_CLOSE] = true;
    told += 1;
    toClose -= 1;
    connectionsClosedToBalance.inc();
    response.setHeader('connection', 'close');
  });
  link.onShare((share) => {
    toClose = Math.max(0, open - told - share);
  });
  const timer = setInterval(() => {
    if (open === reported) return;
    reported = open;
    link.report(open);
  }, REPORT_EVERY_MS);
  timer.unref();
  return () => clearInterval(timer);
}
