import { registerRemotes } from '@module-federation/enhanced/runtime';
import { REQUEST_TIMEOUT_MS } from '@shop/shared';
import { federationName, inlineManifest, parseManifest, REMOTES_MANIFEST_URL, type RemoteName, type RemotesManifest } from './remotes-manifest';


async function fetchManifest(): Promise<RemotesManifest> {
  const response = await fetch(REMOTES_MANIFEST_URL, {
    cache: 'no-cache',
    signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
  });
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  return parseManifest(await response.json());
}

/**
 * Reads the manifest (from the page when the server wrote it there, else from /remotes.json) and registers every
 * remote it names with the MF runtime. A remote missing from it (or an unreadable manifest) leaves only that part of
 * the shop unavailable.
 */
export async function registerRemotesFromManifest(): Promise<RemotesManifest> {
  let manifest: RemotesManifest = {};
  try {
    manifest = inlineManifest() ?? (await fetchManifest());
  } catch (error) {
    console.error(`Could not read ${REMOTES_MANIFEST_URL}; remote sections will show as unavailable.`, error);
  }
  registerRemotes(
    Object.entries(manifest).map(([name, entry]) => ({ name: federationName(name as RemoteName), entry })),
    { force: true },
  );
  return manifest;
}
