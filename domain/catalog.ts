/**
 * The catalogue: the one list of what the company sells, as data. The product pages render it and
 * the payments API prices every order from it, so a price changes here and nowhere else. Prices
 * are integer US cents; the text a visitor reads ('US$391', 'From US$5/month') is formatted from
 * them.
 * What the pages say about a product (subtitle, description, features…) is copy, and lives in
 * app/content/<locale>/products.ts (en and es).
 */

export type ProductStatus = 'available' | 'presale' | 'coming';

/** How a price reads: a one-off sale, a monthly subscription, a starting price, or a quote. */
export type PriceType = 'one-time' | 'monthly' | 'from' | 'quote';

export type ProductCategory = 'hardware' | 'subscription' | 'services' | 'education';

export const PRODUCT_IDS = [
  'octahedron',
  'custom-ely',
  'corporate',
  'academy',
  'consulting',
] as const;

export type ProductId = (typeof PRODUCT_IDS)[number];

interface ProductFacts {
  id: ProductId;
  /** The product's name: on its cards, in the cart, on the PayPal order and the payment record. */
  title: string;
  /** The price in US cents; null for a product sold by quote. */
  priceCents: number | null;
  /**
   * The list price the presale discount is taken from, shown struck through beside the words
   * "List price" (it was never charged: the product has only been sold in presale); null when there
   * is none.
   */
  originalPriceCents: number | null;
  priceType: PriceType;
  status: ProductStatus;
  category: ProductCategory;
  /**
   * Path of the product's picture under `public/`: a JPEG render for the Octahedron (what crawlers,
   * the Product structured data and the payment emails take), an illustration for the rest. The
   * pages draw the renders in AVIF and WebP at the size they need (app/components/products).
   */
  image: string;
  /** Needs a shipping address at checkout. */
  shipsGoods: boolean;
  /** A presale good's expected first shipping month ('2027-03'), shown near its price. */
  shipsFrom?: `${number}-${number}`;
  /**
   * The latest day a presale unit is delivered ('2027-06-30'), shown beside `shipsFrom`: a promise
   * the seller is bound by (LFPC art. 7). The terms of sale say what the buyer may do if it is
   * missed. Set together with `shipsFrom`, and after its month.
   */
  deliverBy?: `${number}-${number}-${number}`;
  /**
   * How long the warranty lasts, in months from delivery, for a physical good: the one figure the
   * product pages, the ELY page, the terms of sale and the warranty page all state.
   */
  warrantyMonths?: number;
}

/** Sold online, into the cart or as a subscription, from `availableFrom` on. */
export interface SellableProduct extends ProductFacts {
  purchase: 'cart' | 'subscription';
  priceCents: number;
  /** The first moment it can be bought: before it, its button says when, and the API refuses it. */
  availableFrom: Date;
}

/** Sold by quote or by conversation: its pages link to the contact form instead of the cart. */
export interface ContactProduct extends ProductFacts {
  purchase: 'contact';
}

export type Product = SellableProduct | ContactProduct;

/**
 * Custom ELY launches on January 1st, midnight in the company's time zone (GMT-6); until then its
 * subscribe button is disabled.
 */
export const CUSTOM_ELY_LAUNCH = new Date('2027-01-01T00:00:00-06:00');

/**
 * The day this list was last reviewed. The prerendered pages cannot know when they are read, so
 * they show a product as on sale when it was on sale that day; the browser then checks its own
 * clock once the page has hydrated. Move it forward when a product's `availableFrom` has passed.
 */
export const CATALOGUE_REVIEWED = new Date('2026-11-23T00:00:00-06:00');

export const PRODUCTS: readonly Product[] = [
  {
    id: 'octahedron',
    title: 'ELY Holographic Octahedron',
    priceCents: 39100,
    originalPriceCents: 48900,
    priceType: 'one-time',
    status: 'presale',
    category: 'hardware',
    image: '/images/renders/octahedron-hero-1280.jpg',
    purchase: 'cart',
    // The presale opened on September 15th.
    availableFrom: new Date('2026-09-15T00:00:00-06:00'),
    shipsGoods: true,
    // Once manufacturing is qualified (the laboratory page's volumetric projection milestones).
    shipsFrom: '2027-03',
    // LAWYER: the latest delivery date the company commits to (operations set it with the factory's
    // plan; counsel confirms the wording that binds it, app/content/<locale>/legal.ts).
    deliverBy: '2027-06-30',
    // The longer of the two figures the site once stated (12 months in the terms, 2 years on the
    // product): what a seller advertises binds it (LFPC art. 7).
    warrantyMonths: 24,
  },
  {
    id: 'custom-ely',
    title: 'Custom ELY',
    priceCents: 500,
    originalPriceCents: null,
    priceType: 'monthly',
    status: 'coming',
    category: 'subscription',
    image: '/images/products/custom-ely.svg',
    purchase: 'subscription',
    availableFrom: CUSTOM_ELY_LAUNCH,
    shipsGoods: false,
  },
  {
    id: 'corporate',
    title: 'Corporate Services',
    priceCents: 1_500_000,
    originalPriceCents: null,
    priceType: 'from',
    status: 'available',
    category: 'services',
    image: '/images/products/corporate.svg',
    purchase: 'contact',
    shipsGoods: false,
  },
  {
    id: 'academy',
    title: 'ELY Academy',
    priceCents: 29900,
    originalPriceCents: null,
    priceType: 'from',
    status: 'coming',
    category: 'education',
    image: '/images/products/academy.svg',
    purchase: 'contact',
    shipsGoods: false,
  },
  {
    id: 'consulting',
    title: 'Biomedical AI Consulting',
    priceCents: null,
    originalPriceCents: null,
    priceType: 'quote',
    status: 'available',
    category: 'services',
    image: '/images/products/consulting.svg',
    purchase: 'contact',
    shipsGoods: false,
  },
];

export function findProduct(id: string): Product | undefined {
  return PRODUCTS.find((product) => product.id === id);
}

/** Whether a product is sold online at all (into the cart or by subscription). */
export function isSellable(product: Product): product is SellableProduct {
  return product.purchase !== 'contact';
}

/** Whether a product can be bought at a given moment: sold online, and from its `availableFrom` on. */
export function isOnSale(product: Product, now: Date = new Date()): boolean {
  return isSellable(product) && now.getTime() >= product.availableFrom.getTime();
}

/**
 * At most this many units of a presale product in one order (the company's policy): presale units
 * are few, and they go to as many buyers as possible.
 */
export const PRESALE_UNITS_PER_ORDER = 3;

/** The most units of a product one order may hold, or null when no such limit applies. */
export function unitsPerOrderLimit(product: Pick<Product, 'status'>): number | null {
  return product.status === 'presale' ? PRESALE_UNITS_PER_ORDER : null;
}

/** The presale discount in whole percent ($489 → $391 is 20), or null without an original price. */
export function discountPercent(product: Product): number | null {
  const { priceCents, originalPriceCents } = product;
  if (priceCents === null || originalPriceCents === null || originalPriceCents <= 0) return null;
  return Math.round((100 * (originalPriceCents - priceCents)) / originalPriceCents);
}
