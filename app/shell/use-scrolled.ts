import { useEffect, useState } from 'react';

/** The navbar turns solid once the page has scrolled past this many pixels. */
export const SCROLLED_THRESHOLD_PX = 20;

export function isScrolledPast(scrollY: number, threshold = SCROLLED_THRESHOLD_PX): boolean {
  return scrollY > threshold;
}

/** Whether the window is scrolled past the threshold; false in prerendered HTML. */
export function useScrolled(threshold = SCROLLED_THRESHOLD_PX): boolean {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    const update = () => setScrolled(isScrolledPast(window.scrollY, threshold));
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [threshold]);
  return scrolled;
}
