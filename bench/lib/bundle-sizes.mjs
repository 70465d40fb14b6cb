// Bytes each front-end app ships, from its production build (<app>/dist). Shared by the benchmark report and
// the byte-budget check (scripts/check-budgets.mjs), so both measure the same thing.
//
// "Initial JavaScript" of an app = the JavaScript its entry needs before anything of its own can run:
//   - shell: the <script src> files index.html references;
//   - a remote: its remoteEntry.js (what the shell loads first; exposed modules and shared chunks come later, on demand).
// gzip sizes use zlib at level 9, so they do not depend on the machine or on any server setting.
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

export { FRONT_END_APPS as APPS } from '../../scripts/front-end-apps.mjs';

export const gzipSize = (bytes) => gzipSync(bytes, { level: 9 }).length;

/** A file name without its content hash: main.d731ac76.js -> main.js (so a file is recognised across builds). */
export function stableName(file) {
  return file.replace(/\.[0-9a-f]{8,}(?=\.(js|css)$)/, '');
}

function walk(dir) {
  const files = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) files.push(...walk(full));
    else files.push(full);
  }
  return files;
}

/** The initial JavaScript files of an app, relative to its dist folder. */
export function initialJsFiles(root, app) {
  const dist = path.join(root, app, 'dist');
  if (app !== 'shell') return ['remoteEntry.js'];
  const html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
  return [...html.matchAll(/<script\b[^>]*\bsrc=["']?([^"' >]+)/g)]
    .map((match) => match[1])
    .filter((src) => !/^(https?:)?\/\//.test(src))
    .map((src) => src.replace(/^\//, ''));
}

function measure(dist, relative) {
  const bytes = fs.readFileSync(path.join(dist, relative));
  return { file: relative, raw: bytes.length, gzip: gzipSize(bytes) };
}

/** Per app: all JS and CSS it ships (raw and gzip), and its initial JavaScript, file by file. Null if not built. */
export function appSizes(root, app) {
  const dist = path.join(root, app, 'dist');
  if (!fs.existsSync(dist)) return null;
  const files = walk(dist).map((full) => path.relative(dist, full));
  const total = (extension) => {
    const measured = files.filter((file) => file.endsWith(extension)).map((file) => measure(dist, file));
    return { files: measured.length, raw: measured.reduce((sum, item) => sum + item.raw, 0), gzip: measured.reduce((sum, item) => sum + item.gzip, 0) };
  };
  const initial = initialJsFiles(root, app).map((file) => measure(dist, file));
  return {
    app,
    js: total('.js'),
    css: total('.css'),
    initialJs: {
      files: initial,
      raw: initial.reduce((sum, item) => sum + item.raw, 0),
      gzip: initial.reduce((sum, item) => sum + item.gzip, 0),
    },
  };
}
