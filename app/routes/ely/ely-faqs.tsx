import { SectionHeading } from '../../components/ui/section-heading';
import { useCopy } from '../../i18n/i18n';

/**
 * The FAQs as native disclosure widgets: <summary> is a button to assistive technology, opens with
 * Enter or Space, and the answers are in the prerendered HTML for search engines and find-in-page.
 */
export function ElyFaqs() {
  const { faqs, faqSection } = useCopy('ely');
  return (
    <section aria-labelledby="ely-faq-heading" className="page-container">
      <SectionHeading id="ely-faq-heading" title={faqSection.heading} />
      <div className="mt-8 divide-y divide-line border-y border-line">
        {faqs.map((faq) => (
          <details key={faq.id} id={`faq-${faq.id}`} className="group">
            <summary className="flex cursor-pointer list-none items-center justify-between gap-6 py-5 text-left text-lg font-medium text-ink transition-colors hover:text-holo-cyan [&::-webkit-details-marker]:hidden">
              {faq.question}
              <span
                aria-hidden="true"
                className="relative size-4 shrink-0 text-holo-cyan before:absolute before:inset-x-0 before:top-1/2 before:h-0.5 before:-translate-y-1/2 before:rounded-pill before:bg-current after:absolute after:inset-y-0 after:left-1/2 after:w-0.5 after:-translate-x-1/2 after:rounded-pill after:bg-current after:transition-transform group-open:after:scale-y-0"
              />
            </summary>
            <p className="max-w-[65ch] pb-6 text-ink-muted">{faq.answer}</p>
          </details>
        ))}
      </div>
    </section>
  );
}
