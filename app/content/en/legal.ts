/**
 * The legal pages a distance seller in Mexico owes its buyers: the privacy notice (LFPDPPP of
 * 2025), the terms of sale, the returns policy and the warranty (LFPC arts. 7, 7 Bis, 56, 76 Bis,
 * 77 to 83 and 92 to 92 Ter; NMX-COE-001-SCFI-2018 for online sales). Written for this company and
 * its products, plainly. Spanish (es/legal.ts) is the text that governs in Mexico; both say the same,
 * section by section.
 *
 * The Octahedron's dates and warranty come from the catalogue (domain/catalog.ts), the address to
 * write to and the phone from site/site.ts: one figure each, everywhere.
 *
 * Facts to confirm before launch are marked in these comments, not on the page:
 * - LAWYER: counsel confirms the legal name, tax id (RFC), the figures and articles cited, the
 *   processors named and the wording that binds the company;
 * - ACCOUNTANT: the accountant confirms the invoicing rules (CFDI 4.0, the SAT's current rules).
 */
import { formatMoney } from '#domain/money';
import { CUSTOM_ELY_PLAN } from '#domain/subscription';
import { COMPANY, CONTACT_EMAIL, CONTACT_PHONE } from '#site/site';
import { productLabels as labelsFor } from '../../lib/product-labels';
import { octahedronPromises, type PageIntro, type PageLink, percent } from '../shared';
import { productLabels } from './product-labels';

export interface LegalSection {
  /** The section's anchor, the same in every language. */
  readonly id: string;
  readonly heading: string;
  readonly paragraphs: readonly string[];
  /** A list after the paragraphs, when the section has one. */
  readonly items?: readonly string[];
  /** Links to the other legal pages the section refers to, after its text. */
  readonly links?: readonly PageLink[];
}

export interface LegalCopy {
  readonly page: PageIntro;
  readonly sections: readonly LegalSection[];
}

/** Labels every legal page shares. */
export interface LegalLabels {
  readonly tocHeading: string;
  /** '{version}' and '{date}': the last revision (site/site.ts), as the language writes dates. */
  readonly lastUpdated: string;
}

/**
 * What the company pays a presale buyer whose unit is not delivered by the latest day the
 * catalogue promises, on top of a full refund, as a share of the price paid.
 * LAWYER: the LFPC's bonificación for a supplier's failure, at least 20% (arts. 92, 92 Bis, 92 Ter).
 */
export const LATE_DELIVERY_COMPENSATION = 0.2;

// LAWYER: the legal name, the tax id (RFC) and the address: one source, COMPANY in site/site.ts
// (also in every page's and every email's footer), confirmed by counsel there.
export const SELLER = COMPANY.legalName;
const { street, neighborhood, postalCode } = COMPANY.address;
export const SELLER_ADDRESS = `${street}, ${neighborhood}, ${postalCode} Ciudad de México, Mexico`;

// LAWYER: the provider that sends the order emails (whatever SMTP_URL points at in production),
// and where each processor keeps the data. Operations confirm the provider.
const MAIL_PROVIDER = 'Amazon Web Services (Amazon SES)';

const {
  shipsFrom,
  deliverBy,
  warranty: warrantyTerm,
} = octahedronPromises(labelsFor(productLabels, 'en-US'));
const compensation = percent(LATE_DELIVERY_COMPENSATION, 'en-US');
const planPrice = formatMoney(CUSTOM_ELY_PLAN.priceCents, 'en-US');
const HOURS = 'Monday to Friday from 9:00 to 18:00 (GMT-6)';

export const legalLabels: LegalLabels = {
  tocHeading: 'On this page',
  lastUpdated: 'Version {version}, last updated {date}',
};

export const privacy: LegalCopy = {
  page: {
    eyebrow: 'Privacy notice',
    title: 'How we look after your personal data',
    intro: `${SELLER}, at ${SELLER_ADDRESS}, is responsible for the personal data you give us when you buy, sign in or write to us. This notice says what we collect, why, who else receives it and where, how long we keep it and how you control it.`,
    visual: { src: '/images/illustrations/legal-privacy.svg', alt: '' },
  },
  sections: [
    {
      id: 'data',
      heading: 'What we collect',
      paragraphs: [
        'Only what an order, an account, an invoice or a message needs, and no sensitive data (such as your health, beliefs or biometric data):',
      ],
      items: [
        'Contact: your name, email address and phone number.',
        'Shipping: the address you give at checkout.',
        'Your order: what you bought, the amounts, its status, shipment and refunds.',
        'Payment: PayPal tells us whether you paid, the payer name and email and, for cards, the brand and last digits. We never see or store a full card number.',
        'Invoicing, if you ask for an invoice: your RFC, your name or company name, your tax regime, the postal code of your tax address and the CFDI use.',
        'Your account, if you create one: the email or phone number you sign in with, the orders placed while signed in, the name and phone you keep there, the shipping addresses you choose to save (up to 10, one of them your default, each with the name and phone of who receives it), and the language you want our emails in.',
        'What you write to us through the contact form or by email.',
      ],
    },
    {
      id: 'purposes',
      heading: 'Why we use it',
      paragraphs: [
        'Necessary purposes, without which we cannot sell to you: to take and record your payment, prepare and ship your order, send you its confirmation, receipt and shipping updates, answer your questions and complaints, issue the invoices you ask for and keep the records tax law requires.',
        `Optional purposes: to tell you about new products and research news. We only do this if you ask for it, and you can stop it at any time by replying to any such email or writing to ${CONTACT_EMAIL}. Saying no to an optional purpose never affects your order.`,
        // LAWYER: counsel confirms that one reminder of an unfinished checkout, to the email given
        // for that order, fits this notice's purposes (LFPDPPP) and the 30-day term; the shop
        // sends it only for orders placed since this paragraph was published.
        `Finishing a checkout you started: if you give your email at checkout and do not complete the payment, we may send you one email, once, with a link back to a checkout holding the same cart. We send no other reminder, and you can ignore it. An unfinished checkout, with the contact given for it, is deleted 30 days after it was started.`,
      ],
    },
    {
      id: 'transfers',
      heading: 'Who else receives it',
      paragraphs: [
        `We share your data only with the companies that help us deliver what you bought, and only what each needs: PayPal, which processes payments; Google Firebase, which runs sign-in; ${MAIL_PROVIDER}, which delivers our emails; and the carrier that delivers your parcel. When we issue an invoice, its data goes to the Tax Administration Service (SAT) through the authorised provider that certifies it, as tax law requires. These transfers are needed to fulfil your purchase or required by law, so they do not need your separate consent. We do not sell your data, and we use no advertising trackers.`,
      ],
    },
    {
      id: 'abroad',
      heading: 'Where it is processed',
      paragraphs: [
        // LAWYER: the countries each processor uses, from their contracts.
        `Some of these providers process your data outside Mexico, mainly in the United States: Google Firebase (sign-in), PayPal (payments) and ${MAIL_PROVIDER} (emails). Each is bound by contract to use it only for the service it gives us and to protect it as this notice says.`,
      ],
    },
    {
      id: 'retention',
      heading: 'How long we keep it',
      paragraphs: ['We keep your data only as long as its purpose and the law require:'],
      items: [
        // LAWYER: counsel confirms the term (CFF art. 30) and that the orders' contact is kept
        // with them. ACCOUNTANT: how art. 30 counts it.
        'Orders, payments and invoices, with the contact given for each order (email, name, phone and shipping address): 5 years, the term the Federal Tax Code (Código Fiscal de la Federación, art. 30) sets for accounting records; then we delete them.',
        'Your account: while you keep it. When you delete it (“Delete my account” on your account page), we delete its sign-in data, its name and phone, its saved addresses and its email language at once (you can also edit or delete any of them there); its orders and their contact stay, detached from it, only for the 5 years above.',
        // LAWYER: the term for messages.
        'Your messages: as long as it takes to answer them and settle what you asked; then we delete them, unless they belong to an order’s record.',
      ],
    },
    {
      id: 'storage',
      heading: 'Cookies and what your browser keeps',
      paragraphs: [
        'The site keeps your cart, your language and a checkout address you have started to type in your browser’s own storage, so they survive a reload; they never leave your device until you pay. When you sign in, Firebase keeps your session in your browser. PayPal sets its own cookies when you pay with it. We use no advertising or analytics cookies.',
        'You can clear all of it at any time in your browser’s settings (the site data of synthamour.com), or refuse it by blocking site data for synthamour.com or by browsing in a private window. The site still works, but it forgets your cart, your language and a half-typed address when you leave, and you have to sign in again on each visit.',
      ],
    },
    {
      id: 'rights',
      heading: 'Your rights (ARCO)',
      paragraphs: [
        'You may ask to access the data we hold about you, to rectify it, to cancel it or to object to a use of it, and you may withdraw a consent you gave or limit how we use or share your data.',
        'Signed in, you can exercise two of them yourself on your account page: “Download my data” gives you a file with everything we hold about your account (its details, addresses and email language), its orders and the emails we sent you; “Delete my account” deletes the account at once.',
        `For anything else, write to ${CONTACT_EMAIL}, or bring your request to our office at the address above. Your request must include:`,
      ],
      items: [
        'your name, and an email or address where we can answer you;',
        'a copy of an official ID (voter card, passport or professional licence);',
        'if someone asks on your behalf: their ID and the document that gives them power to represent you (a power of attorney, or a letter you sign before two witnesses);',
        'what you ask for and which data it is about; for a rectification, the correction and what supports it;',
        'anything that helps us find your data, such as an order number.',
      ],
    },
    {
      id: 'answers',
      heading: 'Who answers, and when',
      paragraphs: [
        // LAWYER: the terms below, under the 2025 law and its regulations.
        'Requests are answered by our personal data officer, who handles every privacy request at SynthAmour. If a request is missing something we need, we ask you for it within 5 business days, and you have 10 business days to send it. We answer within 20 business days of receiving a complete request and, when we grant it, act on it within 15 business days after our answer. Answering is free; if you ask for copies, you pay only what sending or reproducing them costs.',
        // LAWYER: the authority since INAI was dissolved (March 2025), and the term to go to it.
        'If we do not answer, or you disagree with our answer, you may ask the Secretaría Anticorrupción y Buen Gobierno, the federal authority for personal data protection since the INAI ceased to exist in 2025, to protect your rights, within the term the law sets.',
      ],
    },
    {
      id: 'changes',
      heading: 'Changes to this notice',
      paragraphs: [
        'When this notice changes, we publish the new version here with its date. If a change affects how we use data you already gave us, we tell you by email first: account holders at their account’s email, and buyers without an account at the email on their orders.',
      ],
    },
  ],
};

export const terms: LegalCopy = {
  page: {
    eyebrow: 'Terms of sale',
    title: 'The terms of every purchase',
    intro: `These terms apply to every purchase at synthamour.com from ${SELLER}, ${SELLER_ADDRESS}. By paying you accept them; please read them before you do. The confirmation email of your order names the version you accepted.`,
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
      id: 'pesos',
      heading: 'Amounts in Mexican pesos',
      paragraphs: [
        // LAWYER: whether the peso amount must be the main price for buyers in Mexico (LFPC art.
        // 7 Bis, Ley Monetaria art. 8), and this wording of the estimate.
        'We charge every order in US dollars. Where a page shows an amount in Mexican pesos, it is an estimate to help you, worked out with the exchange rate and on the date shown beside it; it is not the amount we charge. If you pay with a card or account in pesos, your bank or PayPal converts the dollars at its own exchange rate on the day it processes the charge, and may add its own fees, so your statement may show a different amount.',
      ],
    },
    {
      id: 'presale',
      heading: 'Presale of the ELY Holographic Octahedron',
      paragraphs: [
        // LAWYER: the latest delivery day binds the company (LFPC art. 7); operations confirm it.
        `The Octahedron is sold in presale: you pay now and it ships once manufacturing is qualified, in the order reservations were made, expected from ${shipsFrom}. Every presale unit is delivered by ${deliverBy} at the latest. We email you a delivery estimate before your unit leaves the factory. You may buy up to 3 units per order.`,
        'If we learn that deliveries will be late, we email every presale buyer at once, at the email on their order, with the reason and the new estimate. You may then wait for your unit or cancel your order, as you prefer.',
        // LAWYER: the compensation and the articles it rests on (LFPC arts. 92, 92 Bis, 92 Ter).
        `If your unit has not been delivered by ${deliverBy}, you may cancel your order: we refund everything you paid and also pay you a compensation of ${compensation} of that price, as the Federal Consumer Protection Law provides when a supplier fails to deliver (articles 92, 92 Bis and 92 Ter). Both are paid within 5 business days of your request, to the PayPal account or card you paid with.`,
        'You can also cancel a presale order at any time before it ships, with a full refund.',
      ],
    },
    {
      id: 'subscriptions',
      heading: 'Subscriptions',
      paragraphs: [
        // LAWYER: renewal, charges, cancellation and the code after it (LFPC art. 76 Bis).
        `Custom ELY is a monthly subscription of ${planPrice} a month, taxes included, with no setup fee. It starts on the day you subscribe, when the first month is charged, and renews by itself every month on the same day until you cancel: PayPal charges each month to the account or card you approved, and we email you a receipt for every charge.`,
        'If a monthly charge fails, PayPal tries again; after three failed attempts in a row the subscription is suspended and nothing more is charged. We email you each time, with where to update your payment method.',
        'You can cancel at any time, at no cost and with no notice period: from the link in any of our subscription emails, on your account page under “My subscription”, or in PayPal under your automatic payments. Cancelling stops the next charge; nothing already paid is refunded, and the month already paid stays yours until its end.',
        'Your subscription’s code (SYN- and 8 characters) activates Custom ELY while the subscription is paid. After a cancellation it keeps working until the end of the month already paid, and then no longer activates it; subscribing again gives you a new code.',
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
        `The Octahedron is under warranty for ${warrantyTerm} from the day it is delivered, against defects in materials and manufacturing. Under warranty we repair it or, if it cannot be repaired, replace it or refund it, and we pay every cost of doing so, shipping both ways included.`,
      ],
      links: [{ label: 'The Octahedron’s warranty', page: 'warranty' }],
    },
    {
      id: 'invoices',
      heading: 'Invoices (CFDI)',
      paragraphs: [
        // ACCOUNTANT: every rule of this section (CFDI 4.0 and the SAT's rules for the year).
        'To get an invoice, open your order page (the link in your confirmation email) and press “Request an invoice”. Give your RFC, your name or company name, your tax regime, the postal code of your tax address and the CFDI use exactly as they appear on your Constancia de Situación Fiscal (a company’s name without its legal form, such as “S.A. de C.V.”, as the SAT registers it): we cannot issue an invoice with data that differs from it. We email the invoice, as XML and PDF, to the email on your order.',
        'You can ask for it until the last day of the calendar month in which you paid. After that month the sale is part of our global invoice to the general public, as tax rules require, and we can no longer invoice it to you.',
        'The invoice is in US dollars, the currency you paid in, and states the exchange rate Banco de México published in the Diario Oficial de la Federación the day before your payment.',
        'A presale is invoiced when you pay it, not when it ships, so ask for its invoice within the month you paid. If you then cancel the order or return the product, we issue a credit note (CFDI de egreso) for what we refund and email it to you.',
      ],
    },
    {
      id: 'complaints',
      heading: 'Questions and complaints',
      paragraphs: [
        `Every question, complaint, cancellation, return, warranty claim and privacy request goes to one address: ${CONTACT_EMAIL}. You can also call ${CONTACT_PHONE}, ${HOURS}, or come to our office. We answer every complaint within 5 business days. You may also go to the Federal Consumer Protection Agency (PROFECO), at profeco.gob.mx or 55 5568 8722.`,
      ],
    },
    {
      id: 'law',
      heading: 'The law that applies',
      paragraphs: [
        'These terms are governed by the laws of Mexico, in particular the Federal Consumer Protection Law; nothing in them limits the rights that law gives you. They are published in Spanish and English; if the two ever differ, the Spanish text prevails.',
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
        `Until your order ships you can cancel it for a full refund: press “Request cancellation” on your order page (the link is in your order emails), or write to ${CONTACT_EMAIL} with your order number. We confirm your request by email and answer it within two business days. Presale orders can be cancelled at any time before shipping.`,
      ],
    },
    {
      id: 'revoke',
      heading: 'After delivery: 5 business days to change your mind',
      paragraphs: [
        // LAWYER: what LFPC art. 56 asks of the returned good (good condition, not "unused").
        `As the law provides for purchases made at a distance, you may return a product within 5 business days of its delivery without giving a reason. Tell us at ${CONTACT_EMAIL} within that time, and send it back in good condition, with the accessories it came with. You pay the return shipping and its insurance; we refund the price of the product.`,
      ],
    },
    {
      id: 'warranty-claims',
      heading: 'Something is wrong: warranty',
      paragraphs: [
        `If your Octahedron fails within its ${warrantyTerm} of warranty, write to ${CONTACT_EMAIL} with your order number and what happens. We send you a prepaid label, then repair or replace it, or refund it if neither is possible, at no cost to you.`,
      ],
      links: [{ label: 'The Octahedron’s warranty', page: 'warranty' }],
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

export const warranty: LegalCopy = {
  page: {
    eyebrow: 'Warranty',
    title: `Your Octahedron is under warranty for ${warrantyTerm}`,
    intro: `This is the warranty (póliza de garantía) of the ELY Holographic Octahedron, granted by ${SELLER}, ${SELLER_ADDRESS}. Your order’s confirmation email and the carrier’s delivery record take the place of a stamped and dated certificate: you need nothing else to claim it.`,
    visual: { src: '/images/illustrations/legal-warranty.svg', alt: '' },
  },
  sections: [
    {
      id: 'coverage',
      heading: 'What it covers',
      paragraphs: [
        'Every part and component of the ELY Holographic Octahedron and of the accessories in its box (the USB-C cable and the power adapter), against defects in materials and manufacturing, and the work of fixing them. It covers every unit we sell, wherever we ship it.',
      ],
    },
    {
      id: 'duration',
      heading: 'How long it lasts',
      paragraphs: [
        // LAWYER: LFPC art. 83 (time in repair, repaired parts, replacement).
        `The warranty lasts ${warrantyTerm} from the day your Octahedron is delivered to you, as the carrier’s record shows. The time it spends with us under this warranty does not count: the warranty is extended by that time. A part we replace carries its own new warranty, and a replacement Octahedron a new warranty of ${warrantyTerm}, from the day it reaches you.`,
      ],
    },
    {
      id: 'conditions',
      heading: 'What it asks of you',
      paragraphs: [
        'To claim it you only need your order number, or the email you ordered with. The warranty applies in every case but these:',
      ],
      items: [
        'when the Octahedron has been used in conditions other than normal ones;',
        'when it has not been operated according to the quick-start guide that comes with it;',
        'when it has been altered or repaired by someone we have not authorised.',
      ],
    },
    {
      id: 'claim',
      heading: 'How and where to claim it',
      paragraphs: [
        `Write to ${CONTACT_EMAIL} with your order number and what happens, or call ${CONTACT_PHONE}, ${HOURS}. We answer within 5 business days.`,
        `We send you a prepaid label or collect it from your address, anywhere we ship to. In Mexico City you can also bring it to our office, ${SELLER_ADDRESS}, ${HOURS}.`,
        // LAWYER: the repair term (30 calendar days).
        'We repair it within 30 calendar days of receiving it, and send it back to you insured.',
      ],
    },
    {
      id: 'costs',
      heading: 'What it costs you: nothing',
      paragraphs: [
        // LAWYER: import duties on a warranty return from outside Mexico.
        'We pay every cost of honouring this warranty: parts, work, diagnosis, and the shipping and insurance of your Octahedron both ways, to and from any address we ship to.',
      ],
    },
    {
      id: 'remedies',
      heading: 'If it cannot be repaired',
      paragraphs: [
        // LAWYER: LFPC arts. 82, 92 and 92 Ter.
        `If a defect cannot be repaired, or the same defect comes back after a repair, you choose: a new Octahedron, or your money back. In either case we also pay you the compensation the Federal Consumer Protection Law provides, at least ${compensation} of the price you paid.`,
      ],
    },
    {
      id: 'your-rights',
      heading: 'Your other rights',
      paragraphs: [
        'This warranty adds to the rights the Federal Consumer Protection Law gives you and takes none away, among them your right to return a product within 5 business days of its delivery.',
      ],
      links: [{ label: 'Cancellations, returns and refunds', page: 'returns' }],
    },
  ],
};
