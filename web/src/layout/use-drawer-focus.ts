import { useEffect, type RefObject } from 'react';

const FOCUSABLE = 'a[href], button:not([disabled]), select, input, [tabindex="0"]';

/**
 * An open drawer takes the focus (its first control), keeps Tab inside, closes on Escape and
 * gives the focus back to whatever had it (the menu button) when it closes; the page behind
 * does not scroll meanwhile.
 */
export function useDrawerFocus(ref: RefObject<HTMLElement | null>, open: boolean, close: () => void): void {
  useEffect(() => {
    const drawer = ref.current;
    if (!open || !drawer) return;
    const before = document.activeElement as HTMLElement | null;
    drawer.querySelector<HTMLElement>(FOCUSABLE)?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close();
      if (event.key !== 'Tab') return;
      const items = [...drawer.querySelectorAll<HTMLElement>(FOCUSABLE)];
      const edge = event.shiftKey ? items[0] : items.at(-1);
      if (document.activeElement === edge || !drawer.contains(document.activeElement)) {
        event.preventDefault();
        (event.shiftKey ? items.at(-1) : items[0])?.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    document.documentElement.classList.add('drawer-open');
    return () => {
      document.removeEventListener('keydown', onKey);
      document.documentElement.classList.remove('drawer-open');
      before?.focus();
    };
  }, [ref, open, close]);
}
