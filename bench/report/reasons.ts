/**
 * Why a target was missed, as found by looking at query plans, profiles and bundle composition (see
 * docs/benchmarks.md, "Hallazgos"). Keyed by `kind:scenario:database` (or `kind:route`); a reason only
 * shows when its target is missed in a run.
 */
const READS = ['products', 'dashboard', 'marketplace'] as const;
const SCENARIOS = [...READS, 'order', 'preparation'] as const;
const DATABASES = ['pglite', 'postgres'] as const;

const RPS =
  'Inalcanzable con sesión y base de datos: la base es Fastify devolviendo una constante (25–70 mil req/s según la carga); 50 % pediría menos de ' +
  '0.1 ms por petición; la sesión ya cuesta ~0.65 ms y la consulta de cada escenario varios ms más (Hallazgos 1–2).';

const P99: Record<(typeof DATABASES)[number], string> = {
  pglite:
    'PGlite ejecuta el SQL en el hilo de HTTP, 5–14 ms de CPU por petición (mínimos en serie): cerca de 200 req/s, o por debajo ' +
    'con datos grandes o con la máquina cargada, las peticiones se encolan (Hallazgos 1–2). Producción va con PostgreSQL.',
  postgres:
    'Un proceso de Node, PostgreSQL y autocannon comparten 2 núcleos (con otros procesos durante el día): a 200 req/s las peticiones esperan CPU. ' +
    'Las lecturas con datos pequeños quedan en 13–29 ms; con datos grandes suman el costo de su consulta (Hallazgos 3–5) y las escrituras el de su transacción (Hallazgo 6).',
};

const SCALE: Partial<Record<(typeof SCENARIOS)[number], string>> = {
  products:
    'Cada página lee y ordena los 5,000 productos (el orden es por el nombre del contacto, de otra tabla); sin arreglar todavía (Hallazgo 5). ' +
    'La razón creció al abaratar la sesión: los datos pequeños ganaron más (PostgreSQL 434 → 1061 req/s) y lo que queda es el costo de la consulta (Hallazgo 2).',
  dashboard:
    'El valor del inventario suma los 5,000 productos en cada petición; la lista de stock bajo ya usa un índice parcial (Hallazgo 4). ' +
    'Con la sesión más barata los datos pequeños ganaron más (PostgreSQL 334 → 1211 req/s) y esa suma pesa más en la razón (Hallazgo 2).',
  marketplace:
    '"jitomate" coincide con ~956 de 100,000 productos: contar y ordenar todas las coincidencias (956 lecturas de heap al azar y 2 sondeos por fila) en cada página. El índice GIN ya no tiene lista pendiente (Hallazgo 3). ' +
    'Con la sesión más barata los datos pequeños ganaron más (PostgreSQL 616 → 1084 req/s), así que la razón creció (Hallazgo 2).',
  order:
    'La diferencia es ruido de la máquina: las escrituras no leen tablas grandes (inserción en índices de 20,000 órdenes y 200,000 partidas).',
  preparation:
    'Cada preparación escribe 5 filas en el diario de 1,000,000 de movimientos (dos índices) y notifica stock bajo; el resto es ruido de la máquina.',
};

export const REASONS: Record<string, string> = {
  ...Object.fromEntries(READS.flatMap((scenario) => DATABASES.map((database) => [`rps:${scenario}:${database}`, RPS]))),
  ...Object.fromEntries(
    SCENARIOS.flatMap((scenario) => DATABASES.map((database) => [`p99:${scenario}:${database}`, P99[database]])),
  ),
  ...Object.fromEntries(
    SCENARIOS.flatMap((scenario) =>
      DATABASES.map((database) => [`scale:${scenario}:${database}`, SCALE[scenario] ?? '']),
    ),
  ),
  'web:/':
    'Suelo de la pila: react-dom 61 KB + react-router 29 KB (router de datos) = 90 KB gzip, más CSS 8 KB; además TanStack Query 10, lucide 7, ' +
    'tailwind-merge 6 y el trozo compartido `api-client` 17. Sonner ya se carga aparte (−9 KB). Bajar de 100 KB pide una portada prerenderizada o un router más ligero (Hallazgo 8).',
  'startup:pglite':
    'CPU del arranque ~2 s (PGlite: WASM y abrir los datos grandes; better-auth, drizzle, Fastify); el resto es espera de CPU con la carga del sistema (Hallazgo 7).',
  'startup:postgres':
    'CPU del arranque ~1.1 s (better-auth, drizzle, Fastify, zod); el resto es espera de CPU con la carga del sistema (Hallazgo 7).',
};

const ROUTE_WEIGHT =
  'Lo común a toda ruta con sesión (start-app y lo que importa, ≈ 126 KB gzip): react-dom ≈ 58, react-router ≈ 27 (router de datos), TanStack Query ≈ 13, ' +
  'tailwind-merge 8, Radix Slot y cva; el layout suma sonner 9 y la navegación. Cada página suma zod con el locale (≈ 27 KB): los módulos de src/common ' +
  'exportan constantes junto a sus esquemas y una constante arrastra el módulo entero (Hallazgo 9).';
REASONS['web:page'] = ROUTE_WEIGHT;

const LIGHTHOUSE =
  'La portada es HTML prerenderizado sin React (decisión 016): una corrida por debajo de 95 es la máquina (ver las corridas y el steal en la parte web).';
for (const path of ['/']) REASONS[`lighthouse-performance:${path}`] = LIGHTHOUSE;

const LIGHTHOUSE_SHELL =
  'La página llega llena del servidor y pinta en ~1 s (decisiones 064, 068); lo que falta es TBT: la hidratación de listas largas (/productos: 1,081 ' +
  'elementos con 50 productos; /recetario: 585), que Lighthouse mide con pilas asíncronas activas (cada fetch, temporizador y promesa guarda una pila) ' +
  'y multiplica ×4; en 2 núcleos compartidos una misma ruta va de 83 a 100 entre corridas (decisiones 075–078).';
for (const path of ['/auth', '/dashboard', '/productos', '/marketplace', '/recetario', '/mensajes'])
  REASONS[`lighthouse-performance:${path}`] = LIGHTHOUSE_SHELL;
