import { test, expect, expectNoSeriousA11yViolations } from '../support/test';
import { registerAndLogin, useSession } from '../support/session';
import { screenshot, textContrast } from '../support/visual';

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
]) {
  test(`the greeting menu is readable, a real menu and works from the keyboard (${viewport.width}px)`, async ({ page, baseURL }) => {
    await page.setViewportSize(viewport);
    const buyer = await registerAndLogin(baseURL!, 'BUYER');
    await useSession(page, buyer);
    await page.goto('/');
    const toggle = page.getByRole('button', { name: `Hi, ${buyer.username}` });
    await toggle.focus();
    await page.keyboard.press('Enter');

    const menu = page.getByRole('menu');
    await expect(menu).toBeVisible();
    const items = menu.getByRole('menuitem');
    await expect(items).toHaveText(['View Orders', 'My Wishlist', 'E-mail preferences', 'Logout']);
    for (const item of await items.all()) expect(await textContrast(item), await item.innerText()).toBeGreaterThanOrEqual(4.5);

    // Focus starts on the first entry, and the focused entry is drawn differently from the others.
    await expect(items.nth(0)).toBeFocused();
    const outline = await items.nth(0).evaluate((element) => getComputedStyle(element).outlineStyle);
    expect(outline).not.toBe('none');
    await screenshot(page, 'greeting-menu-open');
    await expectNoSeriousA11yViolations(page);

    await page.keyboard.press('ArrowDown');
    await expect(items.nth(1)).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(items.nth(2)).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(items.nth(3)).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(items.nth(0)).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await expect(items.nth(3)).toBeFocused();
    await page.keyboard.press('Home');
    await expect(items.nth(0)).toBeFocused();
    await page.keyboard.press('End');
    await expect(items.nth(3)).toBeFocused();

    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(toggle).toBeFocused();

    // ArrowDown on the closed toggle opens it too; Enter on an entry follows it.
    await page.keyboard.press('ArrowDown');
    await expect(items.nth(0)).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/wishlist$/);
    await expect(menu).toBeHidden();
  });
}
