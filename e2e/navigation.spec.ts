import { expect, test } from '@playwright/test';
import { createAccount } from './support/accounts';

/**
 * Decision 060: pages are React.lazy chunks under one Suspense, and BrowserRouter applies navigations
 * in a transition, so moving to a page whose chunk is still downloading keeps the current page (its
 * <h1>, the chrome) on screen instead of the loading spinner.
 */
test('a page whose chunk is slow keeps the current page on screen until it arrives', async ({ page }) => {
  await createAccount(page.request, { role: 'restaurant_owner' });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.route(/\/assets\/(recipes-page|products-page|alerts-page)-[\w-]+\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  await page.goto('/dashboard');
  // The app's own page, not the pre-rendered shell's heading (decision 030), which shows before React runs.
  await expect(page.locator('[data-prerendered-shell]')).toHaveCount(0);
  await expect(page.locator('#root').getByRole('heading', { name: 'Inicio', level: 1 })).toBeVisible();
  await page.evaluate(() => {
    const seen: string[] = [];
    Object.assign(window, { seen });
    new MutationObserver(() => {
      if (!document.querySelector('#root h1')?.checkVisibility()) seen.push('no visible <h1>');
      if (document.querySelector('#root > [data-slot="spinner"]')) seen.push('the loading spinner');
    }).observe(document.getElementById('root')!, { childList: true, subtree: true, attributes: true });
  });
  for (const name of ['Recetario', 'Productos', 'Alertas']) {
    await page.getByRole('link', { name, exact: true }).first().click();
    await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible({ timeout: 15_000 });
  }
  expect(await page.evaluate(() => (window as unknown as { seen: string[] }).seen)).toEqual([]);
});
