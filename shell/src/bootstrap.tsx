import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { registerRemotesFromManifest } from './app/remotes';

async function start() {
  await registerRemotesFromManifest();
  const root = createRoot(document.getElementById('root')!);
  // A transition renders in slices that yield to the browser, instead of one long task for the whole first page.
  startTransition(() => {
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  });
}

void start();
