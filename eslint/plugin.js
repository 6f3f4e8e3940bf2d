import { noHandAuth } from './rules/no-hand-auth.js';
import { routesInAudience } from './rules/routes-in-audience.js';

/** The project's own lint rules (eslint.config.js, last block). */
export const alacena = {
  meta: { name: 'alacena' },
  rules: { 'no-hand-auth': noHandAuth, 'routes-in-audience': routesInAudience },
};
