import type { TestApp } from './test-app';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** app.inject with the user's cookie; payload only when given. */
export function requester(ctx: TestApp) {
  return (method: Method, url: string, cookie: string, payload?: unknown) =>
    ctx.app.inject({
      method,
      url,
      headers: { cookie },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
}

export type Requester = ReturnType<typeof requester>;
