import { type ReactNode, useMemo } from 'react';
import {
  isRouteErrorResponse,
  Link,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  type ShouldRevalidateFunctionArgs,
  type UIMatch,
  useLocation,
  useMatches,
  useRouteLoaderData,
} from 'react-router';
import { localeOfPath, localizedRoutes } from '#site/pages';
import { SITE_NAME } from '#site/site';
import type { Route } from './+types/root';
import './app.css';
import interLatin from './assets/fonts/inter-latin-wght.woff2?url';
import groteskLatin from './assets/fonts/space-grotesk-latin-wght.woff2?url';
import { ERROR_FALLBACK_TITLE } from './content/error-fallback';
import { rootData } from './i18n/catalogues.server';
import { I18nProvider, type PageCopy, PageCopyProvider } from './i18n/i18n';
import { SiteShell } from './shell/site-shell';

export const links: Route.LinksFunction = () => [
  { rel: 'preload', href: interLatin, as: 'font', type: 'font/woff2', crossOrigin: 'anonymous' },
  { rel: 'preload', href: groteskLatin, as: 'font', type: 'font/woff2', crossOrigin: 'anonymous' },
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
  { rel: 'apple-touch-icon', href: '/apple-touch-icon.png' },
];

/**
 * The page's language and the words every page needs, in it: run at build time for every
 * prerendered page (app/i18n/catalogues.server.ts), never in the browser.
 */
export const loader = ({ request }: Route.LoaderArgs) => rootData(request);

/** The words change with the language only: a navigation to the other language fetches them. */
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  return (
    localeOfPath(currentUrl.pathname) !== localeOfPath(nextUrl.pathname) || defaultShouldRevalidate
  );
}

function useRootData() {
  return useRouteLoaderData<typeof loader>('root');
}

export function Layout({ children }: { children: ReactNode }) {
  const data = useRootData();
  const { pathname } = useLocation();
  return (
    <html lang={data?.i18n.locale ?? localeOfPath(pathname)}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#05060b" />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App({ loaderData }: Route.ComponentProps) {
  const matches = useMatches();
  return (
    <I18nProvider value={loaderData.i18n}>
      <PageCopyProvider value={useMatchedCopy(matches)}>
        <SiteShell offer={loaderData.offer} chrome={!ownsLayout(matches)}>
          <Outlet />
        </SiteShell>
      </PageCopyProvider>
    </I18nProvider>
  );
}

/**
 * What the pages the build does not prerender (the order page, the account, the console) show
 * until their code has loaded: the build writes it as the SPA fallback (`__spa-fallback.html`).
 * Only the document's title, so that HTML is valid and the tab is named; the page's own title
 * replaces it at once.
 */
export function HydrateFallback() {
  return <title>{SITE_NAME}</title>;
}

/**
 * A page that draws its own header and landmarks (the operator console: DESIGN.md "Operator")
 * says so in its route module: `export const handle = { ownLayout: true }`. The site's navbar,
 * footer and language offer are then left out; the sign-in dialog and notices stay.
 */
function ownsLayout(matches: UIMatch[]): boolean {
  return matches.some((match) => (match.handle as { ownLayout?: boolean } | undefined)?.ownLayout);
}

/** The words the matched routes' loaders handed their page (`copy`), for `useCopy`. */
function useMatchedCopy(matches: UIMatch[]): PageCopy {
  return useMemo(
    () =>
      Object.assign(
        {},
        ...matches.map((match) => (match.loaderData as { copy?: PageCopy } | undefined)?.copy),
      ),
    [matches],
  );
}

/**
 * The last line of defence: any error a route throws ends here. Visitors get a calm page in the
 * page's language with a way home; the error's details show only in development.
 */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const data = useRootData();
  const { pathname } = useLocation();
  const copy = data?.i18n.messages.shell.errorPage;
  let details: string | undefined;
  if (import.meta.env.DEV) {
    details = isRouteErrorResponse(error)
      ? `${error.status} ${error.statusText}`
      : error instanceof Error
        ? (error.stack ?? error.message)
        : String(error);
  }
  return (
    <main
      id="main"
      className="page-container flex min-h-dvh flex-col items-start justify-center py-24"
    >
      {copy ? (
        <>
          <p className="text-xs font-semibold uppercase tracking-eyebrow text-holo-cyan">
            {copy.eyebrow}
          </p>
          <h1 className="mt-3 text-4xl font-semibold">{copy.title}</h1>
          <p className="mt-4 max-w-xl text-ink-muted">{copy.intro}</p>
          <Link
            to={localizedRoutes(localeOfPath(pathname)).home}
            reloadDocument
            className="mt-8 inline-flex items-center rounded-pill bg-ink px-5 py-2.5 text-sm font-semibold text-void"
          >
            {copy.homeCta}
          </Link>
        </>
      ) : (
        // The words never arrived (the page's data failed to load): the heading alone.
        <h1 className="text-4xl font-semibold">{ERROR_FALLBACK_TITLE[localeOfPath(pathname)]}</h1>
      )}
      {details ? (
        <pre className="mt-10 max-w-full overflow-auto rounded-md border border-line bg-surface p-4 text-xs text-ink-muted">
          {details}
        </pre>
      ) : null}
    </main>
  );
}
