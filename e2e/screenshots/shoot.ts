import path from 'node:path';
import type { Page } from '@playwright/test';
import { REPO_ROOT } from '../support/app-server';

export const SCREENSHOTS_DIR = path.join(REPO_ROOT, 'docs', 'screenshots');

/** Saves the whole page as docs/screenshots/<name>.png once fonts and images have settled. */
export async function shoot(page: Page, name: string) {
  await page.waitForLoadState('networkidle');
  await page.screenshot({ path: path.join(SCREENSHOTS_DIR, `${name}.png`), fullPage: true });
}
