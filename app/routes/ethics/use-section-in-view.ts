import { useEffect, useState } from 'react';

/** The reading line: a section is being read once its top has passed a third of the window. */
const READING_LINE = 1 / 3;

/**
 * Which of the sections (by id, in page order) the visitor is reading: the last one whose top
 * has scrolled above the reading line, or null above the first. Measured on scroll, at most once
 * a frame; the prerendered page (no window) marks none.
 */
export function useSectionInView(ids: readonly string[]): string | null {
  const [current, setCurrent] = useState<string | null>(null);

  useEffect(() => {
    let frame = 0;
    const measure = () => {
      frame = 0;
      const line = window.innerHeight * READING_LINE;
      let reading: string | null = null;
      for (const id of ids) {
        const section = document.getElementById(id);
        if (section && section.getBoundingClientRect().top <= line) reading = id;
      }
      // At the very bottom the last sections may never reach the line: the last one is read.
      if (window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 2) {
        reading = ids[ids.length - 1] ?? reading;
      }
      setCurrent(reading);
    };
    const schedule = () => {
      if (!frame) frame = window.requestAnimationFrame(measure);
    };
    measure();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    return () => {
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      if (frame) window.cancelAnimationFrame(frame);
    };
  }, [ids]);

  return current;
}
