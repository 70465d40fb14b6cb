import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { REPO_ROOT } from './app-server';

/**
 * WCAG contrast ratio between an element's text colour and the first opaque background behind it
 * (walking up the ancestors), as a person would see it.
 */
export async function textContrast(locator: Locator): Promise<number> {
  return locator.evaluate((element) => {
    const parse = (value: string) => {
      const parts = value.match(/[\d.]+/g)?.map(Number) ?? [0, 0, 0, 0];
      return { rgb: parts.slice(0, 3), alpha: parts.length > 3 ? parts[3] : 1 };
    };
    const luminance = ([r, g, b]: number[]) => {
      const channel = (c: number) => {
        const s = c / 255;
        return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
      };
      return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
    };
    const text = parse(getComputedStyle(element).color).rgb;
    let node: Element | null = element;
    let background = [255, 255, 255];
    while (node) {
      const colour = parse(getComputedStyle(node).backgroundColor);
      if (colour.alpha >= 0.99) {
        background = colour.rgb;
        break;
      }
      node = node.parentElement;
    }
    const [light, dark] = [luminance(text), luminance(background)].sort((a, b) => b - a);
    return (light + 0.05) / (dark + 0.05);
  });
}

/** A full-page screenshot into .tmp/screens/, for a person to look at. */
export async function screenshot(page: Page, name: string) {
  await page.screenshot({ path: path.join(REPO_ROOT, '.tmp', 'screens', `${name}-${page.viewportSize()?.width ?? 0}.png`) });
}

/** True when a person can see and click the element: what is drawn at its centre belongs to it. */
export async function isOnTop(locator: Locator): Promise<boolean> {
  return locator.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return hit !== null && element.contains(hit);
  });
}
