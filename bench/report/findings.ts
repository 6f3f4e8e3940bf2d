/**
 * What the measurements led to (causes found, fixes made), repeated in every report and numbered:
 * the reasons in reasons.ts refer to them as "Hallazgo N".
 */
export const FINDINGS: string[] = [
  '**La máquina.** 2 núcleos compartidos por 4 ingenieros: durante las corridas la carga fue 8–12 (otros ejecutaban Chromium, tsc y sus pruebas). ' +
    'Cada cifra de latencia incluye esa espera de CPU; las comparaciones de abajo usan EXPLAIN ANALYZE y mínimos medidos en serie dentro del proceso (`app.inject`), menos sensibles a la carga.',
  '**Sesión en cada petición (no cambiado aquí: plataforma).** `auth.api.getSession` de better-auth verifica la firma con WebCrypto (asíncrono) y lee la sesión de la base: ' +
    '/api/health cuesta 1.4 ms sin cookie y 3.3 ms con ella (en serie, PGlite pequeño); en el servidor bajo carga, 980 req/s sin cookie contra 75 con cookie. ' +
    'Es el mayor costo común de los cinco escenarios con datos pequeños. Arreglo propuesto: una sola consulta indexada sesión + usuario con HMAC síncrono de node:crypto. ' +
    'Se descartó la caché de sesión en cookie de better-auth: una sesión revocada al cerrar sesión debe dejar de valer en el acto (suite de seguridad).',
  '**Búsqueda del marketplace: lista pendiente del índice GIN.** Tras insertar 100,000 productos el índice trigram tenía 503 páginas en su lista pendiente ' +
    '(`fastupdate`), que solo se vacía con VACUUM, y PGlite no tiene autovacuum: cada búsqueda la recorría entera. Bitmap Index Scan de "jitomate": 13.6 ms y 517 búferes → 0.3 ms y 14. ' +
    'Arreglo: migración 0007 (`fastupdate = off` y `gin_clean_pending_list`) en los dos índices trigram (el de productos tenía 260 páginas pendientes). ' +
    'Queda para la plataforma: sin autovacuum, PGlite nunca marca el mapa de visibilidad ni limpia las filas muertas de cada cambio de stock; un `VACUUM (ANALYZE)` periódico en el proceso lo haría.',
  '**Dashboard: lista de stock bajo.** Leía los 5,000 productos y ordenaba en cada petición (10.5 ms en EXPLAIN ANALYZE con datos grandes). ' +
    'Arreglo: índice parcial `private_products_low_stock_idx` (usuario, stock − mínimo, nombre) con el mismo predicado que la consulta, que ahora escribe el 10 como literal ' +
    'para que el planificador lo empareje: Index Scan de 5 filas, 0.04 ms.',
  '**Lista de productos (no resuelto).** Cada página lee y ordena los 5,000 productos del usuario: el orden es por el nombre del contacto (otra tabla), ' +
    'así que ningún índice da la página directamente (Seq Scan + Hash Join + top-N, ~5 ms en serie). Se probó sacar el total con `count(*) over ()` en la misma ' +
    'consulta: no fue más rápido en PGlite (mejor de 8: 5.1 contra 5.3 ms; medianas peores, porque materializa todas las filas) y se revirtió. ' +
    'Queda por hacer: recorrer los contactos por nombre con un LATERAL sobre un índice (usuario, proveedor, nombre) y los productos sin proveedor al final.',
  '**Escrituras: viajes a la base por fila.** Una preparación hacía un UPDATE condicional y un INSERT al diario por ingrediente (10 sentencias para 5). ' +
    'Arreglo: `applyStockChanges` bloquea las filas en orden de id (sin interbloqueos), aplica un UPDATE condicional con CASE y un INSERT de varias filas: 3 sentencias; ' +
    'el error sigue nombrando el primer producto sin stock. Crear una orden releía la orden y sus partidas tras insertarlas: ahora responde con lo que devuelven los ' +
    'INSERT … RETURNING (2 consultas menos; una prueba la compara con GET). `listRecipes` agrupaba los ingredientes filtrando la lista entera por receta (500 × 2,500): ahora un Map.',
  '**Arranque (no cambiado aquí: plataforma).** Perfil de CPU del arranque: 1.8 s de 5.1 s cargando módulos. Se importan al inicio aunque no estén configurados: ' +
    '@aws-sdk/client-s3 (0.7 s), @scalar/fastify-api-reference (0.6 s), el SDK de IA (0.5 s), sharp (0.3 s), Stripe (0.2 s); better-auth 1.1 s y PGlite (WASM) ~1 s. ' +
    'Arreglo propuesto: `import()` de cada adaptador solo cuando su variable está definida.',
  '**Web.** La entrada pesa 138 KB gzip: react-dom 61, react-router 29, TanStack Query 10, lucide 7, tailwind-merge 6 y un trozo compartido `api-client` de 17. ' +
    'Sonner (9 KB) ya se carga aparte. Las páginas con formularios suman zod entero (≈ 41 KB en dos trozos), Radix Select + floating-ui (17 KB) y el locale de date-fns (7 KB). ' +
    'Lighthouse: sin HTML prerenderizado el LCP espera a todo ese JS. Propuesto: portada estática prerenderizada, `zod/mini` en el navegador, iconos y Select solo donde se usan.',
];
