import { BulletList } from '../../components/ui/bullet-list';
import { SectionHeading } from '../../components/ui/section-heading';
import { useCopy } from '../../i18n/i18n';

/** The 14 conditions the beta supports, as one list. */
export function LifeDiseases() {
  const { diseasesSection, diseases } = useCopy('synthamourLife');
  return (
    <section aria-labelledby="life-diseases-heading" className="page-container">
      <SectionHeading
        id="life-diseases-heading"
        title={diseasesSection.heading}
        intro={diseasesSection.intro}
      />
      <BulletList
        aria-labelledby="life-diseases-heading"
        items={diseases}
        size="base"
        className="mt-10 grid gap-x-8 gap-y-3 sm:grid-cols-2 lg:grid-cols-3"
        itemClassName="border-b border-line pb-3 text-ink"
      />
    </section>
  );
}
