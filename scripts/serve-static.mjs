#!/usr/bin/env node
// Serves one built app folder on its own port, as a separately deployed remote would be:
//   node scripts/serve-static.mjs <dist-folder> [--port N]   (npm run serve -w storefront)
// Cross-origin friendly (the shell loads remotes from other origins); entry files are never cached.
import http from 'node:http';
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { APPS_FILE } from './front-end-apps.mjs';

const TYPES = {
  '.js': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.svg': 'image/svg+xml',
  '.webp': 'image/webp',
  '.txt': 'text/plain; charset=utf-8',
};
const UNCACHED = new Set(['index.html', 'remoteEntry.js', 'mf-manifest.json', 'remotes.json']);

export function createStaticServer(root) {
  const folder = path.resolve(root);
  return http.createServer((req, res) => {
    const urlPath = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    let file = path.join(folder, path.normalize(urlPath));
    if (!file.startsWith(folder)) return send(res, 403, 'Forbidden');
    if (!fs.existsSync(file) || fs.statSync(file).isDirectory()) {
      // Page routes fall back to index.html; a missing asset is a plain 404.
      if (path.extname(urlPath)) return send(res, 404, 'Not found');
      file = path.join(folder, 'index.html');
      if (!fs.existsSync(file)) return send(res, 404, 'Not found');
    }
    const name = path.basename(file);
    res.writeHead(200, {
      'Content-Type': TYPES[path.extname(file)] ?? 'application/octet-stream',
      'Cache-Control': UNCACHED.has(name) ? 'no-cache' : 'public, max-age=31536000, immutable',
      'Access-Control-Allow-Origin': '*',
      'X-Content-Type-Options': 'nosniff',
    });
    fs.createReadStream(file).pipe(res);
  });
}

function send(res, status, text) {
  res.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8', 'Access-Control-Allow-Origin': '*' });
  res.end(text);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values, positionals } = parseArgs({ options: { port: { type: 'string' } }, allowPositionals: true });
  const root = positionals[0] ?? 'dist';
  const appName = path.basename(path.dirname(path.resolve(root)));
  const port = Number(values.port ?? process.env.PORT ?? APPS_FILE.apps[appName]?.devPort ?? 3002);
  if (!fs.existsSync(root)) {
    console.error(`${path.resolve(root)} does not exist: build it first (npm run build -w ${appName}).`);
    process.exit(1);
  }
  createStaticServer(root).listen(port, () => console.log(`Serving ${path.resolve(root)} on http://localhost:${port}`));
}
