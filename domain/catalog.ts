/**
 * The catalogue: the one list of what the company sells. The product pages render it and the
 * payments API prices every order from it, so a price changes here and nowhere else.
 */

export type ProductStatus = 'available' | 'presale' | 'coming';

/** How a price reads: a one-off sale, a monthly subscription, a starting price, or a quote. */
export type PriceType = 'one-time' | 'monthly' | 'from' | 'quote';

export type ProductCategory = 'hardware' | 'subscription' | 'services' | 'education';

/** What a visitor can do with a product: buy it now, subscribe once launched, or ask for a quote. */
export type PurchaseMode = 'cart' | 'subscription' | 'contact';

export interface ProductSpec {
  label: string;
  value: string;
}

export interface Product {
  id: ProductId;
  title: string;
  subtitle: string;
  /** Display price text, as the cart keeps it ('$391'). */
  price: string;
  /** Price before the presale discount, struck through on the page; null when there is none. */
  originalPrice: string | null;
  priceType: PriceType;
  status: ProductStatus;
  category: ProductCategory;
  description: string;
  features: readonly string[];
  specs: readonly ProductSpec[];
  /** What ships in the box; empty for anything that is not a physical good. */
  includesBox: readonly string[];
  /** Path of the product's illustration under `public/`. */
  image: string;
  isAcademy: boolean;
  purchase: PurchaseMode;
  /** Needs a shipping address at checkout. */
  shipped: boolean;
}

export const PRODUCT_STATUS_LABELS: Record<ProductStatus, string> = {
  available: 'Available',
  presale: 'Presale',
  coming: 'Coming Soon',
};

export function productStatusLabel(status: ProductStatus): string {
  return PRODUCT_STATUS_LABELS[status];
}

/**
 * Custom ELY launches on January 1st; until then its subscribe button is disabled. Midnight in the
 * company's time zone (GMT-6).
 */
export const CUSTOM_ELY_LAUNCH = new Date('2027-01-01T00:00:00-06:00');

export function isCustomElyLaunched(now: Date = new Date()): boolean {
  return now.getTime() >= CUSTOM_ELY_LAUNCH.getTime();
}

/** The presale discount on the Octahedron, as the badge shows it. */
export const OCTAHEDRON_PRESALE_DISCOUNT = '20% off';

export const PRODUCT_IDS = [
  'octahedron',
  'custom-ely',
  'corporate',
  'academy',
  'consulting',
] as const;

export type ProductId = (typeof PRODUCT_IDS)[number];

export const PRODUCTS: readonly Product[] = [
  {
    id: 'octahedron',
    title: 'ELY Holographic Octahedron',
    subtitle: 'The home of your companion, in light',
    price: '$391',
    originalPrice: '$489',
    priceType: 'one-time',
    status: 'presale',
    category: 'hardware',
    description:
      'A desktop octahedron that projects ELY as a volumetric hologram you can talk to from any side of the room. Presale units ship with ELY included free for 1 year.',
    features: [
      'Volumetric projection visible through 360°',
      'Far-field microphone array with on-device wake word',
      'Emotion-aware voice and expression engine',
      'Includes ELY free for 1 year',
      'Privacy shutter and hardware mute switch',
    ],
    specs: [
      { label: 'Dimensions', value: '18 × 18 × 21 cm' },
      { label: 'Weight', value: '1.2 kg' },
      { label: 'Projection', value: 'Four-plane light field, 1440 × 1440 per plane' },
      { label: 'Connectivity', value: 'Wi-Fi 6, Bluetooth 5.3' },
      { label: 'Power', value: 'USB-C PD, 45 W' },
      { label: 'Warranty', value: '2 years' },
    ],
    includesBox: [
      'ELY Holographic Octahedron',
      'Braided USB-C cable (1.5 m)',
      '45 W USB-C power adapter',
      'Microfibre cleaning cloth',
      'Quick-start guide',
    ],
    image: '/images/products/octahedron.svg',
    isAcademy: false,
    purchase: 'cart',
    shipped: true,
  },
  {
    id: 'custom-ely',
    title: 'Custom ELY',
    subtitle: 'A companion shaped around you',
    price: '$5',
    originalPrice: null,
    priceType: 'monthly',
    status: 'coming',
    category: 'subscription',
    description:
      'Choose ELY’s voice, look and personality, and let it learn the rhythms of your day. Launches January 1st; subscriptions open on launch day.',
    features: [
      'Personality, voice and appearance editor',
      'Long-term memory you can review and erase',
      'Mood journal and gentle check-ins',
      'Works on the Octahedron, phone and desktop',
    ],
    specs: [
      { label: 'Billing', value: 'Monthly, cancel any time' },
      { label: 'Platforms', value: 'Octahedron, iOS, Android, web' },
      { label: 'Languages', value: 'English and Spanish at launch' },
    ],
    includesBox: [],
    image: '/images/products/custom-ely.svg',
    isAcademy: false,
    purchase: 'subscription',
    shipped: false,
  },
  {
    id: 'corporate',
    title: 'Corporate Services',
    subtitle: 'ELY for reception, care and retail',
    price: '$15,000',
    originalPrice: null,
    priceType: 'from',
    status: 'available',
    category: 'services',
    description:
      'Branded holographic assistants for lobbies, clinics and stores, deployed and tuned by our team, with analytics that respect your visitors’ privacy.',
    features: [
      'Custom character and voice in your brand',
      'Integration with your booking, CRM or product data',
      'On-site installation and staff training',
      'Service-level agreement and dedicated support',
    ],
    specs: [
      { label: 'Deployment', value: '6 to 10 weeks' },
      { label: 'Support', value: '99.9% uptime SLA, 24/7 on-call' },
      { label: 'Data residency', value: 'US or EU' },
    ],
    includesBox: [],
    image: '/images/products/corporate.svg',
    isAcademy: false,
    purchase: 'contact',
    shipped: false,
  },
  {
    id: 'academy',
    title: 'ELY Academy',
    subtitle: 'Courses on emotional AI and holography',
    price: '$299',
    originalPrice: null,
    priceType: 'from',
    status: 'coming',
    category: 'education',
    description:
      'Hands-on courses taught by our engineers and researchers: building empathetic conversational agents, volumetric display basics, and AI in clinical research.',
    features: [
      'Self-paced video lessons and live workshops',
      'Projects reviewed by our engineers',
      'Certificate of completion',
    ],
    specs: [
      { label: 'Format', value: 'Online, self-paced with live sessions' },
      { label: 'Length', value: '4 to 8 weeks per course' },
    ],
    includesBox: [],
    image: '/images/products/academy.svg',
    isAcademy: true,
    purchase: 'contact',
    shipped: false,
  },
  {
    id: 'consulting',
    title: 'Biomedical AI Consulting',
    subtitle: 'From research question to validated model',
    price: 'By quote',
    originalPrice: null,
    priceType: 'quote',
    status: 'available',
    category: 'services',
    description:
      'Our biomedical AI division helps hospitals, laboratories and start-ups design, train and validate models on clinical and molecular data, under the ethics review and privacy safeguards such data demands.',
    features: [
      'Study design and data governance review',
      'Model development and external validation',
      'Regulatory documentation support',
    ],
    specs: [
      { label: 'Engagement', value: 'Fixed-scope or retainer' },
      { label: 'Compliance', value: 'HIPAA- and GDPR-aware processes' },
    ],
    includesBox: [],
    image: '/images/products/consulting.svg',
    isAcademy: false,
    purchase: 'contact',
    shipped: false,
  },
];

export function findProduct(id: string): Product | undefined {
  return PRODUCTS.find((product) => product.id === id);
}
