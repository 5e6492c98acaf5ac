import { AboutSection } from '../components/home/about-section';
import { CeoBlock } from '../components/home/ceo-block';
import { FeaturedProducts } from '../components/home/featured-products';
import { HomeHero } from '../components/home/home-hero';
import { SEO } from '../content/seo';
import { NewsStrip } from '../features/news/news-strip';
import { jsonLdMeta, organizationJsonLd } from '../lib/json-ld';
import { pageMeta } from '../lib/seo';

export const meta = () => [
  ...pageMeta({ path: '/', ...SEO['/'] }),
  jsonLdMeta(organizationJsonLd()),
];

export default function HomePage() {
  return (
    <>
      <HomeHero />
      <NewsStrip />
      <FeaturedProducts />
      <AboutSection />
      <CeoBlock />
    </>
  );
}
