import type { FastifyInstance } from 'fastify';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Starts work that must not hold up a request or the start (e.g. the demo pictures' sizes). Closing the app asks
     * it to stop (`signal`) and waits for it, so nothing writes into DATA_DIR or the database after the app closed.
     */
    runInBackground: (name: string, task: (signal: AbortSignal) => Promise<void>) => void;
  }
}

export function registerBackgroundTasks(app: FastifyInstance): void {
  const stopping = new AbortController();
  const running = new Set<Promise<void>>();
  app.decorate('runInBackground', (name: string, task: (signal: AbortSignal) => Promise<void>) => {
    const run = task(stopping.signal)
      .catch((error: unknown) => app.log.warn({ err: error, task: name }, 'background task failed'))
      .finally(() => running.delete(run));
    running.add(run);
  });
  app.addHook('onClose', async () => {
    stopping.abort();
    await Promise.all(running);
  });
}
