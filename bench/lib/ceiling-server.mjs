// The ceiling: the least work a Node process can do per request, a fixed JSON body from plain node:http.
// Usage: node ceiling-server.mjs <port> <body-file>
import fs from 'node:fs';
import http from 'node:http';

const [port, bodyFile] = process.argv.slice(2);
const body = fs.readFileSync(bodyFile);
const headers = { 'content-type': 'application/json; charset=utf-8', 'content-length': String(body.length) };
const server = http.createServer((request, response) => {
  response.writeHead(200, headers);
  response.end(body);
});
server.keepAliveTimeout = 72_000;
server.listen(Number(port), '127.0.0.1');
process.on('SIGTERM', () => server.close(() => process.exit(0)));
