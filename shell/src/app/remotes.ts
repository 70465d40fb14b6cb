import { registerRemotes } from '@module-federation/enhanced/runtime';
import { REQUEST_TIMEOUT_MS } from '@shop/shared';
import APPS_FILE from '../../../apps.json';

/** The separately deployed remotes, by the name the manifest uses: every app in apps.json but the host. */
export type RemoteName = Exclude<keyof typeof APPS_FILE.apps, 'shell'>;
export const REMOTE_NAMES = Object.keys(APPS_FILE.apps).filter((name) => name !== APPS_FILE.host) as RemoteName[];

/** Module Federation container names must be identifiers. */
export function federationName(remote: RemoteName): string {
  return remote.replace(/-/g, '_');
}

/** Where the shell reads remote entry URLs at start; a deployment serves its own. */
export const REMOTES_MANIFEST_URL = '/remotes.json';

export type RemotesManifest = Partial<Record<RemoteName, string>>;

function parseManifest(raw: unknown): RemotesManifest {
  if (!raw || typeof raw !== 'object') throw new Error('The remotes manifest is not a JSON object');
  const manifest: RemotesManifest = {};
  for (const name of REMOTE_NAMES) {
    const entry = (raw as Record<string, unknown>)[name];
    if (typeof entry === 'string' && entry) manifest[name] = new URL(entry, window.location.href).href;
  }
  return manifest;
}

/**
 * Reads the manifest and registers every remote it names with the MF runtime. A remote missing
 * from it (or an unreadable manifest) leaves only that part of the shop unavailable.
 */
export async function registerRemotesFromManifest(): Promise<RemotesManifest> {
  let manifest: RemotesManifest = {};
  try {
    const response = await fetch(REMOTES_MANIFEST_URL, {
      cache: 'no-cache',
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    manifest = parseManifest(await response.json());
  } catch (error) {
    console.error(`Could not read ${REMOTES_MANIFEST_URL}; remote sections will show as unavailable.`, error);
  }
  registerRemotes(
    Object.entries(manifest).map(([name, entry]) => ({ name: federationName(name as RemoteName), entry })),
    { force: true },
  );
  return manifest;
}
