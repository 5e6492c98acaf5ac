import { Suspense } from 'react';
import { LOCALE_SETTINGS } from '#site/locales';
import { newsDateLabels } from '../../features/news/news-dates';
import { NewsStrip } from '../../features/news/news-strip';
import { catalogueFor, pageData } from '../../i18n/catalogues.server';
import { deferredSection } from '../../lib/deferred-section';
import { organizationJsonLd } from '../../lib/json-ld';
import { jsonLdMeta, pageMeta } from '../../lib/seo';
import type { Route } from './+types/route';
import { HomeHero } from './home-hero';

/**
 * Below the hero and the news, the page's code is not part of its first paint (issue 40 part 4):
 * the product section's (its cards, prices, pictures and cart buttons) and the company's story's
 * are each fetched when the section nears the viewport or the visitor reaches into it, and a
 * click on the products' buttons before then is replayed (`deferredSection`).
 */
const featured = deferredSection({
  load: () => import('./featured-products'),
  pick: (module) => module.FeaturedProducts,
  find: () => document.getElementById('products-heading')?.closest('section'),
});
const story = deferredSection({
  load: () => import('./story'),
  pick: (module) => module.HomeStory,
  find: () => document.getElementById('about-heading')?.closest('section'),
});

export async function loader({ request }: Route.LoaderArgs) {
  await Promise.all([featured.load(), story.load()]);
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
  return (
    <>
      <HomeHero />
      <Suspense>
        <NewsStrip dates={loaderData.newsDates} />
      </Suspense>
      <featured.Section />
      <story.Section />
    </>
  );
}
