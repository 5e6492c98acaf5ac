import type { ReactNode } from 'react';
import {
  isRouteErrorResponse,
  Link,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useMatches,
} from 'react-router';
import type { Route } from './+types/root';
import './app.css';
import interLatin from './assets/fonts/inter-latin-wght.woff2?url';
import groteskLatin from './assets/fonts/space-grotesk-latin-wght.woff2?url';
import { PAGE_LANGS, ROUTES } from './config/site-routes';
import { errorPage, loadingPage } from './content/error-page';
import { SiteShell } from './shell/site-shell';

export const links: Route.LinksFunction = () => [
  { rel: 'preload', href: interLatin, as: 'font', type: 'font/woff2', crossOrigin: 'anonymous' },
  { rel: 'preload', href: groteskLatin, as: 'font', type: 'font/woff2', crossOrigin: 'anonymous' },
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
  { rel: 'apple-touch-icon', href: '/apple-touch-icon.png' },
];

/** The language of the page shown, from the page table (route ids are its keys); else English. */
function useDocumentLang(): string {
  const matches = useMatches();
  for (const match of [...matches].reverse()) {
    const lang = PAGE_LANGS[match.id as keyof typeof PAGE_LANGS];
    if (lang) return lang;
  }
  return 'en';
}

export function Layout({ children }: { children: ReactNode }) {
  const lang = useDocumentLang();
  return (
    <html lang={lang}>
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

export default function App() {
  return (
    <SiteShell>
      <Outlet />
    </SiteShell>
  );
}

/**
 * The document of pages that are not prerendered (React Router's SPA fallback: the receipt): the
 * site's frame around a quiet loading line, until the page's own code has loaded and rendered.
 */
export function HydrateFallback() {
  return (
    <SiteShell>
      <div className="page-container min-h-[60dvh] py-24">
        <p className="text-ink-muted" role="status">
          {loadingPage.text}
        </p>
      </div>
    </SiteShell>
  );
}

/**
 * The last line of defence: any error a route throws ends here. Visitors get a calm page with a
 * way home; the error's details show only in development.
 */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
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
      <p className="text-xs font-semibold uppercase tracking-eyebrow text-holo-cyan">
        {errorPage.eyebrow}
      </p>
      <h1 className="mt-3 text-4xl font-semibold">{errorPage.title}</h1>
      <p className="mt-4 max-w-xl text-ink-muted">{errorPage.intro}</p>
      <Link
        to={ROUTES.home}
        reloadDocument
        className="mt-8 inline-flex items-center rounded-pill bg-ink px-5 py-2.5 text-sm font-semibold text-void"
      >
        {errorPage.homeCta}
      </Link>
      {details ? (
        <pre className="mt-10 max-w-full overflow-auto rounded-md border border-line bg-surface p-4 text-xs text-ink-muted">
          {details}
        </pre>
      ) : null}
    </main>
  );
}
