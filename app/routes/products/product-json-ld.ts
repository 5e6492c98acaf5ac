/**
 * The products page's Product structured data, in the page's language: built by its loader at
 * build time, so no page's code carries it.
 */
import { findProduct, isSellable, type Product, type SellableProduct } from '#domain/catalog';
import { toDecimal } from '#domain/money';
import type { Locale } from '#site/locales';
import { localizedRoutes } from '#site/pages';
import { SITE_NAME } from '#site/site';
import type { ProductsCopy } from '../../content/en/products';
import { ORGANIZATION_ID } from '../../lib/json-ld';
import { absoluteUrl, type JsonLd } from '../../lib/seo';

const AVAILABILITY: Record<Product['status'], string> = {
  available: 'https://schema.org/InStock',
  presale: 'https://schema.org/PreOrder',
  coming: 'https://schema.org/PreOrder',
};

/** A product sold at a fixed price, with its offer priced from the catalogue. */
export function productJsonLd(
  product: SellableProduct,
  copy: ProductsCopy,
  locale: Locale,
): JsonLd {
  const routes = localizedRoutes(locale);
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    '@id': `${absoluteUrl(routes.products)}#${product.id}`,
    sku: product.id,
    name: product.title,
    description: copy[product.id].description,
    image: absoluteUrl(product.image),
    brand: { '@type': 'Brand', name: SITE_NAME },
    // The same @id as the home page's Organization, so search engines join the two.
    manufacturer: { '@id': ORGANIZATION_ID },
    offers: {
      '@type': 'Offer',
      url: absoluteUrl(routes.products),
      price: toDecimal(product.priceCents),
      priceCurrency: 'USD',
      availability: AVAILABILITY[product.status],
      seller: { '@type': 'Organization', name: SITE_NAME },
    },
  };
}

/** The JSON-LD of the flagship product, the one the catalogue sells at a fixed price today. */
export function octahedronJsonLd(copy: ProductsCopy, locale: Locale): JsonLd {
  const octahedron = findProduct('octahedron');
  if (!octahedron || !isSellable(octahedron)) throw new Error('The catalogue sells no octahedron');
  return productJsonLd(octahedron, copy, locale);
}
