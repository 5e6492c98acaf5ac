import { formatMoney } from '#domain/money';
import type { OrderLocale } from '#domain/order/order';
import { SHOP_TIME_ZONE } from '#domain/shop-calendar';
import { fill } from '#domain/template';
import { LOCALE_SETTINGS } from '#site/locales';
import { localizedRoutes } from '#site/pages';
import { CONTACT_EMAIL } from '#site/site';
import type { ClaimedSubscriptionMail, SubscriptionMailKind } from './store';

/**
 * The subscriber's emails, in the language they subscribed in: the welcome (the activation code,
 * the next billing date, how to cancel), a receipt for each renewal, a failed payment (update the
 * payment method in PayPal), a suspension, a cancellation, an end. Plain text and a simple HTML
 * twin, every visitor-visible word from the copy below.
 */

/** Where a PayPal user manages (updates, cancels) their automatic payments. */
export const PAYPAL_AUTOPAY_URL = 'https://www.paypal.com/myaccount/autopay/';

interface KindCopy {
  subject: string;
  lead: string;
}

interface Copy {
  kinds: Record<SubscriptionMailKind, KindCopy>;
  code: string;
  paymentCode: string;
  price: string;
  amount: string;
  refunded: string;
  paidOn: string;
  nextBilling: string;
  manage: string;
  howToCancel: string;
  updatePayment: string;
  questions: string;
  signature: string;
}

const COPY: Record<OrderLocale, Copy> = {
  en: {
    kinds: {
      'subscription-started': {
        subject: 'Your Custom ELY subscription is active ({code})',
        lead: 'Thank you for subscribing to Custom ELY. Your first month is paid and ELY is yours to shape.',
      },
      'subscription-renewed': {
        subject: 'Receipt: Custom ELY, another month ({code})',
        lead: 'We received this month’s payment for Custom ELY. Thank you.',
      },
      'subscription-payment-failed': {
        subject: 'We could not take your Custom ELY payment ({code})',
        lead: 'PayPal could not take this month’s payment for Custom ELY. PayPal will try again; to keep ELY running, update your payment method in PayPal.',
      },
      'subscription-suspended': {
        subject: 'Your Custom ELY subscription is paused ({code})',
        lead: 'After several failed payments PayPal has paused your Custom ELY subscription. Update your payment method in PayPal to continue.',
      },
      'subscription-cancelled': {
        subject: 'Your Custom ELY subscription is cancelled ({code})',
        lead: 'Your Custom ELY subscription is cancelled: nothing more will be charged. The month you paid for stays yours until it ends.',
      },
      'subscription-expired': {
        subject: 'Your Custom ELY subscription has ended ({code})',
        lead: 'Your Custom ELY subscription has ended: nothing more will be charged.',
      },
      'subscription-refunded': {
        subject: 'Refund of your Custom ELY payment ({code})',
        lead: 'We refunded a payment of your Custom ELY subscription. PayPal returns it to the account or card you paid with; it may take a few days to show.',
      },
    },
    code: 'Subscription code: {code}',
    paymentCode: 'Payment code: {code}',
    price: 'Price: {amount} per month, taxes included',
    amount: 'Amount: {amount}',
    refunded: 'Refunded: {amount}',
    paidOn: 'Paid on: {date}',
    nextBilling: 'Next payment: {date}',
    manage: 'See your subscription, its payments, or cancel it: {url}',
    howToCancel:
      'You can cancel at any time, with no charge, on your subscription’s page (the link above). You can also cancel in PayPal, under Settings → Payments → Manage automatic payments ({url}), or by replying to this email. Cancelling stops the next charge; the month already paid stays yours.',
    updatePayment: 'Update your payment method: {url}',
    questions: 'Questions? Write to {email} and quote your subscription code.',
    signature: 'SynthAmour',
  },
  es: {
    kinds: {
      'subscription-started': {
        subject: 'Tu suscripción a Custom ELY está activa ({code})',
        lead: 'Gracias por suscribirte a Custom ELY. Tu primer mes está pagado y ELY ya es tuyo para personalizar.',
      },
      'subscription-renewed': {
        subject: 'Comprobante: Custom ELY, un mes más ({code})',
        lead: 'Recibimos el pago de este mes de Custom ELY. Gracias.',
      },
      'subscription-payment-failed': {
        subject: 'No pudimos cobrar tu pago de Custom ELY ({code})',
        lead: 'PayPal no pudo cobrar el pago de este mes de Custom ELY. PayPal lo intentará de nuevo; para que ELY siga activo, actualiza tu método de pago en PayPal.',
      },
      'subscription-suspended': {
        subject: 'Tu suscripción a Custom ELY está en pausa ({code})',
        lead: 'Después de varios pagos fallidos, PayPal pausó tu suscripción a Custom ELY. Actualiza tu método de pago en PayPal para continuar.',
      },
      'subscription-cancelled': {
        subject: 'Tu suscripción a Custom ELY está cancelada ({code})',
        lead: 'Tu suscripción a Custom ELY está cancelada: no se hará ningún otro cargo. El mes que ya pagaste sigue activo hasta que termine.',
      },
      'subscription-expired': {
        subject: 'Tu suscripción a Custom ELY terminó ({code})',
        lead: 'Tu suscripción a Custom ELY terminó: no se hará ningún otro cargo.',
      },
      'subscription-refunded': {
        subject: 'Reembolso de tu pago de Custom ELY ({code})',
        lead: 'Reembolsamos un pago de tu suscripción a Custom ELY. PayPal lo devuelve a la cuenta o tarjeta con la que pagaste; puede tardar unos días en verse.',
      },
    },
    code: 'Código de suscripción: {code}',
    paymentCode: 'Código del pago: {code}',
    price: 'Precio: {amount} al mes, impuestos incluidos',
    amount: 'Monto: {amount}',
    refunded: 'Reembolsado: {amount}',
    paidOn: 'Pagado el: {date}',
    nextBilling: 'Próximo pago: {date}',
    manage: 'Consulta tu suscripción y sus pagos, o cancélala: {url}',
    howToCancel:
      'Puedes cancelar cuando quieras, sin costo, en la página de tu suscripción (el enlace de arriba). También puedes cancelar en PayPal, en Configuración → Pagos → Administrar pagos automáticos ({url}), o respondiendo a este correo. Al cancelar se detiene el siguiente cargo; el mes ya pagado sigue siendo tuyo.',
    updatePayment: 'Actualiza tu método de pago: {url}',
    questions: '¿Dudas? Escríbenos a {email} e indica tu código de suscripción.',
    signature: 'SynthAmour',
  },
};

export interface RenderedSubscriptionEmail {
  subject: string;
  text: string;
  html: string;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The subscriber's own page: the account page in their language, the subscription and its token
 * in the fragment (never sent to a server; the page sends the token in a header).
 */
export function subscriptionPageUrl(
  publicUrl: string,
  subscription: Pick<ClaimedSubscriptionMail['subscription'], 'id' | 'manageToken' | 'locale'>,
): string {
  const fragment = new URLSearchParams({
    subscription: subscription.id,
    token: subscription.manageToken,
  });
  return `${publicUrl}${localizedRoutes(subscription.locale).account}#${fragment}`;
}

export function subscriptionEmail(
  mail: Pick<ClaimedSubscriptionMail, 'kind' | 'subscription' | 'payment'> & {
    /** The refund a 'subscription-refunded' email tells of: what PayPal gave back. */
    refund?: { amountCents: number } | null;
  },
  { priceCents, publicUrl }: { priceCents: number; publicUrl: string },
): RenderedSubscriptionEmail {
  const { subscription, payment, kind } = mail;
  const copy = COPY[subscription.locale];
  // Money as every page and email writes it (US$5.00, USD 5.00), days in the company's calendar.
  const locale = LOCALE_SETTINGS[subscription.locale].intl;
  const money = (cents: number) => formatMoney(cents, locale);
  const date = (value: string) =>
    new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: SHOP_TIME_ZONE }).format(
      new Date(value),
    );
  const lines: string[] = [
    copy.kinds[kind].lead,
    '',
    fill(copy.code, { code: subscription.codigo }),
  ];
  if (payment && kind !== 'subscription-started') {
    lines.push(
      fill(copy.paymentCode, { code: payment.codigo }),
      fill(copy.amount, { amount: money(payment.amountCents) }),
      fill(copy.paidOn, { date: date(payment.at) }),
    );
  }
  if (kind === 'subscription-refunded' && mail.refund) {
    lines.push(fill(copy.refunded, { amount: money(mail.refund.amountCents) }));
  }
  if (kind === 'subscription-started') {
    lines.push(fill(copy.price, { amount: money(priceCents) }));
  }
  const billing = subscription.status === 'active' || kind === 'subscription-payment-failed';
  if (billing && subscription.nextBillingAt && kind !== 'subscription-cancelled') {
    lines.push(fill(copy.nextBilling, { date: date(subscription.nextBillingAt) }));
  }
  lines.push('');
  if (kind === 'subscription-payment-failed' || kind === 'subscription-suspended') {
    lines.push(fill(copy.updatePayment, { url: PAYPAL_AUTOPAY_URL }), '');
  }
  if (
    kind === 'subscription-started' ||
    kind === 'subscription-renewed' ||
    kind === 'subscription-refunded'
  ) {
    lines.push(
      fill(copy.manage, { url: subscriptionPageUrl(publicUrl, subscription) }),
      '',
      fill(copy.howToCancel, { url: PAYPAL_AUTOPAY_URL }),
      '',
    );
  }
  lines.push(fill(copy.questions, { email: CONTACT_EMAIL }), '', copy.signature);
  const text = lines.join('\n');
  const html = `<!doctype html><html lang="${subscription.locale}"><body style="font-family:system-ui,sans-serif;line-height:1.5">${lines
    .map((line) => (line === '' ? '' : `<p style="margin:0 0 8px">${escapeHtml(line)}</p>`))
    .join('')}</body></html>`;
  return { subject: fill(copy.kinds[kind].subject, { code: subscription.codigo }), text, html };
}
