// The remotes manifest (remote name -> remoteEntry.js URL), without the federation runtime or shared modules, so the
// shell's entry can read it before anything is negotiated (see preload-remote.ts).
import APPS_FILE from '../../../apps.json';

/** The separately deployed remotes, by the name the manifest uses: every app in apps.json but the host. */
export type RemoteName = Exclude<keyof typeof APPS_FILE.apps, 'shell'>;
export const REMOTE_NAMES = Object.keys(APPS_FILE.apps).filter((name) => name !== APPS_FILE.host) as RemoteName[];

/** Where the shell reads remote entry URLs when the page does not carry them; a deployment serves its own. */
export const REMOTES_MANIFEST_URL = '/remotes.json';

export type RemotesManifest = Partial<Record<RemoteName, string>>;

/** Module Federation container names must be identifiers. */
export function federationName(remote: RemoteName): string {
  return remote.replace(/-/g, '_');
}

export function parseManifest(raw: unknown): RemotesManifest {
  if (!raw || typeof raw !== 'object') throw new Error('The remotes manifest is not a JSON object');
  const manifest: RemotesManifest = {};
  for (const name of REMOTE_NAMES) {
    const entry = (raw as Record<string, unknown>)[name];
    if (typeof entry === 'string' && entry) manifest[name] = new URL(entry, window.location.href).href;
  }
  return manifest;
}

/** The manifest the server wrote into the page (saves a round trip), or null when there is none (or it cannot be read). */
export function inlineManifest(): RemotesManifest | null {
  const text = document.getElementById(APPS_FILE.manifestElementId)?.textContent;
  if (!text) return null;
  try {
    return parseManifest(JSON.parse(text));
  } catch (error) {
    console.error('The remotes manifest in the page cannot be read; asking the server for it.', error);
    return null;
  }
}
