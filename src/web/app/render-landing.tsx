import { renderToString } from 'react-dom/server';
import { StaticRouter } from '@web/lib/router';
import { LandingPage } from '@web/features/landing/landing-page';

/** The landing's HTML for index.html, rendered at build time by scripts/prerender-landing.mjs. */
export function renderLanding(): string {
  return renderToString(
    <StaticRouter location="/">
      <LandingPage />
    </StaticRouter>,
  );
}
