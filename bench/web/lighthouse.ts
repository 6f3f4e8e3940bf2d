import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { findChromium } from '../../e2e/support/chromium';
import { setBrowserCookies } from './browser-cookies';

export interface LighthouseScore {
  path: string;
  performance: number;
  accessibility: number;
  /** Largest Contentful Paint and Total Blocking Time (ms), simulated mobile. */
  lcpMs: number;
  tbtMs: number;
  /** JavaScript and CSS bytes as transferred (Lighthouse's transferSize: compressed bodies plus headers). */
  jsTransferBytes?: number;
  cssTransferBytes?: number;
  /** The element Lighthouse took as the largest contentful paint (its selector and text). */
  lcpElement?: string;
  /** Performance scores of every run; the figures above are the median run's. */
  runs?: number[];
  /** Accessibility audits that failed, by title. */
  failedAccessibility: string[];
  /** Why Lighthouse could not score performance (no LCP, page error…), when it could not. */
  error?: string;
}

interface NetworkRequest {
  resourceType?: string;
  transferSize?: number;
}

/** The same Chromium and flags as the Playwright journeys (playwright.config.ts); never a downloaded browser. */
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
];

/**
 * Lighthouse's default (mobile, simulated throttling) on each path, `runs` times; the run with the median
 * performance score is kept. `cookie` signs the pages in (the
 * browser's jar holds only it at the start of each run).
 */
export async function runLighthouse(
  baseUrl: string,
  pages: Array<{ path: string; cookie?: string }>,
  runs = 1,
): Promise<LighthouseScore[]> {
  const chromePath = findChromium();
  if (!chromePath) throw new Error('No se encontró Chromium (CHROME_PATH o /usr/bin/chromium)');
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: CHROME_FLAGS });
  try {
    const scores: LighthouseScore[] = [];
    for (const page of pages) {
      const attempts: LighthouseScore[] = [];
      for (let run = 0; run < runs; run += 1) {
        let attempt = await measure(chrome.port, baseUrl, page);
        // A loaded machine sometimes loses the trace (NO_NAVSTART…): that run is taken again, once.
        if (attempt.error && Number.isNaN(attempt.lcpMs)) attempt = await measure(chrome.port, baseUrl, page);
        attempts.push(attempt);
      }
      const sorted = [...attempts].sort((a, b) => a.performance - b.performance || b.lcpMs - a.lcpMs);
      scores.push({
        ...sorted[Math.floor((sorted.length - 1) / 2)],
        runs: attempts.map((attempt) => attempt.performance),
      });
    }
    return scores;
  } finally {
    chrome.kill();
  }
}

async function measure(
  port: number,
  baseUrl: string,
  page: { path: string; cookie?: string },
): Promise<LighthouseScore> {
  await setBrowserCookies(port, baseUrl, page.cookie);
  const result = await lighthouse(`${baseUrl}${page.path}`, {
    port,
    logLevel: 'error',
    output: 'json',
    onlyCategories: ['performance', 'accessibility'],
  });
  if (!result) throw new Error(`Lighthouse no devolvió resultado para ${page.path}`);
  const { categories, audits } = result.lhr;
  const failedAccessibility = categories.accessibility.auditRefs
    .filter((ref) => ref.weight > 0 && audits[ref.id].score !== null && audits[ref.id].score! < 1)
    .map((ref) => audits[ref.id].title);
  const requests = ((audits['network-requests'].details as { items?: NetworkRequest[] } | undefined)?.items ??
    []) as NetworkRequest[];
  const transferred = (type: string) =>
    requests
      .filter((request) => request.resourceType === type)
      .reduce((sum, request) => sum + (request.transferSize ?? 0), 0);
  return {
    path: page.path,
    performance: Math.round((categories.performance.score ?? 0) * 100),
    accessibility: Math.round((categories.accessibility.score ?? 0) * 100),
    lcpMs: audits['largest-contentful-paint'].numericValue ?? NaN,
    tbtMs: audits['total-blocking-time'].numericValue ?? NaN,
    lcpElement: lcpElementOf(audits['largest-contentful-paint-element']?.details),
    jsTransferBytes: transferred('Script'),
    cssTransferBytes: transferred('Stylesheet'),
    failedAccessibility,
    error: result.lhr.runtimeError?.message ?? audits['largest-contentful-paint'].errorMessage,
  };
}

/** The LCP element audit's node (Lighthouse 12: a list whose first table holds the node). */
function lcpElementOf(details: unknown): string | undefined {
  const node = JSON.stringify(details ?? {}).match(/"selector":"((?:[^"\\]|\\.)*)".*?"nodeLabel":"((?:[^"\\]|\\.)*)"/);
  return node ? `${node[1]} «${node[2].slice(0, 60)}»` : undefined;
}
