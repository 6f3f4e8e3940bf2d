import type { Page } from '@playwright/test';

/** Nothing on the page is wider than the viewport (no sideways scrolling on a phone). */
export const fitsTheScreen = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
