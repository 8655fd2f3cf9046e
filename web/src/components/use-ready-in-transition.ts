import { startTransition, useEffect, useState } from 'react';

/**
 * `ready` once it has turned true, switched in a transition: a MobX change renders its observers at once,
 * in one long task, while a transition lets React build a large page in slices with the browser free in between.
 */
export function useReadyInTransition(ready: boolean): boolean {
  const [shown, setShown] = useState(ready);
  useEffect(() => {
    if (ready && !shown) startTransition(() => setShown(true));
  }, [ready, shown]);
  return shown;
}
