import { useEffect, useId, useRef } from 'react';
import type uPlot from 'uplot';

export interface ChartSeries {
  /** Bars: one label per value. Lines: instants in seconds. */
  x: number[];
  y: number[];
}

interface Props {
  kind: 'bars' | 'line' | 'steps';
  data: ChartSeries;
  /** The category under each bar. */
  labels?: string[];
  /** What the chart shows, read by screen readers with its description. */
  title: string;
  description: string;
  /** Axis values: '$1,234' for money, '38 %' for a percentage. */
  formatValue: (value: number) => string;
}

const BRAND = '#1d6f42';
const HEIGHT = 240;

function options(props: Props, width: number, paths: typeof uPlot.paths): uPlot.Options {
  const bars = props.kind === 'bars';
  const path = bars
    ? paths.bars!({ size: [0.6, 64] })
    : props.kind === 'steps'
      ? paths.stepped!({ align: 1 })
      : paths.linear!();
  return {
    width,
    height: HEIGHT,
    legend: { show: false },
    cursor: { show: !bars, drag: { x: false, y: false } },
    scales: { x: { time: !bars, range: bars ? (_u, min, max) => [min - 0.5, max + 0.5] : undefined } },
    axes: [
      {
        stroke: '#334155',
        values: bars ? (_u, ticks) => ticks.map((tick) => props.labels?.[tick] ?? '') : undefined,
        splits: bars ? () => props.data.x : undefined,
      },
      { stroke: '#334155', size: 72, values: (_u, ticks) => ticks.map(props.formatValue) },
    ],
    series: [
      {},
      {
        label: props.title,
        stroke: BRAND,
        width: 2,
        fill: bars ? 'rgba(29, 111, 66, 0.7)' : 'rgba(29, 111, 66, 0.12)',
        paths: path,
        points: { show: !bars },
      },
    ],
  };
}

/**
 * A chart drawn by uPlot (canvas), loaded on first use so that only /reportes downloads it. The figures
 * are in the table under it; the chart is an image with a description for screen readers.
 */
export function Chart(props: Props) {
  const box = useRef<HTMLDivElement>(null);
  const descriptionId = useId();
  useEffect(() => {
    let plot: uPlot | undefined;
    let observer: ResizeObserver | undefined;
    let cancelled = false;
    void import('./uplot').then(({ default: UPlot }) => {
      const element = box.current;
      if (cancelled || !element) return;
      const width = element.clientWidth || 320;
      plot = new UPlot(options(props, width, UPlot.paths), [props.data.x, props.data.y], element);
      observer = new ResizeObserver(() => plot?.setSize({ width: element.clientWidth || width, height: HEIGHT }));
      observer.observe(element);
    });
    return () => {
      cancelled = true;
      observer?.disconnect();
      plot?.destroy();
    };
    // The chart is redrawn when its figures change; the props are rebuilt on each render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [JSON.stringify(props.data), JSON.stringify(props.labels), props.kind]);

  return (
    <figure className="m-0">
      <div
        ref={box}
        role="img"
        aria-label={props.title}
        aria-describedby={descriptionId}
        data-testid="report-chart"
        className="w-full overflow-hidden"
        style={{ minHeight: HEIGHT }}
      />
      <figcaption id={descriptionId} className="mt-1 text-sm text-slate-600">
        {props.description}
      </figcaption>
    </figure>
  );
}
