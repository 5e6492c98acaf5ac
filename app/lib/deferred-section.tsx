import { type ComponentType, lazy, type ReactNode, Suspense, useEffect } from 'react';

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
function deferSection(section: Element): {
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

/** A thenable that calls back at once: React.lazy then renders without suspending. */
// biome-ignore lint/suspicious/noThenProperty: a thenable on purpose, for React.lazy (read synchronously)
const ready = <T,>(value: T) => ({ then: (resolve: (value: T) => void) => resolve(value) });

/**
 * A page's section kept out of its first paint (issue 40 part 4): the prerendered page has the
 * section's HTML, and the browser fetches its code when the section nears the viewport or the
 * visitor reaches into it (`deferSection`); React hydrates it then, and a click on its buttons
 * before that is replayed once it has.
 *
 * - The route's loader awaits `load()`, so on the server the module is ready and the section
 *   renders in place (a lazy component that does not suspend: nothing is streamed out of order).
 * - `find` names the prerendered section in the page; where there is none (a client-side
 *   navigation to the page), the code is needed now, and is fetched as the route's own arrives.
 * - The page renders `<Section />` where the section goes: its own `<Suspense>` boundary, which
 *   React hydrates apart, and, when the page is left before the section was needed, a fetch of its
 *   code (React.lazy would otherwise wait for it on the way back).
 */
export function deferredSection<Module, Props extends object>({
  load,
  pick,
  find,
}: {
  load: () => Promise<Module>;
  pick: (module: Module) => ComponentType<Props>;
  find: () => Element | null | undefined;
}): { Section: (props: Props) => ReactNode; load: () => Promise<Module> } {
  let loaded: Module | undefined;
  const loadOnce = async () => {
    loaded ??= await load();
    return loaded;
  };
  let section: ReturnType<typeof deferSection> | undefined;

  const Lazy = lazy(() => {
    const toComponent = (module: Module) => ({ default: pick(module) });
    if (loaded) {
      return ready(toComponent(loaded)) as unknown as Promise<{ default: ComponentType<Props> }>;
    }
    const prerendered = find();
    if (!prerendered) return loadOnce().then(toComponent);
    section = deferSection(prerendered);
    return section.needed.then(loadOnce).then(toComponent);
  });

  /** Renders nothing; its effect runs once the section's boundary has hydrated. */
  function Hydrated() {
    useEffect(() => section?.hydrated(), []);
    return null;
  }

  // A navigation from another page: fetched as the route's own code arrives, not when it renders.
  if (typeof document !== 'undefined' && !find()) void loadOnce();

  return {
    Section(props) {
      useEffect(() => () => section?.left(), []);
      return (
        <Suspense>
          <Lazy {...props} />
          <Hydrated />
        </Suspense>
      );
    },
    load: loadOnce,
  };
}
