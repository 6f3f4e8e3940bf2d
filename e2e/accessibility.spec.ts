import { test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';

for (const path of ['/', '/auth']) {
  test(`axe: ${path} has no serious or critical violations`, async ({ page }) => {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    await expectNoSeriousA11yViolations(page);
  });
}
