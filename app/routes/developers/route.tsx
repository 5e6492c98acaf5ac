import { ComingSoonPage } from '../../components/coming-soon/coming-soon-page';
import { developersPage } from '../../content/en/coming-soon';
import { pageData } from '../../i18n/catalogues.server';
import { pageMeta } from '../../lib/seo';
import type { Route } from './+types/route';

export const loader = ({ request }: Route.LoaderArgs) => pageData(request, 'developers');

export const meta = ({ data }: Route.MetaArgs) => pageMeta(data?.meta);

export default function DevelopersPage() {
  return <ComingSoonPage content={developersPage} />;
}
