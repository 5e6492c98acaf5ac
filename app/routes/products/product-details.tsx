import { Link } from 'react-router';
import type { Product } from '#domain/catalog';
import { BulletList } from '../../components/ui/bullet-list';
import { useCopy, useRoutes } from '../../i18n/i18n';

function DetailsHeading({ children }: { children: string }) {
  return (
    <h3 className="text-xs font-semibold uppercase tracking-eyebrow text-ink-muted">{children}</h3>
  );
}

/** The expanded part of a product card: highlights, specifications and what ships in the box. */
export function ProductDetails({ product }: { product: Product }) {
  const { features, specs, includesBox } = useCopy('products')[product.id];
  const { labels: catalogueLabels } = useCopy('productsPage');
  const routes = useRoutes();
  return (
    <div className="grid gap-8 md:grid-cols-3">
      <div>
        <DetailsHeading>{catalogueLabels.features}</DetailsHeading>
        <BulletList items={features} className="mt-4 space-y-2.5 text-ink-muted" />
      </div>
      <div>
        <DetailsHeading>{catalogueLabels.specs}</DetailsHeading>
        <dl className="mt-4 divide-y divide-line text-sm">
          {specs.map((spec) => (
            <div key={spec.label} className="flex justify-between gap-4 py-2 first:pt-0">
              <dt className="text-ink-muted">{spec.label}</dt>
              <dd className="text-right text-ink">
                {spec.page ? (
                  // Named with its row's label too: "Warranty: 2 years" says where it leads.
                  <Link
                    to={routes[spec.page]}
                    aria-label={`${spec.label}: ${spec.value}`}
                    className="underline decoration-holo-cyan/60 underline-offset-4 hover:decoration-holo-cyan"
                  >
                    {spec.value}
                  </Link>
                ) : (
                  spec.value
                )}
              </dd>
            </div>
          ))}
        </dl>
      </div>
      {includesBox.length > 0 ? (
        <div>
          <DetailsHeading>{catalogueLabels.inTheBox}</DetailsHeading>
          <BulletList
            items={includesBox}
            tone="violet"
            className="mt-4 space-y-2.5 text-ink-muted"
          />
        </div>
      ) : null}
    </div>
  );
}
