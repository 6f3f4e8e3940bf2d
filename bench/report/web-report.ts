import type { BenchResults } from './results';

const kb = (bytes: number | undefined) => (bytes === undefined ? '—' : (bytes / 1024).toFixed(1));
const cell = (text: string) => text.replace(/[\u0000-\u001f]/g, '').replace(/\|/g, '\\|');

/** Issue 20's figures before its work (Lighthouse mobile, median of 3, `npm start`; JS+CSS as transferred). */
const BEFORE_ISSUE_20: Record<string, { performance: number; lcp: string; tbt: string; transfer: string }> = {
  '/': { performance: 99, lcp: '—', tbt: '—', transfer: '—' },
  '/auth': { performance: 52, lcp: '6.3–7.3 s', tbt: '0.4–1.3 s', transfer: '614–666 KB' },
  '/dashboard': { performance: 60, lcp: '6.3–7.3 s', tbt: '0.4–1.3 s', transfer: '614–666 KB' },
  '/productos': { performance: 52, lcp: '6.3–7.3 s', tbt: '0.4–1.3 s', transfer: '614–666 KB' },
  '/marketplace': { performance: 42, lcp: '6.3–7.3 s', tbt: '0.4–1.3 s', transfer: '614–666 KB' },
};

/** The report's web part: first-load bytes per route as sent, then Lighthouse beside issue 20's earlier figures. */
export function webReportLines(results: BenchResults): string[] {
  const { machine } = results;
  return [
    '## Web: primera carga por ruta (bytes enviados)',
    '',
    'Entrada + sus importaciones estáticas + la página perezosa de la ruta (y el layout de sesión si se carga aparte), cada archivo una vez, según `.vite/manifest.json`; ' +
      'cada archivo con el tamaño de la copia `.gz` / `.br` que `npm run build` escribe y el servidor envía (`scripts/precompress.mjs`).',
    '',
    '| Ruta | JS KB gzip | CSS KB gzip | JS KB brotli | CSS KB brotli | Archivos |',
    '| --- | --- | --- | --- | --- | --- |',
    ...results.web.routes.map(
      (route) =>
        `| ${cell(route.route)} | ${kb(route.jsBytes)} | ${kb(route.cssBytes)} | ${kb(route.jsBrotliBytes)} | ${kb(route.cssBrotliBytes)} | ${route.files} |`,
    ),
    '',
    ...(results.web.composition.length
      ? [
          'Composición de la entrada (cada paquete comprimido por separado):',
          '',
          '| Parte | KB gzip |',
          '| --- | --- |',
          ...results.web.composition.map((part) => `| ${cell(part.name)} | ${kb(part.gzipBytes)} |`),
          '',
        ]
      : []),
    '## Lighthouse (móvil, throttling simulado, Chromium de Debian)',
    '',
    `Corrida del ${results.date.slice(0, 16).replace('T', ' ')} UTC; carga de la máquina (1/5/15 min) al empezar ${machine.loadBefore.map((value) => value.toFixed(2)).join(' / ')}, ` +
      `al terminar ${machine.loadAfter.map((value) => value.toFixed(2)).join(' / ')} (2 núcleos compartidos con otros agentes)` +
      (machine.lighthouseSteal === undefined
        ? '. '
        : `; mientras corría Lighthouse el hipervisor se llevó el ${(machine.lighthouseSteal * 100).toFixed(0)} % del tiempo de CPU para otras máquinas (steal), y el TBT simulado multiplica por 4 cada tarea alargada así. `) +
      'JS y CSS transferidos según Lighthouse (`transferSize`: cuerpo comprimido más cabeceras). Se queda la corrida de rendimiento mediano; "corridas" lista todas. ' +
      '"Antes" son las cifras del issue 20 (mediana de 3 con `npm start`).',
    '',
    '| Ruta | Rendimiento (antes → ahora) | Corridas | Accesibilidad | LCP (antes → ahora) | TBT (antes → ahora) | JS + CSS transferidos (antes → ahora) |',
    '| --- | --- | --- | --- | --- | --- | --- |',
    ...results.lighthouse.map((score) => {
      const before = BEFORE_ISSUE_20[score.path];
      const transfer =
        score.jsTransferBytes === undefined
          ? '—'
          : `${kb((score.jsTransferBytes ?? 0) + (score.cssTransferBytes ?? 0))} KB (JS ${kb(score.jsTransferBytes)})`;
      return (
        `| ${score.path} | ${before ? `${before.performance} → ` : ''}${score.performance} | ${score.runs?.join(', ') ?? '—'} | ${score.accessibility} | ` +
        `${before ? `${before.lcp} → ` : ''}${score.lcpMs.toFixed(0)} ms | ${before ? `${before.tbt} → ` : ''}${score.tbtMs.toFixed(0)} ms | ${before ? `${before.transfer} → ` : ''}${transfer} |`
      );
    }),
    '',
  ];
}
