import { parseLocalizedPath } from '#site/locales';
import { LegalPage } from '../../components/legal/legal-page';
import { catalogueFor, pageData } from '../../i18n/catalogues.server';
import { useCopy } from '../../i18n/i18n';
import { pageMeta } from '../../lib/seo';
import type { Route } from './+types/route';

/** The four legal pages share this module: the address says which one. */
const LEGAL_PAGES = {
  '/privacy': 'privacy',
  '/terms': 'terms',
  '/returns': 'returns',
  '/warranty': 'warranty',
} as const;
type LegalKey = (typeof LEGAL_PAGES)[keyof typeof LEGAL_PAGES];

export function loader({ request }: Route.LoaderArgs) {
  const { path } = catalogueFor(request);
  const address = parseLocalizedPath(path).path as keyof typeof LEGAL_PAGES;
  const key: LegalKey | undefined = LEGAL_PAGES[address];
  if (!key) throw new Error(`${path} is not a legal page`);
  return { ...pageData(request, key, [key, 'legalLabels']), key };
}

export const meta = ({ data }: Route.MetaArgs) => pageMeta(data?.meta);

export default function LegalRoute({ loaderData }: Route.ComponentProps) {
  return <LegalPage copy={useCopy(loaderData.key)} />;
}
