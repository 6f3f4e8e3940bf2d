/**
 * Why a target was missed, as found by looking at query plans, profiles and bundle composition (see
 * docs/benchmarks.md, "Hallazgos"). Keyed by `kind:scenario:database` (or `kind:route`); a reason only
 * shows when its target is missed in a run.
 */
const READS = ['products', 'dashboard', 'marketplace'] as const;
const SCENARIOS = [...READS, 'order', 'preparation'] as const;
const DATABASES = ['pglite', 'postgres'] as const;

const RPS =
  'Inalcanzable con sesión y base de datos: la base es Fastify devolviendo una constante (25–38 mil req/s); 50 % pediría menos de 0.1 ms ' +
  'por petición y solo validar la sesión cuesta ≥ 2 ms (Hallazgos 1–2).';

const P99: Record<(typeof DATABASES)[number], string> = {
  pglite:
    'Capacidad por debajo de 200 req/s: PGlite ejecuta el SQL en el hilo de HTTP, 5–14 ms de CPU por petición (mínimos en serie), ' +
    '×3–6 con la carga de la máquina; a 200 req/s las peticiones se encolan (Hallazgos 1–2).',
  postgres:
    'Un proceso de Node, PostgreSQL, autocannon y los procesos de otros ingenieros en 2 núcleos (carga 8–12): a 200 req/s las peticiones se encolan (Hallazgos 1–2).',
};

const SCALE: Partial<Record<(typeof SCENARIOS)[number], string>> = {
  products: 'Cada página lee y ordena los 5,000 productos (el orden es por el nombre del contacto, de otra tabla); sin arreglar todavía (Hallazgo 5).',
  dashboard: 'El valor del inventario suma los 5,000 productos en cada petición; la lista de stock bajo ya usa un índice parcial (Hallazgo 4).',
  marketplace: '"jitomate" coincide con ~956 de 100,000 productos: contar y ordenar todas las coincidencias (956 lecturas de heap al azar y 2 sondeos por fila) en cada página. El índice GIN ya no tiene lista pendiente (Hallazgo 3).',
  order: 'La diferencia es ruido de la máquina: las escrituras no leen tablas grandes (inserción en índices de 20,000 órdenes y 200,000 partidas).',
  preparation: 'Cada preparación escribe 5 filas en el diario de 1,000,000 de movimientos (dos índices) y notifica stock bajo; el resto es ruido de la máquina.',
};

export const REASONS: Record<string, string> = {
  ...Object.fromEntries(READS.flatMap((scenario) => DATABASES.map((database) => [`rps:${scenario}:${database}`, RPS]))),
  ...Object.fromEntries(SCENARIOS.flatMap((scenario) => DATABASES.map((database) => [`p99:${scenario}:${database}`, P99[database]]))),
  ...Object.fromEntries(SCENARIOS.flatMap((scenario) => DATABASES.map((database) => [`scale:${scenario}:${database}`, SCALE[scenario] ?? '']))),
  'web:/':
    'Suelo de la pila: react-dom 61 KB + react-router 29 KB (router de datos) = 90 KB gzip, más CSS 8 KB; además TanStack Query 10, lucide 7, ' +
    'tailwind-merge 6 y el trozo compartido `api-client` 17. Sonner ya se carga aparte (−9 KB). Bajar de 100 KB pide una portada prerenderizada o un router más ligero (Hallazgo 8).',
  'startup:pglite':
    'Carga de módulos al arrancar (S3 0.7 s, Scalar 0.6 s, SDK de IA 0.5 s, sharp 0.3 s, Stripe 0.2 s aunque no estén configurados) y arranque de PGlite (WASM, ~1 s); ' +
    'con la carga del sistema todo ×2–3 (Hallazgo 7).',
  'startup:postgres': 'Carga de módulos al arrancar (S3, Scalar, SDK de IA, sharp, Stripe aunque no estén configurados), ×2–3 con la carga del sistema (Hallazgo 7).',
};

const ROUTE_WEIGHT =
  'Las páginas con formularios cargan zod entero (≈ 41 KB gzip en dos trozos compartidos), Radix Select + floating-ui (17 KB) y el locale de date-fns (7 KB) ' +
  'además de la entrada de 138 KB (Hallazgo 8).';
REASONS['web:page'] = ROUTE_WEIGHT;

const LIGHTHOUSE =
  'LCP de 4–5.5 s en móvil simulado (CPU ×4, 4G lenta): una SPA sin HTML prerenderizado no pinta nada hasta descargar y ejecutar ~130 KB gzip de JS; ' +
  'la CPU de la máquina, ocupada por otros procesos, alarga además el TBT (Hallazgo 8).';
for (const path of ['/', '/auth', '/dashboard']) REASONS[`lighthouse-performance:${path}`] = LIGHTHOUSE;
