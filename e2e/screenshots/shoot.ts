import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { REPO_ROOT } from '../support/app-server';

export const SCREENSHOTS_DIR = path.join(REPO_ROOT, 'docs', 'screenshots');

/** Saves the whole page (or just `part` of it) as docs/screenshots/<name>.png once fonts and images have settled. */
export async function shoot(page: Page, name: string, part?: Locator) {
  // Lazy images below the fold load only once scrolled into view.
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    window.scrollTo(0, 0);
  });
  await page.waitForLoadState('networkidle');
  const file = path.join(SCREENSHOTS_DIR, `${name}.png`);
  if (part) await part.screenshot({ path: file });
  else await page.screenshot({ path: file, fullPage: true });
}
