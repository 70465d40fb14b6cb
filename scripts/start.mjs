#!/usr/bin/env node
// `npm start`: build whatever is not built or is stale (the front-end apps, the API), then one process
// (`node api/dist/server.js`, no TypeScript at run time) serves the shell, the three remotes' assets and /api on PORT (default 3000).
import { spawn } from 'node:child_process';
import { API_ENTRY, buildApi } from './build-api.mjs';
import { buildFrontEnd, ROOT } from './front-end-apps.mjs';

buildFrontEnd();
await buildApi({ ifStale: true });

const server = spawn(process.execPath, [API_ENTRY], {
  cwd: ROOT,
  stdio: 'inherit',
  env: { NODE_ENV: 'production', ...process.env },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
