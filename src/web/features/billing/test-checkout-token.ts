/**
 * Reads the plan out of a test-mode checkout token ('{base64url JSON}.{signature}') so the page can
 * say what is being bought. The server verifies the signature; this is display only.
 */
export function testTokenPlanId(token: string): string | null {
  try {
    const [payload] = token.split('.');
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
    const planId = (JSON.parse(json) as { planId?: unknown }).planId;
    return typeof planId === 'string' ? planId : null;
  } catch {
    return null;
  }
}
