/**
 * The vertical scale of a chart of counts: the value at its top and the values of its grid lines.
 * Counts are whole numbers, so every grid line is a distinct whole number (a step of 1, 2 or 5 times
 * a power of ten, at most four steps), and the top is the first line at or above the largest value.
 * With nothing to show (no visits yet) the scale is 0 to 1: one line at 0, one at 1.
 */
export function countScale(largest: number): { top: number; ticks: number[] } {
  const target = Math.max(1, largest) / 4;
  const magnitude = 10 ** Math.max(0, Math.floor(Math.log10(target)));
  const step = [1, 2, 5, 10].map((m) => m * magnitude).find((s) => s >= target) ?? 10 * magnitude;
  const top = Math.max(step, Math.ceil(Math.max(1, largest) / step) * step);
  const ticks: number[] = [];
  for (let value = 0; value <= top; value += step) ticks.push(value);
  return { top, ticks };
}
