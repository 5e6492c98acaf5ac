import { Suspense } from 'react';
import { about, ceo } from '../../content/home';
import { NewsStrip } from '../../features/news/news-strip';
import { organizationJsonLd } from '../../lib/json-ld';
import { jsonLdMeta, pageMeta } from '../../lib/seo';
import { AboutSection } from './about-section';
import { CeoBlock } from './ceo-block';
import { FeaturedProducts } from './featured-products';
import { HomeHero } from './home-hero';

export const meta = () => {
  const page = __PAGE_META__.home;
  return [
    ...pageMeta(page),
    jsonLdMeta(
      organizationJsonLd({
        founder: { name: ceo.name, jobTitle: ceo.role },
        slogan: about.heading,
        description: page.description,
      }),
    ),
  ];
};

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
