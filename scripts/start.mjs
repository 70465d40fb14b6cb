#!/usr/bin/env node
// `npm start`: build whatever front-end app is not built, then one process serves the shell,
// the three remotes' assets and /api on PORT (default 3000).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { buildFrontEnd, ROOT } from './front-end-apps.mjs';

buildFrontEnd();

const server = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'api', 'src', 'server.ts')], {
  cwd: ROOT,
  stdio: 'inherit',
  env: { NODE_ENV: 'production', ...process.env },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
