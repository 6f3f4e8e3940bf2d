/**
 * What the measurements led to (causes found, fixes made), repeated in every report and numbered:
 * the reasons in reasons.ts refer to them as "Hallazgo N".
 */
export const FINDINGS: string[] = [
  '**La máquina.** 2 núcleos compartidos por 4 ingenieros; la carga fue 8–12 en las corridas del día (otros ejecutaban Chromium, tsc y sus pruebas) y 0.4–3.5 en la ' +
    'última, completa (10 s por medida, tres arranques), hecha con la máquina ya casi libre. Cada cifra de latencia incluye la espera de CPU que hubo; las comparaciones ' +
    'de abajo usan EXPLAIN ANALYZE, mínimos medidos en serie dentro del proceso (`app.inject`) y corridas de autocannon de antes y después alternadas, menos sensibles a la carga. ' +
    'Antes y después alternados en 8–10 s: GET /api/products con datos grandes da 133 req/s con el código nuevo contra 115 con el anterior; con datos pequeños, ' +
    'crear orden da 211–231 req/s contra 210–237 y la preparación 95–132 contra 129–131: las escrituras las decide la base, no la sesión.',
  '**Sesión en cada petición.** `auth.api.getSession` de better-auth verificaba la firma con WebCrypto (asíncrono) y pasaba por su maquinaria de endpoint: ' +
    '1.9 ms por llamada (mejor de 5 × 150 en serie, PGlite pequeño). Arreglo (`src/server/platform/session.ts`): HMAC-SHA256 síncrono de node:crypto con ' +
    '`timingSafeEqual` y una sola consulta por el índice único de `sessions.token` (con su usuario): la comprobación cuesta ~0.65 ms (/api/health 1.55 ms con cookie, 0.90 sin ella). ' +
    'Una sesión vencida o que toca renovar (una vez al día) sigue pasando por better-auth, que la borra o la extiende; una sesión revocada al cerrar sesión ya no está en la tabla ' +
    'y deja de valer en el acto (pruebas de revocación, vencimiento, renovación y firma falsa). Sin caché de sesión en cookie. Con autocannon (10 conexiones, PGlite pequeño, ' +
    'misma carga, antes y después alternados): GET /api/products 176–190 → 211–212 req/s, GET /api/dashboard 151 → 207 req/s.',
  '**Búsqueda del marketplace: lista pendiente del índice GIN.** Tras insertar 100,000 productos el índice trigram tenía 503 páginas en su lista pendiente ' +
    '(`fastupdate`), que solo se vacía con VACUUM, y PGlite no tiene autovacuum: cada búsqueda la recorría entera. Bitmap Index Scan de "jitomate": 13.6 ms y 517 búferes → 0.3 ms y 14. ' +
    'Arreglo: migración 0007 (`fastupdate = off` y `gin_clean_pending_list`) en los dos índices trigram (el de productos tenía 260 páginas pendientes). ' +
    'Sin autovacuum, PGlite nunca marca el mapa de visibilidad ni limpia las filas muertas. Medido en una copia de los datos pequeños tras una corrida: `VACUUM (ANALYZE)` ' +
    'bajó la lista de stock bajo de 1.6 a 0.4 ms y la página de productos de 2.8 a 2.0 ms, pero tardó 1.3 s con el hilo de HTTP bloqueado (PGlite ejecuta el SQL en ese hilo): ' +
    'no se programa en el servidor (decisión 020).',
  '**Dashboard: lista de stock bajo.** Leía los 5,000 productos y ordenaba en cada petición (10.5 ms en EXPLAIN ANALYZE con datos grandes). ' +
    'Arreglo: índice parcial `private_products_low_stock_idx` (usuario, stock − mínimo, nombre) con el mismo predicado que la consulta, que ahora escribe el 10 como literal ' +
    'para que el planificador lo empareje: Index Scan de 5 filas, 0.04 ms.',
  '**Lista de productos.** Cada página leía y ordenaba los 5,000 productos del usuario: el orden es por el nombre del contacto (otra tabla), ' +
    'así que ningún índice daba la página directamente (Seq Scan + Hash Join + top-N, ~5 ms en serie). Se probó sacar el total con `count(*) over ()` en la misma ' +
    'consulta: no fue más rápido en PGlite (mejor de 8: 5.1 contra 5.3 ms; medianas peores, porque materializa todas las filas) y se revirtió. ' +
    'Resuelto después de esta corrida (decisión 040): los contactos se recorren por nombre y los productos de cada uno por el índice (usuario, proveedor, nombre), ' +
    'con los productos sin proveedor al final; las filas de arriba son de antes de ese cambio (ver "Datos grandes contra pequeños").',
  '**Escrituras: viajes a la base por fila.** Una preparación hacía un UPDATE condicional y un INSERT al diario por ingrediente (10 sentencias para 5). ' +
    'Arreglo: `applyStockChanges` bloquea las filas en orden de id (sin interbloqueos), aplica un UPDATE condicional con CASE y un INSERT de varias filas: 3 sentencias; ' +
    'el error sigue nombrando el primer producto sin stock. Crear una orden releía la orden y sus partidas tras insertarlas: ahora responde con lo que devuelven los ' +
    'INSERT … RETURNING (2 consultas menos; una prueba la compara con GET). `listRecipes` agrupaba los ingredientes filtrando la lista entera por receta (500 × 2,500): ahora un Map.',
  '**Arranque.** Se cargaban al inicio los paquetes de adaptadores no configurados. Arreglo: `import()` en las fábricas — @aws-sdk/client-s3 solo con S3_BUCKET, ' +
    'Stripe con STRIPE_*, el proveedor del SDK de IA con AI_BASE_URL, nodemailer con el primer correo, sharp con la primera imagen o recibo, tesseract.js con el primer recibo — ' +
    'y /api/docs (Scalar, un módulo con un script de 4 MB) se construye en su primera visita; esbuild con `splitting` deja cada uno en su trozo. ' +
    'Medido, antes y después alternados: cargar los paquetes estáticos del servidor 1.5 → 1.1 s (mediana de 3); CPU del proceso hasta el primer 200 con PostgreSQL ' +
    '1.44–1.55 → 1.03–1.20 s, con PGlite y datos grandes 2.26–2.40 → 1.96–2.12 s. Queda: better-auth (~0.35 s de carga), PGlite (WASM y abrir los datos), drizzle, ' +
    'Fastify y zod. El tiempo de reloj lo decide la carga de la máquina: 2–7 s para la misma CPU en estas corridas.',
  '**Web.** La entrada pesaba 138 KB gzip (react-dom 61, react-router 29, TanStack Query 10…) y nada pintaba hasta ejecutarla. Arreglos del equipo web: ' +
    'la portada se prerenderiza en index.html al construir y la entrada carga React solo fuera de ella (decisión 016): / 138 → 9.8 KB y Lighthouse 61 → 99; ' +
    'formularios y diálogos que se abren con un clic se cargan al abrirse, fechas con Intl en lugar de date-fns, selects nativos donde se ven al pintar y el chat de ' +
    'Mi Chef IA después del selector: toda ruta queda ≤ 200 KB. /auth y /dashboard siguen siendo SPA sin HTML prerenderizado: su LCP espera a ~175–190 KB de JS.',
  '**Web, issue 20.** El servidor enviaba JS y CSS sin comprimir (el trozo start-app de 334 KB llegaba como 334 KB; 614–666 KB por página con sesión). ' +
    'Arreglos: `npm run build` escribe copias .br y .gz de cada archivo de texto (`scripts/precompress.mjs`) y @fastify/static envía la que el navegador acepta, con ' +
    '`Vary: Accept-Encoding`; las respuestas de la API de más de 1 KB salen comprimidas (@fastify/compress; nunca el SSE del asistente). Chromium por http envía ' +
    '`gzip, deflate` (brotli solo por https), así que Lighthouse mide gzip: ~195–215 KB transferidos. Cada ruta con sesión y /auth tiene HTML prerenderizado con el ' +
    'encabezado de la página, marcadores y sus trozos y primeras lecturas de la API precargados (decisión 030): /auth pinta su LCP sin esperar al JS (≈ 1.9 s). ' +
    'Después: las páginas con sesión llegan llenas del servidor con sus datos y la app las toma sin volver a pedirlos (decisiones 064, 068, 078), y la primera carga de ' +
    'cada una queda en ≤ 120 KB de JS gzip (tabla de la parte web); lo que varía entre corridas es el TBT de /productos y /recetario con la carga de la máquina.',
];
