import type { NavigateFunction } from '@web/lib/router';

/** In-app links navigate inside the SPA; an absolute http(s) URL opens as a page; nothing else runs. */
export function openNotificationLink(link: string, navigate: NavigateFunction) {
  if (link.startsWith('/') && !link.startsWith('//')) {
    void navigate(link);
    return;
  }
  try {
    const url = new URL(link);
    if (url.protocol === 'https:' || url.protocol === 'http:') window.location.assign(url);
  } catch {
    // Not a URL: nothing to open.
  }
}
