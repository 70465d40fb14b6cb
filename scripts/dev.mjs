#!/usr/bin/env node
// `npm run dev`: the API (port 3000) and every front-end app on its own dev server with live reload:
// shell 3001 (open this one), storefront 3002, seller-console 3003, admin-console 3004.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { FRONT_END_APPS, ROOT } from './front-end-apps.mjs';

const processes = [
  { name: 'api', command: 'npx', args: ['tsx', 'watch', path.join('api', 'src', 'server.ts')], env: { PORT: '3000' } },
  ...FRONT_END_APPS.map((app) => ({
    name: app,
    command: 'npm',
    args: ['run', 'dev', '-w', app],
    env: {},
  })),
];

const children = processes.map(({ name, command, args, env }) => {
  const child = spawn(command, args, { cwd: ROOT, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  const prefix = `[${name}]`.padEnd(17);
  for (const stream of [child.stdout, child.stderr]) {
    let buffered = '';
    stream.on('data', (chunk) => {
      buffered += chunk;
      const lines = buffered.split('\n');
      buffered = lines.pop() ?? '';
      for (const line of lines) console.log(prefix, line);
    });
  }
  child.on('exit', (code) => console.log(prefix, `exited with ${code}`));
  return child;
});

console.log('Open http://localhost:3001 (API on http://localhost:3000)');
const stopAll = () => {
  for (const child of children) child.kill('SIGTERM');
  process.exit(0);
};
process.on('SIGINT', stopAll);
process.on('SIGTERM', stopAll);
