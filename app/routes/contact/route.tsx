import { PageHeader } from '../../components/ui/page-header';
import { ContactForm } from '../../features/contact/contact-form';
import { pageData } from '../../i18n/catalogues.server';
import { useCopy } from '../../i18n/i18n';
import { pageMeta } from '../../lib/seo';
import type { Route } from './+types/route';
import { ContactDetails } from './contact-details';

export const loader = ({ request }: Route.LoaderArgs) => pageData(request, 'contact', ['contact']);

export const meta = ({ data }: Route.MetaArgs) => pageMeta(data?.meta);

export default function ContactPage() {
  const { page } = useCopy('contact');
  return (
    <>
      <PageHeader page={page} />
      <div className="page-container grid gap-12 pb-24 lg:grid-cols-[minmax(0,1fr)_20rem] lg:gap-16">
        <div className="self-start rounded-card border border-line bg-surface p-6 shadow-card sm:p-8">
          <ContactForm />
        </div>
        <ContactDetails />
      </div>
    </>
  );
}
