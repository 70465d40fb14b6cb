import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';

/** Ends the current task, so the browser may paint and answer input before the next piece of work. */
const yieldToBrowser = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

async function start() {
  const root = createRoot(document.getElementById('root')!);
  // The app and the libraries it brings (styled-components, the router, axios, @shop/shared) are evaluated in a task
  // of their own after React's, instead of one long task for all (eager: they stay in this chunk, no extra request).
  await yieldToBrowser();
  const [{ App }, { registerRemotesFromManifest }] = await Promise.all([
    import(/* webpackMode: "eager" */ './app/app'),
    import(/* webpackMode: "eager" */ './app/remotes'),
  ]);
  await registerRemotesFromManifest();
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
