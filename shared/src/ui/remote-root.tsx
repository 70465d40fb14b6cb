import type { ReactNode } from 'react';
import { sessionStoreInstanceId } from '../session/session-store';

/**
 * Wraps every page a remote exposes. It marks which app drew the page and which copy of the shared
 * session store that app sees, so the single-instance guarantee can be checked on a live page.
 */
export function RemoteRoot({ app, children }: { app: string; children: ReactNode }) {
  return (
    <div data-remote={app} data-store-instance={sessionStoreInstanceId}>
      {children}
    </div>
  );
}
