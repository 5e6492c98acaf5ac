import { lazy, Suspense, useEffect } from 'react';
import { LOCALE_SETTINGS } from '#site/locales';
import { newsDateLabels } from '../../features/news/news-dates';
import { NewsStrip } from '../../features/news/news-strip';
import { catalogueFor, pageData } from '../../i18n/catalogues.server';
import { organizationJsonLd } from '../../lib/json-ld';
import { jsonLdMeta, pageMeta } from '../../lib/seo';
import type { Route } from './+types/route';
import { AboutSection } from './about-section';
import { CeoBlock } from './ceo-block';
import { deferSection } from './deferred-section';
import type * as Featured from './featured-products';
import { HomeHero } from './home-hero';

/**
 * The product section's code (its cards, prices, pictures and cart buttons) is not part of the
 * home page's first paint (issue 40 part 4): the prerendered page has the section's HTML, and the
 * browser fetches its code when the section nears the viewport or the visitor reaches into it
 * (`deferSection`); React hydrates it then, and a click on its buttons before that is replayed.
 * On the server the loader has the module ready, so the section renders in place, as before.
 */
let featured: typeof Featured | undefined;
const loadFeatured = async () => {
  featured = await import('./featured-products');
  return featured;
};
let section: ReturnType<typeof deferSection> | undefined;
/** A thenable that calls back at once: React.lazy then renders without suspending. */
// biome-ignore lint/suspicious/noThenProperty: a thenable on purpose, for React.lazy (read synchronously)
const ready = <T,>(value: T) => ({ then: (resolve: (value: T) => void) => resolve(value) });

const FeaturedProducts = lazy(() => {
  const toComponent = (module: typeof Featured) => ({ default: module.FeaturedProducts });
  if (featured)
    return ready(toComponent(featured)) as unknown as Promise<{
      default: typeof Featured.FeaturedProducts;
    }>;
  const prerendered = document.getElementById('products-heading')?.closest('section');
  // A client-side navigation has no prerendered section to keep: the code is needed now.
  if (!prerendered) return loadFeatured().then(toComponent);
  section = deferSection(prerendered);
  return section.needed.then(loadFeatured).then(toComponent);
});

// A navigation from another page: fetched as the route's own code arrives, not when it renders.
if (typeof document !== 'undefined' && !document.getElementById('products-heading')) {
  void loadFeatured();
}

/** Renders nothing; its effect runs once the product section's boundary has hydrated. */
function SectionHydrated() {
  useEffect(() => section?.hydrated(), []);
  return null;
}

export async function loader({ request }: Route.LoaderArgs) {
  await loadFeatured();
  const { locale, copy } = catalogueFor(request);
  const data = pageData(request, 'home', ['home', 'news']);
  const { about, ceo } = copy.home;
  return {
    ...data,
    newsDates: newsDateLabels(copy.news.items, LOCALE_SETTINGS[locale].intl),
    jsonLd: organizationJsonLd({
      founder: { name: ceo.name, jobTitle: ceo.role },
      slogan: about.heading,
      description: data.meta.description,
      locale,
    }),
  };
}

export const meta = ({ data }: Route.MetaArgs) =>
  data ? [...pageMeta(data.meta), jsonLdMeta(data.jsonLd)] : [];

export default function HomePage({ loaderData }: Route.ComponentProps) {
  // Leaving before the section was needed: React.lazy would otherwise wait for it on the way back.
  useEffect(() => () => section?.left(), []);
  return (
    <>
      <HomeHero />
      <Suspense>
        <NewsStrip dates={loaderData.newsDates} />
      </Suspense>
      <Suspense>
        <FeaturedProducts />
        <SectionHydrated />
      </Suspense>
      <Suspense>
        <AboutSection />
      </Suspense>
      <Suspense>
        <CeoBlock />
      </Suspense>
    </>
  );
}
