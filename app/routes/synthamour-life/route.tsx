import { buttonClass } from '../../components/ui/button';
import { PageHeader } from '../../components/ui/page-header';
import type { ShellHandle } from '../../content/shell';
import { SHELL_COPY_ES } from '../../content/shell-es';
import { hero, page } from '../../content/synthamourlife';
import { pageMeta } from '../../lib/seo';
import { LifeBeta, LifeDisclaimer } from './life-beta';
import { LifeDiseases } from './life-diseases';
import { LifeFeatures } from './life-features';
import { LifeRoadmap } from './life-roadmap';

export const meta = () => pageMeta(__PAGE_META__.synthamourLife);

/** The page is in Spanish: so are its navbar, menu and footer. */
export const handle: ShellHandle = { shell: SHELL_COPY_ES };

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
