// A child process of accept-backlog.mjs: samples the accept queue of the socket listening on port argv[2] every
// millisecond with the API's own reader of /proc/net/tcp, and prints the largest value and the sample count on SIGTERM.
import { readFileSync } from 'node:fs';
import { acceptQueueLength } from '../../api/src/plugins/accept-queue.ts';

const port = Number(process.argv[2]);
let max = 0;
let samples = 0;
const timer = setInterval(() => {
  max = Math.max(max, acceptQueueLength(readFileSync('/proc/net/tcp', 'latin1'), port) ?? 0);
  samples += 1;
}, 1);
process.on('SIGTERM', () => {
  clearInterval(timer);
  process.stdout.write(JSON.stringify({ max, samples }));
  process.exit(0);
});
