import { Suspense } from 'react';
import { LOCALE_SETTINGS } from '#site/locales';
import { newsDateLabels } from '../../features/news/news-dates';
import { NewsStrip } from '../../features/news/news-strip';
import { catalogueFor, pageData } from '../../i18n/catalogues.server';
import { organizationJsonLd } from '../../lib/json-ld';
import { jsonLdMeta, pageMeta } from '../../lib/seo';
import type { Route } from './+types/route';
import { AboutSection } from './about-section';
import { CeoBlock } from './ceo-block';
import { FeaturedProducts } from './featured-products';
import { HomeHero } from './home-hero';

export function loader({ request }: Route.LoaderArgs) {
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
      <Suspense>
        <FeaturedProducts />
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
