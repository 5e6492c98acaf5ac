/**
 * "Find my order" (/find-order): a buyer who lost the order email gives the email they ordered
 * with and the order number, and the order page's link goes to that address. The page says the
 * same whether or not they match an order (it must not tell anyone whose orders exist).
 */
import type { FindOrderProblem } from '#domain/find-order';
import type { PageIntro } from '../shared';

export interface FindOrderCopy {
  readonly page: PageIntro;
  /** The form's accessible name. */
  readonly formLabel: string;
  readonly fields: { readonly email: string; readonly orderNumber: string };
  /** Under the order number's field: where to find it and how it looks. */
  readonly orderNumberHint: string;
  readonly problems: Readonly<Record<FindOrderProblem, string>>;
  readonly submit: string;
  readonly sending: string;
  /** After a request went through: the same words whether or not an order matched. */
  readonly done: { readonly title: string; readonly body: string; readonly again: string };
  /** 429: too many requests for this address or from this connection. */
  readonly rateLimited: string;
  readonly failed: string;
  /** Beside the form: what the page does with the address, and where else to look. */
  readonly privacyNote: string;
  /** '{email}': the contact address, for a buyer who cannot find the number either. */
  readonly noNumber: string;
}

export const findOrder: FindOrderCopy = {
  page: {
    eyebrow: 'Your order',
    title: 'Find my order',
    intro:
      'Lost your order email? Give the email address you ordered with and the order number, and we will email you the link to your order page.',
  },
  formLabel: 'Find my order',
  fields: { email: 'Email', orderNumber: 'Order number' },
  orderNumberHint:
    'ELY- and 6 letters and digits, such as ELY‑7K3M9Q: it is in the subject of every email about your order.',
  problems: {
    emailRequired: 'Enter the email address you ordered with.',
    emailInvalid: 'Enter an email address such as name@example.com.',
    orderNumberRequired: 'Enter the order number.',
    orderNumberInvalid:
      'An order number is ELY- and 6 letters and digits, such as ELY-7K3M9Q. Check it in your order email.',
  },
  submit: 'Email me the link',
  sending: 'Sending…',
  done: {
    title: 'Check your inbox',
    body: 'If the email address and the order number match an order, we have sent the link to its order page to that address. It can take a few minutes to arrive; check your spam folder too.',
    again: 'Look up another order',
  },
  rateLimited:
    'You have asked for order links too many times. For your security, please wait an hour and try again, or write to us.',
  failed: 'We could not send your request. Check your connection and try again.',
  privacyNote:
    'We send the link only to the email address on the order, never to another one, and this page never says whether an order exists.',
  noNumber:
    'Cannot find the order number either? Write to {email} from the address you ordered with.',
};
