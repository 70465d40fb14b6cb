// The front-end apps and the build step both `npm start` and the tests rely on.
import fs from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** apps.json: the one list of front-end apps (host first, then the remotes) and the libraries each compiles in. */
export const APPS_FILE = JSON.parse(fs.readFileSync(path.join(ROOT, 'apps.json'), 'utf8'));
export const FRONT_END_APPS = Object.keys(APPS_FILE.apps);
export const REMOTE_APPS = FRONT_END_APPS.filter((app) => app !== APPS_FILE.host);

/** The file whose presence and age tell whether an app's build is current. */
function buildMarker(app) {
  return path.join(ROOT, app, 'dist', app === 'shell' ? 'index.html' : 'remoteEntry.js');
}

function newestSourceTime(dir) {
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) newest = Math.max(newest, newestSourceTime(full));
    else if (!/\.test\.tsx?$/.test(entry.name)) newest = Math.max(newest, fs.statSync(full).mtimeMs);
  }
  return newest;
}

/** An app needs a build when it has none, or its sources (or its libraries') changed since. */
export function needsBuild(app) {
  const marker = buildMarker(app);
  if (!fs.existsSync(marker)) return true;
  const sources = Math.max(
    newestSourceTime(path.join(ROOT, app, 'src')),
    ...APPS_FILE.apps[app].libraries.map((library) => newestSourceTime(path.join(ROOT, library, 'src'))),
    fs.statSync(path.join(ROOT, 'webpack.config.base.ts')).mtimeMs,
    fs.statSync(path.join(ROOT, app, 'webpack.config.ts')).mtimeMs,
  );
  return sources > fs.statSync(marker).mtimeMs;
}

/** Builds each app that is missing or stale (or all of them with force); throws when a build fails. */
export function buildFrontEnd({ force = false } = {}) {
  for (const app of FRONT_END_APPS) {
    if (!force && !needsBuild(app)) continue;
    console.log(`Building ${app}…`);
    const result = spawnSync('npm', ['run', 'build', '-w', app], { cwd: ROOT, stdio: 'inherit' });
    if (result.status !== 0) throw new Error(`The ${app} build failed`);
  }
}
