import { useEffect, useState } from 'react';

const whenIdle = (run: () => void): (() => void) => {
  if ('requestIdleCallback' in window) {
    const id = requestIdleCallback(run, { timeout: 2000 });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(run, 200);
  return () => clearTimeout(id);
};

/** False until the browser has had an idle moment after `after` turned true (after the first render by default): for what the first screen can do without. */
export function useIdle(after = true): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => (after && !idle ? whenIdle(() => setIdle(true)) : undefined), [after, idle]);
  return idle;
}
