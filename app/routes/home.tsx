import { Suspense } from 'react';
import { AboutSection } from '../components/home/about-section';
import { CeoBlock } from '../components/home/ceo-block';
import { FeaturedProducts } from '../components/home/featured-products';
import { HomeHero } from '../components/home/home-hero';
import { about, ceo, seo } from '../content/home';
import { NewsStrip } from '../features/news/news-strip';
import { organizationJsonLd } from '../lib/json-ld';
import { jsonLdMeta, pageMeta } from '../lib/seo';

export const meta = () => [
  ...pageMeta({ path: '/', ...seo }),
  jsonLdMeta(
    organizationJsonLd({
      founder: { name: ceo.name, jobTitle: ceo.role },
      slogan: about.heading,
    }),
  ),
];

export default function HomePage() {
  return (
    <>
      <HomeHero />
      <Suspense>
        <NewsStrip />
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
