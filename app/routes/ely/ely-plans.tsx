import { lazy, Suspense, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { BulletList } from '../../components/ui/bullet-list';
import { buttonClass } from '../../components/ui/button';
import { SectionHeading } from '../../components/ui/section-heading';
import type { Plan } from '../../content/en/ely';
import { AddToCartButton } from '../../features/cart/add-to-cart-button';
import { useCopy, useRoutes } from '../../i18n/i18n';
import { cn } from '../../lib/cn';

// Custom ELY's button follows the server's launch (CUSTOM_ELY_LAUNCH) once hydrated, and once
// launched subscribes right here: a chunk of its own, so the first paint stays the catalogue's
// button.
const CustomElyAction = lazy(() => import('./custom-ely-action'));
const CustomElyNote = lazy(() =>
  import('./custom-ely-action').then((module) => ({ default: module.CustomElyNote })),
);

/** The three ways to get ELY, side by side on wide screens, each with its call to action. */
export function ElyPlans() {
  const { plans, plansSection } = useCopy('ely');
  return (
    <section aria-labelledby="ely-plans-heading" className="page-container">
      <SectionHeading
        id="ely-plans-heading"
        title={plansSection.heading}
        intro={plansSection.intro}
      />
      <ul className="mt-10 grid gap-6 lg:grid-cols-3">
        {plans.map((plan, index) => (
          <li key={plan.id} className="flex">
            <PlanCard plan={plan} featured={index === 0} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function PlanCard({ plan, featured }: { plan: Plan; featured: boolean }) {
  const { planPrice: planPriceCopy } = useCopy('ely');
  const headingId = `plan-${plan.id}`;
  return (
    <article
      aria-labelledby={headingId}
      className={cn(
        'flex w-full flex-col rounded-card p-6 shadow-card sm:p-8',
        featured ? 'holo-border' : 'border border-line bg-surface',
      )}
    >
      <h3 id={headingId} className="text-xl font-semibold">
        {plan.name}
      </h3>
      <p className="mt-4 flex items-baseline gap-3">
        <span className="sr-only">{planPriceCopy.now}: </span>
        <span className="font-display text-3xl font-semibold tracking-tight">
          {plan.priceLabel}
        </span>
        {plan.originalPriceLabel ? (
          <span className="text-sm text-ink-subtle">
            <span className="sr-only">, </span>
            {planPriceCopy.was} <s className="text-lg">{plan.originalPriceLabel}</s>
          </span>
        ) : null}
      </p>
      <p className="mt-2 text-sm text-holo-cyan" data-testid={`plan-note-${plan.id}`}>
        {plan.id === 'custom-ely' ? <CustomElyNoteOnceHydrated note={plan.note} /> : plan.note}
      </p>
      <BulletList items={plan.features} className="mt-6 flex-1 space-y-3 text-ink-muted" />
      <div className="mt-8">
        <PlanAction plan={plan} />
      </div>
    </article>
  );
}

/** Octahedron goes to the cart, Custom ELY subscribes (disabled until launch); Corporate to contact. */
function PlanAction({ plan }: { plan: Plan }) {
  const routes = useRoutes();
  if (plan.cta.kind === 'contact') {
    return (
      <Link to={routes[plan.cta.page]} className={buttonClass('secondary', 'md', 'w-full')}>
        {plan.ctaLabel}
      </Link>
    );
  }
  if (plan.productId === 'octahedron') {
    return <AddToCartButton productId="octahedron" className="w-full" />;
  }
  return <CustomElyButton />;
}

/**
 * Set once mounted (after hydration): not the shared useHydrated, whose module would become a
 * chunk of its own that the route manifest lists on every page's first paint.
 */
function useMounted(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}

/** The catalogue's note on the first paint; once hydrated, the one that follows the launch. */
function CustomElyNoteOnceHydrated({ note }: { note: string }) {
  const hydrated = useMounted();
  if (!hydrated) return note;
  return (
    <Suspense fallback={note}>
      <CustomElyNote fallback={note} />
    </Suspense>
  );
}

function CustomElyButton() {
  const hydrated = useMounted();
  const catalogue = <AddToCartButton productId="custom-ely" className="w-full" />;
  if (!hydrated) return catalogue;
  return (
    <Suspense fallback={catalogue}>
      <CustomElyAction className="w-full" />
    </Suspense>
  );
}
