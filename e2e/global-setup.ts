import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { REPO_ROOT, startAppServer } from './support/app-server';

/** Builds what is not built, then starts one real server that every test shares (E2E_BASE_URL). */
export default async function globalSetup() {
  const { buildFrontEnd } = (await import(pathToFileURL(path.join(REPO_ROOT, 'scripts', 'front-end-apps.mjs')).href)) as {
    buildFrontEnd: () => void;
  };
  // E2E_SKIP_BUILD=1 when the caller has just built (npm test does) or builds apps itself.
  if (!process.env.E2E_SKIP_BUILD) buildFrontEnd();
  const server = await startAppServer();
  process.env.E2E_BASE_URL = server.url;
  // The server keeps each e-mail as an .eml file there (no SMTP_URL): the mail tests read the links in them.
  process.env.E2E_DATA_DIR = server.dataDir;
  return () => server.stop();
}
