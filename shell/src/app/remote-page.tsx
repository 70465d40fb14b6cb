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

type PageLoader = () => Promise<{ default: ComponentType }>;

// Reserves the page's space while its code loads, so the footer does not jump: a screenful for a remote's page (most
// are taller than the screen, so the footer stays below it), less for the shell's short forms.
const Loading = styled.div<{ $minHeight: string }>`
  min-height: ${({ $minHeight }) => $minHeight};
  display: flex;
  align-items: center;
  justify-content: center;
  color: ${({ theme }) => theme.colors.mutedText};
`;

/** Loads a page's code lazily (a remote's page or a shell page of its own chunk), inside its own error boundary; Retry loads it afresh. */
export function LazyPage({ section, load, minHeight = '60vh' }: { section: string; load: PageLoader; minHeight?: string }) {
  // A React.lazy that failed stays failed, so every retry needs a new one.
  const [Loaded, setLoaded] = useState(() => lazy(load));
  return (
    <RemoteBoundary
      remote={section}
      onRetry={() => setLoaded(() => lazy(load))}
      fallback={(retry) => <UnavailablePanel onRetry={retry} />}
    >
      <Suspense fallback={<Loading role="status" $minHeight={minHeight}>{SHELL_TEXT.loading}</Loading>}>
        <Loaded />
      </Suspense>
    </RemoteBoundary>
  );
}

/** Loads one remote page lazily; see LazyPage. */
export function RemotePage({ page }: { page: RemotePageRef }) {
  return <LazyPage section={page.remote} load={() => loadRemotePage(page)} minHeight="100vh" />;
}
