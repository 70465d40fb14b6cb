// The ceiling: the least work a Node process can do per request, a fixed JSON body from plain node:http, on as many
// processes (Node's cluster, round-robin: connections dealt out evenly, as the API's workers even theirs out) as the API
// under test has.
// Usage: node ceiling-server.mjs <port> <body-file> [workers]
import cluster from 'node:cluster';
import fs from 'node:fs';
import http from 'node:http';

const [port, bodyFile, workerCount = '1'] = process.argv.slice(2);
const workers = Number(workerCount);

if (workers > 1 && cluster.isPrimary) {
  for (let index = 0; index < workers; index += 1) cluster.fork();
  process.on('SIGTERM', () => {
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGTERM');
    cluster.on('exit', () => Object.keys(cluster.workers ?? {}).length === 0 && process.exit(0));
  });
} else {
  const body = fs.readFileSync(bodyFile);
  const headers = { 'content-type': 'application/json; charset=utf-8', 'content-length': String(body.length) };
  const server = http.createServer((request, response) => {
    response.writeHead(200, headers);
    response.end(body);
  });
  server.keepAliveTimeout = 72_000;
  server.listen(Number(port), '127.0.0.1');
  process.on('SIGTERM', () => server.close(() => process.exit(0)));
}
