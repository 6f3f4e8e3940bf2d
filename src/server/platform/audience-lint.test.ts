import { ESLint } from 'eslint';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/** `npm run lint` (the project's real eslint.config.js) refuses a feature route that skips its audience. */
const eslint = new ESLint({ cwd: fileURLToPath(new URL('../../..', import.meta.url)) });

async function problems(code: string, filePath = 'src/server/features/fixture/routes.ts') {
  const [result] = await eslint.lintText(code, { filePath });
  return result.messages
    .filter((message) => message.ruleId?.startsWith('alacena/'))
    .map((message) => `${message.ruleId}:${message.line}`);
}

const header = `import type { FastifyInstance } from 'fastify';
import { actorOf, callerOf } from '../../platform/actor';
import { memberAudience, publicAudience } from '../../platform/audience';
import { requireUser } from '../../platform/session';
`;

describe('lint: one actor', () => {
  it('accepts routes declared in an audience that read the caller with actorOf or callerOf', async () => {
    const code = `${header}
export const good = memberAudience(async (app) => {
  app.get('/api/bien', async (request) => ({ id: actorOf(request).userId }));
  app.route({ method: 'GET', url: '/api/tambien', handler: async () => ({}) });
});
export const open = publicAudience(async (app) => {
  app.get('/api/abierto', async (request) => ({ id: callerOf(request)?.userId ?? null }));
});
`;
    expect(await problems(code.replace(/^import \{ requireUser \}.*$/m, ''))).toEqual([]);
  });

  it('refuses a route outside an audience, a check by hand and an actor on a public route', async () => {
    const code = `${header}
export async function bad(app: FastifyInstance) {
  app.get('/api/suelto', async (request) => ({ id: requireUser(request) }));
  app.post(\`/api/\${'x'}\`, async (request) => ({ id: request.userId }));
  app.route({ method: 'GET', url: '/api/ruta', handler: async (request) => ({ id: request.actor }) });
}
export const open = publicAudience(async (app) => {
  app.get('/api/abierto', async (request) => ({ id: actorOf(request).userId }));
});
`;
    expect(await problems(code)).toEqual([
      'alacena/no-hand-auth:4',
      'alacena/routes-in-audience:7',
      'alacena/no-hand-auth:7',
      'alacena/routes-in-audience:8',
      'alacena/no-hand-auth:8',
      'alacena/routes-in-audience:9',
      'alacena/no-hand-auth:9',
      'alacena/routes-in-audience:12',
    ]);
  });

  it('applies to every file of the features, not only routes.ts', async () => {
    const code = `${header}
export const helper = (app: FastifyInstance) => app.delete('/api/ayudante', async () => ({}));
`;
    expect(
      await problems(code.replace(/^import \{ requireUser \}.*$/m, ''), 'src/server/features/fixture/extra-routes.ts'),
    ).toEqual(['alacena/routes-in-audience:6']);
  });
});
