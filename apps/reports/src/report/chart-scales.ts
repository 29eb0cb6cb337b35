/** Chart geometry for the report's vector charts: pure numbers, no PDF library (y grows downwards). */

export interface NiceScale {
  max: number;
  step: number;
  ticks: number[];
}

/** A 0-based axis whose top is a round number (1, 2 or 5 × 10ⁿ steps) with at most `maxTicks` steps. */
export function niceScale(maxValue: number, maxTicks = 5): NiceScale {
  if (!(maxValue > 0)) return { max: 1, step: 1, ticks: [0, 1] };
  const rough = maxValue / maxTicks;
  const magnitude = 10 ** Math.floor(Math.log10(rough));
  const step = [1, 2, 5, 10].map((factor) => factor * magnitude).find((candidate) => candidate >= rough)!;
  const max = Math.ceil(maxValue / step - 1e-9) * step;
  const ticks = Array.from({ length: Math.round(max / step) + 1 }, (_, index) => round(index * step));
  return { max: round(max), step: round(step), ticks };
}

function round(value: number): number {
  return Math.round(value * 1e6) / 1e6;
}

export interface ChartBox {
  width: number;
  height: number;
}

/** Space kept for the y tick labels (left) and the x labels (bottom). */
export const AXIS_GUTTER = { left: 26, bottom: 16, top: 6 };

export interface AxisTick {
  y: number;
  label: string;
}

export interface BarChartGeometry extends ChartBox {
  plot: { x: number; y: number; width: number; height: number };
  bars: { x: number; y: number; width: number; height: number; value: number }[];
  labels: { x: number; text: string }[];
  ticks: AxisTick[];
}

function plotArea(box: ChartBox) {
  return {
    x: AXIS_GUTTER.left,
    y: AXIS_GUTTER.top,
    width: box.width - AXIS_GUTTER.left,
    height: box.height - AXIS_GUTTER.top - AXIS_GUTTER.bottom,
  };
}

/** A y position for `value` on a 0..max (or min..max) axis inside the plot. */
export function scaleY(value: number, min: number, max: number, plot: { y: number; height: number }): number {
  const ratio = max === min ? 0 : (value - min) / (max - min);
  return round(plot.y + plot.height * (1 - ratio));
}

export function barChart(values: readonly number[], labels: readonly string[], box: ChartBox): BarChartGeometry {
  const plot = plotArea(box);
  const scale = niceScale(Math.max(0, ...values));
  const slot = values.length === 0 ? plot.width : plot.width / values.length;
  const barWidth = round(slot * 0.6);
  const bars = values.map((value, index) => {
    const top = scaleY(value, 0, scale.max, plot);
    return {
      x: round(plot.x + slot * index + (slot - barWidth) / 2),
      y: top,
      width: barWidth,
      height: round(plot.y + plot.height - top),
      value,
    };
  });
  return {
    ...box,
    plot,
    bars,
    labels: labels.map((text, index) => ({ x: round(plot.x + slot * index + slot / 2), text })),
    ticks: scale.ticks.map((tick) => ({ y: scaleY(tick, 0, scale.max, plot), label: String(tick) })),
  };
}

export interface LineChartGeometry extends ChartBox {
  plot: { x: number; y: number; width: number; height: number };
  /** Runs of consecutive points; a missing value breaks the line. */
  segments: { x: number; y: number }[][];
  points: { x: number; y: number; value: number }[];
  labels: { x: number; text: string }[];
  ticks: AxisTick[];
}

/** A line over fixed bounds (a rating scale), one point per slot's centre. */
export function lineChart(
  values: readonly (number | null)[],
  labels: readonly string[],
  bounds: { min: number; max: number },
  box: ChartBox,
): LineChartGeometry {
  const plot = plotArea(box);
  const slot = values.length === 0 ? plot.width : plot.width / values.length;
  const points: LineChartGeometry['points'] = [];
  const segments: LineChartGeometry['segments'] = [];
  let run: { x: number; y: number }[] = [];
  values.forEach((value, index) => {
    if (value === null) {
      if (run.length) segments.push(run);
      run = [];
      return;
    }
    const point = { x: round(plot.x + slot * index + slot / 2), y: scaleY(value, bounds.min, bounds.max, plot) };
    points.push({ ...point, value });
    run.push(point);
  });
  if (run.length) segments.push(run);
  const ticks: AxisTick[] = [];
  for (let tick = bounds.min; tick <= bounds.max; tick += 1)
    ticks.push({ y: scaleY(tick, bounds.min, bounds.max, plot), label: String(tick) });
  return {
    ...box,
    plot,
    segments,
    points,
    labels: labels.map((text, index) => ({ x: round(plot.x + slot * index + slot / 2), text })),
    ticks,
  };
}
