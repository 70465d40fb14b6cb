import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { REPO_ROOT, startAppServer } from '../support/app-server';

/** Like the test setup, but the server seeds the demo marketplace so every page has something to show. */
export default async function screenshotsSetup() {
  const { buildFrontEnd } = (await import(pathToFileURL(path.join(REPO_ROOT, 'scripts', 'front-end-apps.mjs')).href)) as {
    buildFrontEnd: () => void;
  };
  buildFrontEnd();
  const server = await startAppServer({ env: { SEED_DEMO: 'true' } });
  process.env.E2E_BASE_URL = server.url;
  return () => server.stop();
}
