import { LifeBeta, LifeDisclaimer } from '../components/synthamour-life/life-beta';
import { LifeDiseases } from '../components/synthamour-life/life-diseases';
import { LifeFeatures } from '../components/synthamour-life/life-features';
import { LifeRoadmap } from '../components/synthamour-life/life-roadmap';
import { buttonClass } from '../components/ui/button';
import { PageHeader } from '../components/ui/page-header';
import { hero, page, seo } from '../content/synthamourlife';
import { pageMeta } from '../lib/seo';

export const meta = () => pageMeta({ path: '/synthamourlife', ...seo, locale: 'es_MX' });

/** The SynthAmour Life page is written in Spanish; the root layout sets <html lang> from this. */
export const handle = { lang: 'es' };

export default function SynthAmourLifePage() {
  return (
    <>
      <PageHeader page={page}>
        <a href={hero.primaryCta.href} className={buttonClass('primary', 'lg', 'mt-8')}>
          {hero.primaryCta.label}
        </a>
      </PageHeader>
      <div className="space-y-24 pb-24 md:space-y-32">
        <LifeFeatures />
        <LifeDiseases />
        <LifeRoadmap />
        <LifeBeta />
        <LifeDisclaimer />
      </div>
    </>
  );
}
