/**
 * The legal pages a distance seller in Mexico owes its buyers: the privacy notice (LFPDPPP), the
 * terms of sale and the returns policy (LFPC arts. 7 Bis, 56 and 76 Bis). Written for this company
 * and its products, plainly.
 *
 * LAWYER: facts marked `LAWYER` in these comments must be confirmed by counsel before launch: the
 * company's legal name and tax id, the warranty period, the refund deadlines, and the privacy
 * contact. They are not marked on the page.
 */
import type { PageIntro } from '../shared';

export interface LegalSection {
  /** The section's anchor, the same in every language. */
  readonly id: string;
  readonly heading: string;
  readonly paragraphs: readonly string[];
  /** A list after the paragraphs, when the section has one. */
  readonly items?: readonly string[];
}

export interface LegalCopy {
  readonly page: PageIntro;
  readonly sections: readonly LegalSection[];
}

/** Labels every legal page shares. */
export interface LegalLabels {
  readonly tocHeading: string;
  /** '{date}': the last revision, as the language writes dates. */
  readonly lastUpdated: string;
}

/** When the three pages were last revised (ISO date, the same in every language). */
export const LEGAL_UPDATED = '2026-11-20';

// LAWYER: the legal name, tax id (RFC) and the privacy contact.
const SELLER = 'SynthAmour, S.A.P.I. de C.V.';
const ADDRESS =
  'Calle Durango 263, Piso 4, Col. Roma Norte, Alcaldía Cuauhtémoc, 06700 Ciudad de México, Mexico';

export const legalLabels: LegalLabels = {
  tocHeading: 'On this page',
  lastUpdated: 'Last updated: {date}',
};

export const privacy: LegalCopy = {
  page: {
    eyebrow: 'Privacy notice',
    title: 'How we look after your personal data',
    intro: `${SELLER}, at ${ADDRESS}, is responsible for the personal data you give us when you buy, sign in or write to us. This notice says what we collect, why, who else sees it and how you control it.`,
    visual: { src: '/images/illustrations/legal-privacy.svg', alt: '' },
  },
  sections: [
    {
      id: 'data',
      heading: 'What we collect',
      paragraphs: ['Only what an order, an account or a message needs:'],
      items: [
        'Contact: your name, email address and phone number.',
        'Shipping: the address you give at checkout.',
        'Your order: what you bought, the amounts, its status, shipment and refunds.',
        'Payment: PayPal tells us whether you paid, the payer name and email and, for cards, the brand and last digits. We never see or store a full card number.',
        'Your account, if you create one: the email or phone number you sign in with, and the orders placed while signed in.',
        'What you write to us through the contact form or by email.',
      ],
    },
    {
      id: 'purposes',
      heading: 'Why we use it',
      paragraphs: [
        'Necessary purposes, without which we cannot sell to you: to take and record your payment, prepare and ship your order, send you its confirmation, receipt and shipping updates, answer your questions and complaints, issue invoices and keep the records tax law requires.',
        'Optional purposes: to tell you about new products and research news. We only do this if you ask for it, and you can stop it at any time by replying to any such email or writing to us. Saying no to an optional purpose never affects your order.',
      ],
    },
    {
      id: 'transfers',
      heading: 'Who else sees it',
      paragraphs: [
        'We share your data only with the companies that help us deliver what you bought, and only what each needs: PayPal, which processes payments; Google Firebase, which runs sign-in; our email provider, which delivers order emails; and the carrier that delivers your parcel. These transfers are needed to fulfil your purchase, so they do not need your separate consent. We do not sell your data, and we use no advertising trackers.',
      ],
    },
    {
      id: 'storage',
      heading: 'Cookies and what your browser keeps',
      paragraphs: [
        'The site keeps your cart, your language and a checkout address you have started to type in your browser’s own storage, so they survive a reload; they never leave your device until you pay. When you sign in, Firebase keeps your session in your browser. PayPal sets its own cookies when you pay with it. We use no advertising or analytics cookies.',
      ],
    },
    {
      id: 'rights',
      heading: 'Your rights (ARCO)',
      paragraphs: [
        'You may ask to access the data we hold about you, to correct it, to cancel it or to object to a use of it, and you may withdraw a consent you gave. Write to privacy@synthamour.com from the address we know you by, saying what you are asking for; we answer within 20 business days and, when we agree, act on it within 15 more. Orders are kept as long as tax law requires, detached from your account if you delete it.',
      ],
    },
    {
      id: 'changes',
      heading: 'Changes to this notice',
      paragraphs: [
        'When this notice changes, we publish the new version here with its date; if a change affects how we use data you already gave us, we tell account holders by email first.',
      ],
    },
  ],
};

export const terms: LegalCopy = {
  page: {
    eyebrow: 'Terms of sale',
    title: 'The terms of every purchase',
    intro: `These terms apply to every purchase at synthamour.com from ${SELLER}, ${ADDRESS}. By paying you accept them; please read them before you do.`,
    visual: { src: '/images/illustrations/legal-terms.svg', alt: '' },
  },
  sections: [
    {
      id: 'prices',
      heading: 'Prices and payment',
      paragraphs: [
        'Prices are in US dollars and include all taxes; for an address in Mexico, the receipt shows the 16% VAT included in the price. You pay through PayPal, with a PayPal account or a card; the amount is taken when you confirm the payment.',
      ],
    },
    {
      id: 'presale',
      heading: 'Presale of the ELY Holographic Octahedron',
      paragraphs: [
        'The Octahedron is sold in presale: you pay now and it ships once manufacturing is qualified, expected from March 2027, in the order reservations were made. We email you a delivery estimate before your unit leaves the factory. You may buy up to 3 units per order. You can cancel a presale order at any time before it ships, with a full refund.',
      ],
    },
    {
      id: 'subscriptions',
      heading: 'Subscriptions',
      paragraphs: [
        'Custom ELY is a monthly subscription that starts on the day you pay and can be cancelled at any time; cancelling stops the next charge, and the month already paid stays active until its end.',
      ],
    },
    {
      id: 'shipping',
      heading: 'Shipping',
      paragraphs: [
        // LAWYER: who pays import duties outside Mexico.
        'Shipping is free and insured to any country we ship to. Outside Mexico, import duties and taxes charged by your country, if any, are yours to pay. We email you the carrier and tracking number when your order ships.',
      ],
    },
    {
      id: 'warranty',
      heading: 'Warranty',
      paragraphs: [
        // LAWYER: the warranty period.
        'The Octahedron carries a 12-month warranty against defects in materials and manufacturing from the day it is delivered. Under warranty we repair it or, if it cannot be repaired, replace it or refund it, and we pay the shipping both ways. How to claim: our returns policy.',
      ],
    },
    {
      id: 'complaints',
      heading: 'Questions and complaints',
      paragraphs: [
        'Write to contacto@synthamour.com or call +52 55 4170 2291, Monday to Friday from 9:00 to 18:00 (GMT-6). We answer every complaint within 5 business days. You may also go to the Federal Consumer Protection Agency (PROFECO), at profeco.gob.mx or 55 5568 8722.',
      ],
    },
    {
      id: 'law',
      heading: 'The law that applies',
      paragraphs: [
        'These terms are governed by the laws of Mexico, in particular the Federal Consumer Protection Law; nothing in them limits the rights that law gives you.',
      ],
    },
  ],
};

export const returns: LegalCopy = {
  page: {
    eyebrow: 'Returns',
    title: 'Cancellations, returns and refunds',
    intro:
      'If you change your mind or something is wrong, this is what you can do, by when, and when your money comes back.',
    visual: { src: '/images/illustrations/legal-returns.svg', alt: '' },
  },
  sections: [
    {
      id: 'cancel',
      heading: 'Before it ships: cancel',
      paragraphs: [
        'Until your order ships you can cancel it for a full refund: write to contacto@synthamour.com with your order number. Presale orders can be cancelled at any time before shipping.',
      ],
    },
    {
      id: 'revoke',
      heading: 'After delivery: 5 business days to change your mind',
      paragraphs: [
        'As the law allows for purchases made at a distance, you may return a product within 5 business days of its delivery without giving a reason. Tell us by email within that time; send it back unused, in its box, with everything it came with. You pay the return shipping; we refund the price of the product.',
      ],
    },
    {
      id: 'warranty-claims',
      heading: 'Something is wrong: warranty',
      paragraphs: [
        'If your Octahedron fails within its warranty, write to support@synthamour.com with your order number and what happens. We send you a prepaid label, then repair or replace it, or refund it if neither is possible.',
      ],
    },
    {
      id: 'refunds',
      heading: 'When your money comes back',
      paragraphs: [
        // LAWYER: the refund deadline.
        'We send a refund within 5 business days of a cancellation, or of receiving a returned product. It goes back to the PayPal account or card you paid with; your bank may take a few more business days to show it. We email you when we send it, and your order page shows it.',
      ],
    },
  ],
};
