import { useNavigate } from '@web/lib/router';
import type { SubscriptionStatus } from '@common/billing';

/**
 * SPEC §7 opens the checkout and portal URLs in a new tab. Test mode answers with Alacena's own
 * pages ('/pago-de-prueba', '/portal-de-prueba'), which open in place. Browsers block a tab opened
 * after an await, so for Stripe the tab is opened on the click and pointed at the URL once known.
 */
export function useBillingRedirect() {
  const navigate = useNavigate();
  return async (provider: SubscriptionStatus['provider'] | undefined, request: () => Promise<{ url: string }>) => {
    const tab = provider === 'stripe' ? window.open('', '_blank') : null;
    if (tab) tab.opener = null;
    try {
      const { url } = await request();
      if (url.startsWith('/')) {
        tab?.close();
        navigate(url);
      } else if (tab) {
        tab.location.href = url;
      } else {
        window.location.assign(url);
      }
    } catch (error) {
      tab?.close();
      throw error;
    }
  };
}
