/**
 * The products page's Product structured data, apart from json-ld.ts so the home page's bundle
 * does not carry it.
 */
import { findProduct, isSellable, type Product, type SellableProduct } from '../../domain/catalog';
import { toDecimal } from '../../domain/money';
import { SITE_NAME } from '../../site/site';
import { ROUTES } from '../config/site-routes';
import { PRODUCT_COPY } from '../content/products';
import { absoluteUrl, type JsonLd } from './seo';

const AVAILABILITY: Record<Product['status'], string> = {
  available: 'https://schema.org/InStock',
  presale: 'https://schema.org/PreOrder',
  coming: 'https://schema.org/PreOrder',
};

/** A product sold at a fixed price, with its offer priced from the catalogue. */
export function productJsonLd(product: SellableProduct): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    '@id': `${absoluteUrl(ROUTES.products)}#${product.id}`,
    sku: product.id,
    name: product.title,
    description: PRODUCT_COPY[product.id].description,
    image: absoluteUrl(product.image),
    brand: { '@type': 'Brand', name: SITE_NAME },
    // The same @id as the home page's Organization, so search engines join the two.
    manufacturer: { '@id': `${absoluteUrl(ROUTES.home)}#organization` },
    offers: {
      '@type': 'Offer',
      url: absoluteUrl(ROUTES.products),
      price: toDecimal(product.priceCents),
      priceCurrency: 'USD',
      availability: AVAILABILITY[product.status],
      seller: { '@type': 'Organization', name: SITE_NAME },
    },
  };
}

/** The JSON-LD of the flagship product, the one the catalogue sells at a fixed price today. */
export function octahedronJsonLd(): JsonLd {
  const octahedron = findProduct('octahedron');
  if (!octahedron || !isSellable(octahedron)) throw new Error('The catalogue sells no octahedron');
  return productJsonLd(octahedron);
}
