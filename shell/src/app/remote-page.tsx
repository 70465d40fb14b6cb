import { lazy, Suspense, useState, type ComponentType } from 'react';
import { loadRemote } from '@module-federation/enhanced/runtime';
import styled from 'styled-components';
import { federationName } from './remotes-manifest';
import type { RemotePageRef } from './route-table';
import { RemoteBoundary } from './remote-boundary';
import { UnavailablePanel } from './unavailable-panel';
import { SHELL_TEXT } from './shell-text';

async function loadRemotePage(page: RemotePageRef): Promise<{ default: ComponentType }> {
  const request = `${federationName(page.remote)}/${page.module.replace(/^\.\//, '')}`;
  const loaded = await loadRemote<{ default?: ComponentType }>(request);
  if (!loaded?.default) throw new Error(`${request} did not load a page component`);
  return { default: loaded.default };
}

function lazyRemotePage(page: RemotePageRef) {
  return lazy(() => loadRemotePage(page));
}

// Reserves the page's space while the remote loads, so the footer does not jump.
const Loading = styled.div`
  min-height: 60vh;
  display: flex;
  align-items: center;
  justify-content: center;
  color: ${({ theme }) => theme.colors.mutedText};
`;

/** Loads one remote page lazily, inside its own error boundary; Retry loads it afresh. */
export function RemotePage({ page }: { page: RemotePageRef }) {
  // A React.lazy that failed stays failed, so every retry needs a new one.
  const [LazyPage, setLazyPage] = useState(() => lazyRemotePage(page));
  return (
    <RemoteBoundary
      remote={page.remote}
      onRetry={() => setLazyPage(() => lazyRemotePage(page))}
      fallback={(retry) => <UnavailablePanel onRetry={retry} />}
    >
      <Suspense fallback={<Loading role="status">{SHELL_TEXT.loading}</Loading>}>
        <LazyPage />
      </Suspense>
    </RemoteBoundary>
  );
}
