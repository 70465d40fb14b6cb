#!/usr/bin/env node
// `npm run bench [-- --quick]`: runs bench/run.mjs with tsx loaded, so it can reuse the API's TypeScript modules
// (database factory, migrations, repository queries). See docs/BENCHMARKS.md for what it measures.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { ROOT } from './front-end-apps.mjs';

const child = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'bench', 'run.mjs'), ...process.argv.slice(2)], {
  cwd: ROOT,
  stdio: 'inherit',
});
// Ctrl-C reaches the child through the terminal's process group; it stops its servers and drops its database.
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
