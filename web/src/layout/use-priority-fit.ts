import { useLayoutEffect, useRef, useState } from 'react';

/** How many of the items, in order, fit in `room` beside a "More" button of width `more` (all of them need no button). */
export function countThatFits(widths: readonly number[], more: number, room: number, gap: number): number {
  const total = widths.reduce((sum, w) => sum + w, 0) + gap * Math.max(0, widths.length - 1);
  if (total <= room) return widths.length;
  let used = 0;
  for (let i = 0; i < widths.length; i++) {
    const next = used + (i > 0 ? gap : 0) + widths[i]!;
    if (next + gap + more > room) return i;
    used = next;
  }
  return widths.length;
}

/**
 * A priority nav: the bar's width and a hidden row of every item's label (the last child being
 * the "More" button) decide how many items stand in the bar; re-measured when either resizes
 * (a window resize, a language switch, a font arriving).
 */
export function usePriorityFit<Bar extends HTMLElement>(count: number) {
  const barRef = useRef<Bar>(null);
  const measureRef = useRef<HTMLDivElement>(null);
  const [fit, setFit] = useState(count);
  useLayoutEffect(() => {
    const bar = barRef.current;
    const measure = measureRef.current;
    if (!bar || !measure) return;
    const update = () => {
      // A hidden bar (the phone layout) has nothing to fit: measuring it would only force a layout.
      if (getComputedStyle(bar).display === 'none') return;
      const widths = [...measure.children].map((child) => (child as HTMLElement).offsetWidth);
      const more = widths.pop() ?? 0;
      setFit(countThatFits(widths, more, bar.clientWidth, parseFloat(getComputedStyle(bar).columnGap) || 0));
    };
    const observer = new ResizeObserver(update);
    observer.observe(bar);
    observer.observe(measure);
    update();
    return () => observer.disconnect();
  }, [count]);
  return { barRef, measureRef, fit: Math.min(fit, count) };
}
