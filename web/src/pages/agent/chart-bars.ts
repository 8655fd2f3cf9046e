/** One bar of a chart whose zero line sits where positive and negative values meet. */
export interface Bar {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
  readonly negative: boolean;
}

/**
 * Bars for values in a box of `width` × `height`: each value gets an equal slot with a gap, the
 * zero line splits the height in proportion to the largest positive and negative values, and a
 * value that is not zero is at least one unit tall so it shows.
 */
export function chartBars(values: readonly bigint[], width: number, height: number, gap = 0.25): { bars: Bar[]; zeroY: number } {
  const max = values.reduce((m, v) => (v > m ? v : m), 0n);
  const min = values.reduce((m, v) => (v < m ? v : m), 0n);
  const span = max - min;
  const zeroY = span === 0n ? height : (Number(max) / Number(span)) * height;
  const slot = values.length === 0 ? 0 : width / values.length;
  const bars = values.map((value, i) => {
    const size = span === 0n ? 0 : (Math.abs(Number(value)) / Number(span)) * height;
    const tall = value === 0n ? 0 : Math.max(size, 1);
    const negative = value < 0n;
    return { x: i * slot + (slot * gap) / 2, y: negative ? zeroY : zeroY - tall, width: slot * (1 - gap), height: tall, negative };
  });
  return { bars, zeroY };
}
