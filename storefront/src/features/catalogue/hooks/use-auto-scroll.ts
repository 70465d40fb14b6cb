import { useEffect, useState, type RefObject } from 'react';
import { FEATURED_SCROLL_INTERVAL_MS, FEATURED_SCROLL_STEP_PX } from '@shop/shared';

function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/**
 * Scrolls the element sideways 1 px every 20 ms (PRODUCT.md §9), wrapping to the start at the end.
 * Does nothing while disabled or paused, or when the user asked the system for less motion.
 */
export function useAutoScroll(ref: RefObject<HTMLElement | null>, enabled: boolean, paused: boolean): boolean {
  const [reducedMotion] = useState(prefersReducedMotion);
  const running = enabled && !paused && !reducedMotion;

  useEffect(() => {
    const element = ref.current;
    if (!running || !element) return;
    // Track the position ourselves: scrollLeft can round sub-pixel steps away on zoomed screens.
    let position = element.scrollLeft;
    const timer = setInterval(() => {
      const end = element.scrollWidth - element.clientWidth;
      position = position + FEATURED_SCROLL_STEP_PX > end ? 0 : position + FEATURED_SCROLL_STEP_PX;
      element.scrollLeft = position;
    }, FEATURED_SCROLL_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [ref, running]);

  return running;
}
