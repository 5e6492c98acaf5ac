/** The events that mean a visitor is reaching into a section (or about to). */
const REACHING = ['pointerdown', 'keydown', 'focusin', 'click'] as const;

/**
 * A prerendered section whose code is fetched only when it is needed: when it comes within a
 * screen's height of the viewport, or when the visitor reaches into it first (a pointer, a key,
 * focus). Until its code has hydrated it, React drops a click in it (the section is still server
 * HTML to React); so a click on one of its buttons is kept here, caught on the window before
 * React's listener, and `hydrated` clicks the same button again once it can act. Links need
 * nothing: the browser follows them.
 */
export function deferSection(section: Element): {
  needed: Promise<void>;
  hydrated: () => void;
  left: () => void;
} {
  let clicked: number | null = null;
  const buttons = () => [...section.querySelectorAll('button')];
  const keepClick = (event: Event) => {
    const button = event.target instanceof Element ? event.target.closest('button') : null;
    if (!button || !section.contains(button)) return;
    clicked = buttons().indexOf(button);
    event.stopPropagation();
  };
  window.addEventListener('click', keepClick, true);

  let need = () => {};
  const needed = new Promise<void>((resolve) => {
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) done();
      },
      { rootMargin: '0px 0px 100% 0px' },
    );
    const reaching = (event: Event) => {
      if (event.target instanceof Node && section.contains(event.target)) done();
    };
    function done() {
      observer.disconnect();
      for (const type of REACHING) window.removeEventListener(type, reaching, true);
      resolve();
    }
    observer.observe(section);
    for (const type of REACHING) window.addEventListener(type, reaching, true);
    need = done;
  });

  return {
    needed,
    hydrated() {
      window.removeEventListener('click', keepClick, true);
      const button = clicked === null ? undefined : buttons()[clicked];
      clicked = null;
      button?.click();
    },
    /** The page left before the section hydrated: the code is fetched now, for its next visit. */
    left() {
      window.removeEventListener('click', keepClick, true);
      clicked = null;
      need();
    },
  };
}
