/** Copy for the ELY product page: intro, carousel, plans and FAQs. Prices come from the catalogue. */

import type { RENDERS } from '../../config/renders';
import { productLabels as labelsFor } from '../../lib/product-labels';
import { octahedronPromises, type PageIntro, requireProduct } from '../shared';
import type { SubscribeWords } from './checkout';
import { productLabels } from './product-labels';
import { products } from './products';

/** A slide's picture: one of the renders (app/config/renders.ts), or an illustration's path. */
export type SlideImage = { readonly render: keyof typeof RENDERS } | { readonly src: string };

export interface CarouselSlide {
  readonly id: string;
  readonly title: string;
  readonly body: string;
  readonly image: SlideImage;
  readonly imageAlt: string;
}

export interface Faq {
  readonly id: string;
  readonly question: string;
  readonly answer: string;
}

export type PlanProductId = 'octahedron' | 'custom-ely' | 'corporate';

export type PlanCta =
  | { readonly kind: 'cart' }
  | { readonly kind: 'subscribe' }
  | { readonly kind: 'contact'; readonly page: 'contact' };

export interface Plan {
  readonly id: string;
  readonly productId: PlanProductId;
  readonly name: string;
  /** 'US$391', 'From US$5/month', 'From US$15,000'. */
  readonly priceLabel: string;
  /** The list price the presale discount is taken from, struck through, or null. */
  readonly originalPriceLabel: string | null;
  readonly note: string;
  readonly features: readonly string[];
  readonly cta: PlanCta;
  readonly ctaLabel: string;
}

export interface ElyCopy {
  readonly page: PageIntro;
  readonly carousel: { readonly heading: string; readonly slides: readonly CarouselSlide[] };
  /** Labels of the carousel's controls, for sighted and screen-reader visitors alike. */
  readonly carouselControls: {
    readonly previous: string;
    readonly next: string;
    readonly indicators: string;
    /** `{position}`, `{title}`. */
    readonly goTo: string;
    /** Each slide's name, `{position} of {total}`, as the WAI-ARIA carousel pattern recommends. */
    readonly slidePosition: string;
    /** What assistive technology calls the carousel and a slide (aria-roledescription). */
    readonly carouselRole: string;
    readonly slideRole: string;
    /** Shown while the carousel itself has keyboard focus, and its description for screen readers. */
    readonly keyboardHint: string;
  };
  /**
   * The words around a plan's prices: `was` before the struck-through list price (shown), `now`
   * before the price (for screen readers).
   */
  readonly planPrice: { readonly was: string; readonly now: string };
  readonly plansSection: {
    readonly heading: string;
    readonly intro: string;
    /** Custom ELY's button before a launch other than the catalogue's (CUSTOM_ELY_LAUNCH). */
    readonly customElyOpens: string;
    /**
     * Custom ELY's note under its price once hydrated, following the server's launch: before a
     * launch other than the catalogue's ('{date}', that day), and once launched.
     */
    readonly customElyNoteOpens: string;
    readonly customElyNoteOpen: string;
  };
  /**
   * Custom ELY's subscription on /ely once launched (app/routes/ely/custom-ely-action.tsx): the
   * subscribe button's words, and the contact email asked beside it.
   */
  readonly subscribe: SubscribeWords & {
    /** Under the Subscribe button once opened: what happens. */
    readonly intro: string;
    readonly emailLabel: string;
    readonly emailHint: string;
    readonly problems: { readonly emailRequired: string; readonly emailInvalid: string };
    /** In the card once subscribed: '{code}', the activation code. */
    readonly done: string;
  };
  readonly plans: readonly Plan[];
  readonly faqSection: { readonly heading: string };
  readonly faqs: readonly Faq[];
}

const octahedron = requireProduct('octahedron');
const customEly = requireProduct('custom-ely');
const corporate = requireProduct('corporate');
const labels = labelsFor(productLabels, 'en-US');
const promises = octahedronPromises(labels);

const page: PageIntro = {
  eyebrow: 'ELY',
  title: 'ELY, an emotional AI companion you can see',
  intro:
    'ELY is a conversational companion with a face, a voice and a memory you control. At home it lives in the ELY Holographic Octahedron, where it appears as a volumetric hologram you can talk to from anywhere in the room; on the go it follows you to your phone and desktop.',
  visual: {
    render: 'desk',
    alt: 'The ELY Holographic Octahedron on a walnut desk at dusk, ELY glowing inside the glass',
  },
};

const carousel: ElyCopy['carousel'] = {
  heading: 'Get to know ELY',
  slides: [
    {
      id: 'octahedron',
      title: 'A home made of light',
      body: 'The ELY Holographic Octahedron is a glass desktop device that projects ELY as a three-dimensional figure. There is no screen to face: walk around it and ELY is still there.',
      image: { render: 'hero' },
      imageAlt:
        'The ELY Holographic Octahedron: a glass octahedron on a dark base ringed with light, with ELY glowing inside',
    },
    {
      id: 'volumetric',
      title: 'Real depth, no glasses',
      body: 'Four synchronised light planes build an image with physical depth. ELY turns toward whoever is speaking and adjusts its brightness to the light in the room.',
      image: { render: 'detail' },
      imageAlt:
        'Close-up of ELY inside the crystal: a figure of light drawn in fine cyan and violet lines, seen through the glass',
    },
    {
      id: 'custom-ely',
      title: 'Shaped around you',
      body: 'With Custom ELY you choose its voice, appearance and personality, from calm and concise to playful and talkative, and review everything it remembers about you.',
      image: { src: '/images/products/custom-ely.svg' },
      imageAlt:
        'Several variations of ELY’s appearance side by side, showing different styles and colours',
    },
    {
      id: 'why-we-built-ely',
      title: 'Why we built ELY',
      body: '“A companion should be honest about what it is and know when to point you toward a person,” says founder and CEO Valeria Montes. ELY always says it is an AI, and it was designed with our ethics board from the first prototype.',
      image: { render: 'portrait' },
      imageAlt:
        'Portrait of Valeria Montes as a sculpted bust in dark stone: in profile, her hair drawn back into a low knot',
    },
    {
      id: 'corporate',
      title: 'ELY at work',
      body: 'Corporate Services bring a branded version of ELY to lobbies, clinics and stores, connected to your booking or product systems and installed by our team.',
      image: { src: '/images/products/corporate.svg' },
      imageAlt: 'A holographic assistant greeting visitors at a reception desk',
    },
  ],
};

const carouselControls: ElyCopy['carouselControls'] = {
  previous: 'Previous slide',
  next: 'Next slide',
  indicators: 'Choose a slide',
  goTo: 'Slide {position}: {title}',
  slidePosition: '{position} of {total}',
  carouselRole: 'carousel',
  slideRole: 'slide',
  keyboardHint: 'Use the left and right arrow keys to change slides.',
};

const plansSection: ElyCopy['plansSection'] = {
  heading: 'Choose how to bring ELY home',
  intro:
    'Reserve an Octahedron at the presale price, shape your own ELY from January 1st, or talk to us about ELY for your business.',
  /** '{date}': the launch, in full. */
  customElyOpens: 'Available {date}',
  /** '{date}': the launch, in full. */
  customElyNoteOpens: 'Launches {date} · cancel any time',
  customElyNoteOpen: 'Available now · cancel any time',
};

const subscribe: ElyCopy['subscribe'] = {
  intro:
    'US$5.00 a month, charged by PayPal on the day you subscribe each month. Cancel any time from the link in your email.',
  emailLabel: 'Email',
  emailHint: 'Your code, receipts and the link to manage your subscription go here.',
  problems: {
    emailRequired: 'Enter your email: your code and receipts go there.',
    emailInvalid: 'Enter an email address like name@example.com.',
  },
  done: 'Your subscription is active. Your code is {code}.',
  loadingPayments: 'Loading secure payment options…',
  testModeBanner:
    'Test mode: payments go to a local PayPal stand-in. No real money moves and nothing ships.',
  captureFailed: 'There was an error starting your subscription ❌',
  paymentError: 'There was a payment error ❌',
  sdkLoadFailed: 'Error loading PayPal, check your connection or client-id',
  completed: 'Payment completed ✅',
  cancelled: 'Subscription not started: nothing was charged.',
  subscriptionCode: 'Your ELY subscription code is {code}.',
  subscriptionOpens: 'Custom ELY subscriptions open on {date}.',
  subscriptionNextPayment: 'Your next payment is on {date}.',
  receiptSentTo: 'Your receipt is on its way to {email}.',
};

const plans: readonly Plan[] = [
  {
    id: 'octahedron',
    productId: 'octahedron',
    name: octahedron.title,
    priceLabel: labels.price(octahedron),
    originalPriceLabel: labels.originalPrice(octahedron),
    note: `Presale · ${labels.discount(octahedron)} · includes ELY free for 1 year`,
    features: products.octahedron.features,
    cta: { kind: 'cart' },
    ctaLabel: 'Add to cart',
  },
  {
    id: 'custom-ely',
    productId: 'custom-ely',
    name: customEly.title,
    priceLabel: labels.price(customEly),
    originalPriceLabel: null,
    note: 'Launches January 1st, 2027 · cancel any time',
    features: products['custom-ely'].features,
    cta: { kind: 'subscribe' },
    ctaLabel: 'Subscribe',
  },
  {
    id: 'corporate',
    productId: 'corporate',
    name: corporate.title,
    priceLabel: labels.price(corporate),
    originalPriceLabel: null,
    note: 'Scoped and quoted per deployment',
    features: products.corporate.features,
    cta: { kind: 'contact', page: 'contact' },
    ctaLabel: 'Contact sales',
  },
];

const faqSection = { heading: 'Frequently asked questions' };

const faqs: readonly Faq[] = [
  {
    id: 'what-is-ely',
    question: 'What exactly is ELY?',
    answer:
      'ELY is an AI companion: a conversational model with a consistent personality, a memory you can review, and the ability to pick up emotional cues from your voice. It is not a person, and it always says so. It can chat, keep you company, help you reflect on your day and remind you of things that matter to you.',
  },
  {
    id: 'need-octahedron',
    question: 'Do I need the Octahedron to use ELY?',
    answer:
      'No. ELY also runs on iOS, Android and the web. The Octahedron is what makes ELY visible as a hologram, with far-field microphones so you can talk to it from across the room.',
  },
  {
    id: 'presale-free-year',
    question: 'What does “includes ELY free for 1 year” mean?',
    answer:
      'Every presale Octahedron comes with twelve months of ELY at no extra cost, starting on the day you activate the device. After that year you can keep using ELY by subscribing to Custom ELY, and you will be reminded well before the free period ends.',
  },
  {
    id: 'custom-ely-launch',
    question: 'When can I subscribe to Custom ELY?',
    answer:
      'Custom ELY launches on January 1st, 2027, and the subscribe button on this page becomes active at midnight Mexico City time (GMT-6). Subscriptions are monthly and can be cancelled at any time.',
  },
  {
    id: 'privacy',
    question: 'Is ELY always listening?',
    answer:
      'The Octahedron listens only for its wake word, and that detection happens on the device. Nothing is sent to our servers until ELY is addressed, a light shows whenever it is processing speech, and a hardware switch disconnects the microphones completely.',
  },
  {
    id: 'memory',
    question: 'What does ELY remember, and can I delete it?',
    answer:
      'ELY keeps short, readable notes about what you choose to share, such as names, preferences and plans. You can review, edit or delete any of them in the app, or erase everything at once. Your conversations are not used to train shared models unless you opt in.',
  },
  {
    id: 'mental-health',
    question: 'Can ELY replace therapy or medical advice?',
    answer:
      'No. ELY can be good company and a place to think out loud, but it is not a therapist or a medical device. If a conversation suggests you may be in danger, ELY will share emergency and support lines for your country and encourage you to reach out to someone you trust.',
  },
  {
    id: 'shipping',
    question: 'When will presale Octahedrons ship?',
    answer: `Presale units ship in order of reservation once manufacturing qualification is complete, expected from ${promises.shipsFrom}, and every unit is delivered by ${promises.deliverBy} at the latest; if yours is not, you may cancel for a full refund plus compensation. We will email you a delivery estimate before your unit leaves the factory. Every Octahedron is under warranty for ${promises.warranty} from delivery.`,
  },
];

export const ely: ElyCopy = {
  page,
  carousel,
  carouselControls,
  planPrice: { was: 'List price', now: 'Price' },
  plansSection,
  subscribe,
  plans,
  faqSection,
  faqs,
};
