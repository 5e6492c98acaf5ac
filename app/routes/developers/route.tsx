import { ComingSoonPage } from '../../components/coming-soon/coming-soon-page';
import { pageData } from '../../i18n/catalogues.server';
import { useCopy } from '../../i18n/i18n';
import { pageMeta } from '../../lib/seo';
import type { Route } from './+types/route';

export const loader = ({ request }: Route.LoaderArgs) =>
  pageData(request, 'developers', ['developers']);

export const meta = ({ data }: Route.MetaArgs) => pageMeta(data?.meta);

export default function DevelopersPage() {
  return <ComingSoonPage content={useCopy('developers')} />;
}
