import { useSyncExternalStore } from 'react';

/** Below this width the side menu is an off-canvas drawer and the header drops its game nav (layout.css agrees). */
export const DRAWER_SCREEN = '(max-width: 900px)';

/** Whether a media query matches now, re-rendering when it starts or stops matching. */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (changed) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', changed);
      return () => list.removeEventListener('change', changed);
    },
    () => window.matchMedia(query).matches,
  );
}
