import { useEffect, useRef, useState } from 'react';

/**
 * Whether the element has come within half a screen of the window (and stays true once it has):
 * the home page's lower sections fetch and draw their cards then, not on the first visit's critical path.
 */
export function useNearScreen<E extends Element>() {
  const ref = useRef<E>(null);
  const [near, setNear] = useState(typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && setNear(true), { rootMargin: '50% 0px' });
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  return { ref, near };
}
