import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { findChromium } from '../../e2e/support/chromium';

export interface LighthouseScore {
  path: string;
  performance: number;
  accessibility: number;
  /** Largest Contentful Paint and Total Blocking Time (ms), simulated mobile. */
  lcpMs: number;
  tbtMs: number;
  /** Accessibility audits that failed, by title. */
  failedAccessibility: string[];
  /** Why Lighthouse could not score performance (no LCP, page error…), when it could not. */
  error?: string;
}

/** The same Chromium and flags as the Playwright journeys (playwright.config.ts); never a downloaded browser. */
const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-quic', '--no-first-run'];

/** Lighthouse's default (mobile, simulated throttling) on each path; `cookie` signs the pages in. */
export async function runLighthouse(baseUrl: string, pages: Array<{ path: string; cookie?: string }>): Promise<LighthouseScore[]> {
  const chromePath = findChromium();
  if (!chromePath) throw new Error('No se encontró Chromium (CHROME_PATH o /usr/bin/chromium)');
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: CHROME_FLAGS });
  try {
    const scores: LighthouseScore[] = [];
    for (const page of pages) {
      const result = await lighthouse(`${baseUrl}${page.path}`, {
        port: chrome.port,
        logLevel: 'error',
        output: 'json',
        onlyCategories: ['performance', 'accessibility'],
        extraHeaders: page.cookie ? { Cookie: page.cookie } : undefined,
      });
      if (!result) throw new Error(`Lighthouse no devolvió resultado para ${page.path}`);
      const { categories, audits } = result.lhr;
      const failedAccessibility = categories.accessibility.auditRefs
        .filter((ref) => ref.weight > 0 && audits[ref.id].score !== null && audits[ref.id].score! < 1)
        .map((ref) => audits[ref.id].title);
      scores.push({
        path: page.path,
        performance: Math.round((categories.performance.score ?? 0) * 100),
        accessibility: Math.round((categories.accessibility.score ?? 0) * 100),
        lcpMs: audits['largest-contentful-paint'].numericValue ?? NaN,
        tbtMs: audits['total-blocking-time'].numericValue ?? NaN,
        failedAccessibility,
        error: result.lhr.runtimeError?.message ?? audits['largest-contentful-paint'].errorMessage,
      });
    }
    return scores;
  } finally {
    chrome.kill();
  }
}
