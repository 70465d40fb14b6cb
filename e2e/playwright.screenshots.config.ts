import { defineConfig } from '@playwright/test';
import base from './playwright.config';

/** `npm run screenshots`: one picture of each main page, against a server with the demo catalogue. */
export default defineConfig({
  ...base,
  testDir: './screenshots',
  globalSetup: './screenshots/setup.ts',
  workers: 1,
  reporter: [['list']],
  use: { ...base.use, viewport: { width: 1280, height: 900 } },
});
