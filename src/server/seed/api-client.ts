import type { App } from '../app';

/** One demo user talking to the app's HTTP API in-process, carrying the session cookie of its sign-in. */
export interface ApiClient {
  userId: string;
  get<T>(url: string): Promise<T>;
  post<T>(url: string, payload?: object): Promise<T>;
  put<T>(url: string, payload: object): Promise<T>;
}

type Method = 'GET' | 'POST' | 'PUT';

/**
 * Without an Origin header the CSRF check treats the call as a non-browser client, so the
 * in-process requests pass it as the API's other clients do.
 */
async function send(app: App, method: Method, url: string, cookie: string | null, payload?: object) {
  const response = await app.inject({
    method,
    url,
    headers: cookie ? { cookie } : {},
    ...(payload ? { payload } : {}),
  });
  if (response.statusCode >= 300) {
    throw new Error(`Datos de demostración: ${method} ${url} respondió ${response.statusCode}: ${response.body}`);
  }
  return response;
}

/** Creates an account through the public sign-up, as the sign-up screen does. */
export async function signUp(app: App, account: { email: string; password: string; businessName: string }) {
  await send(app, 'POST', '/api/auth/sign-up', null, account);
}

/** Signs in through the public API, as the sign-in screen does, and keeps the session cookie. */
export async function signIn(app: App, email: string, password: string): Promise<ApiClient> {
  const response = await send(app, 'POST', '/api/auth/sign-in', null, { email, password });
  const setCookie = response.headers['set-cookie'];
  const cookies = Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [];
  const cookie = cookies.map((entry) => entry.split(';')[0]).join('; ');
  const call = async <T>(method: Method, url: string, payload?: object) =>
    (await send(app, method, url, cookie, payload)).json() as T;
  return {
    userId: response.json().user.id,
    get: (url) => call('GET', url),
    post: (url, payload) => call('POST', url, payload),
    put: (url, payload) => call('PUT', url, payload),
  };
}
