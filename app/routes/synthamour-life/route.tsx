import { buttonClass } from '../../components/ui/button';
import { PageHeader } from '../../components/ui/page-header';
import { pageData } from '../../i18n/catalogues.server';
import { useCopy } from '../../i18n/i18n';
import { pageMeta } from '../../lib/seo';
import type { Route } from './+types/route';
import { LifeBeta, LifeDisclaimer } from './life-beta';
import { LifeDiseases } from './life-diseases';
import { LifeFeatures } from './life-features';
import { LifeRoadmap } from './life-roadmap';

export const loader = ({ request }: Route.LoaderArgs) =>
  pageData(request, 'synthamourLife', ['synthamourLife']);

export const meta = ({ data }: Route.MetaArgs) => pageMeta(data?.meta);

export default function SynthAmourLifePage() {
  const { hero, page } = useCopy('synthamourLife');
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
