import { barChart, lineChart, niceScale, scaleY } from './chart-scales';

describe('chart scales', () => {
  it('rounds the axis top up to 1, 2 or 5 steps', () => {
    expect(niceScale(7)).toEqual({ max: 8, step: 2, ticks: [0, 2, 4, 6, 8] });
    expect(niceScale(10)).toEqual({ max: 10, step: 2, ticks: [0, 2, 4, 6, 8, 10] });
    expect(niceScale(3)).toEqual({ max: 3, step: 1, ticks: [0, 1, 2, 3] });
    expect(niceScale(0.7)).toEqual({ max: 0.8, step: 0.2, ticks: [0, 0.2, 0.4, 0.6, 0.8] });
    expect(niceScale(230)).toMatchObject({ max: 250, step: 50 });
    expect(niceScale(0)).toEqual({ max: 1, step: 1, ticks: [0, 1] });
  });

  it('maps values to y with the top of the plot for the maximum', () => {
    expect(scaleY(0, 0, 10, { y: 6, height: 100 })).toBe(106);
    expect(scaleY(10, 0, 10, { y: 6, height: 100 })).toBe(6);
    expect(scaleY(2.5, 0, 10, { y: 0, height: 100 })).toBe(75);
  });

  it('places one centred bar per value on a 0-based axis', () => {
    // Plot: x 26..226 (200 wide), y 6..106 (100 high); values 2 and 4 on a 0..4 axis.
    const chart = barChart([2, 4], ['Wk 1', 'Wk 2'], { width: 226, height: 122 });
    expect(chart.plot).toEqual({ x: 26, y: 6, width: 200, height: 100 });
    expect(chart.bars).toEqual([
      { x: 46, y: 56, width: 60, height: 50, value: 2 },
      { x: 146, y: 6, width: 60, height: 100, value: 4 },
    ]);
    expect(chart.labels).toEqual([
      { x: 76, text: 'Wk 1' },
      { x: 176, text: 'Wk 2' },
    ]);
    expect(chart.ticks.map((tick) => tick.label)).toEqual(['0', '1', '2', '3', '4']);
  });

  it('breaks a line where a week has no value', () => {
    const chart = lineChart([1, 5, null, 3], ['a', 'b', 'c', 'd'], { min: 1, max: 5 }, { width: 226, height: 122 });
    expect(chart.segments).toEqual([
      [
        { x: 51, y: 106 },
        { x: 101, y: 6 },
      ],
      [{ x: 201, y: 56 }],
    ]);
    expect(chart.ticks.map((tick) => tick.label)).toEqual(['1', '2', '3', '4', '5']);
  });
});
