import type { PaymentMethodWords, PaymentStatus } from '#domain/order/payment';
import type { Locale } from '#site/locales';
import { COMPANY } from '#site/site';

/**
 * The words of the order emails in each language, kept apart from their layout (templates/) as
 * the pages' copy is (app/content/). An order's emails speak the language it was placed in.
 * Amounts and dates arrive formatted; nothing here computes.
 */

export interface EmailWords {
  subject: string;
  /** The line mail apps show beside the subject. */
  preview: string;
  headline: string;
  paragraphs: string[];
}

/** A message about one order: its number, and the amount it is about, formatted. */
type OrderMessage = (orderNumber: string, amount: string) => EmailWords;

export interface EmailCopy {
  brand: { name: string; tagline: string };
  labels: {
    orderNumber: string;
    placedOn: string;
    payment: string;
    items: string;
    quantity: (quantity: number) => string;
    subtotal: string;
    shipping: string;
    shippingFree: string;
    total: string;
    /** The IVA line, for an address in Mexico: its rate, formatted ('16%'). */
    taxIncluded: (rate: string) => string;
    taxesIncluded: string;
    refunded: string;
    netPaid: string;
    /** How the buyer paid: its label, and the method in words (domain/order/payment.ts). */
    paidWith: string;
    paymentMethod: PaymentMethodWords;
    shipTo: string;
    subscriptionCode: string;
    carrier: string;
    trackingNumber: string;
    viewReceipt: string;
    trackPackage: string;
    receiptLinkNote: string;
    questions: (contactEmail: string) => string;
    /** Who sells, as the law names it: legal name, RFC and address (site/site.ts, COMPANY). */
    footer: string;
    whyYouGetThis: string;
    /** The line before "Find my order"'s address, in every email: for a buyer who loses one. */
    findOrder: string;
    /** The confirmation's line on the terms the buyer accepted by paying: their version and day. */
    termsAccepted: (version: string, date: string) => string;
  };
  /** How the email names the state of the payment. */
  paymentStatusLabels: Record<PaymentStatus, string>;
  confirmation: {
    paid: OrderMessage;
    reviewing: OrderMessage;
    /** What happens next, by what was bought. */
    nextForShippedGoods: readonly string[];
    nextForSubscription: (code: string) => string[];
  };
  status: { completed: OrderMessage; denied: OrderMessage };
  refund: {
    partial: (orderNumber: string, amount: string | null) => EmailWords;
    full: OrderMessage;
  };
  shipped: (orderNumber: string, shippedOn: string) => EmailWords;
  /** The order page's link again, asked for at "Find my order". */
  orderLink: (orderNumber: string) => EmailWords;
  /** The link back to a checkout the buyer started and did not pay (sent once, by an operator). */
  checkoutRecovery: {
    words: (total: string) => EmailWords;
    button: string;
    /** Why this email, and that no other follows. */
    why: string;
  };
  /** The factura the buyer asked for is ready: its UUID (folio fiscal) from the SAT's stamp. */
  invoice: (orderNumber: string, uuid: string | null) => EmailWords;
  /** The buyer's cancellation request, received (the operator decides next). */
  cancellationRequested: (orderNumber: string) => EmailWords;
  /** The operator declined the buyer's cancellation request: their reason, as written. */
  cancellationDeclined: (orderNumber: string, reason: string) => EmailWords;
}

const { street, neighborhood, postalCode } = COMPANY.address;
/** The seller's line at the foot of every email, in a language's words for the city. */
const companyLine = (city: string) =>
  `${COMPANY.legalName} · RFC ${COMPANY.rfc} · ${street}, ${neighborhood}, ${postalCode} ${city}`;

const en: EmailCopy = {
  brand: { name: 'SynthAmour', tagline: 'ELY, the holographic AI companion' },
  labels: {
    orderNumber: 'Order number',
    placedOn: 'Placed on',
    payment: 'Payment',
    items: 'Your order',
    quantity: (quantity) => `× ${quantity}`,
    subtotal: 'Subtotal',
    shipping: 'Shipping',
    shippingFree: 'Free',
    total: 'Total',
    taxIncluded: (rate) => `IVA included (${rate})`,
    taxesIncluded: 'Prices include taxes.',
    refunded: 'Refunded',
    netPaid: 'Net paid',
    paidWith: 'Paid with',
    paymentMethod: {
      paypal: 'PayPal account',
      card: '{brand} ending in {digits}',
      cardNoDigits: '{brand} card',
      cardUnknown: 'Card',
    },
    shipTo: 'Shipping to',
    subscriptionCode: 'Subscription code',
    carrier: 'Carrier',
    trackingNumber: 'Tracking number',
    viewReceipt: 'View your receipt',
    trackPackage: 'Track your package',
    receiptLinkNote:
      'Your receipt link is private: anyone with it can see this order, so share it only with people you trust.',
    questions: (contactEmail) =>
      `Questions about your order? Reply to this email or write to ${contactEmail}, Monday to Friday, 9:00 to 18:00 GMT-6.`,
    footer: companyLine('Mexico City, Mexico'),
    whyYouGetThis: 'You receive this email because you placed an order at synthamour.com.',
    findOrder: 'Lost an order email? Ask for your order’s link again at',
    termsAccepted: (version, date) =>
      `By paying you accepted our Terms of sale, version ${version} of ${date}. Keep this email as your record; you can read them at`,
  },
  paymentStatusLabels: {
    COMPLETED: 'Paid',
    PENDING: 'Paid, under review by PayPal',
    DENIED: 'Not approved by PayPal',
    PARTIALLY_REFUNDED: 'Partly refunded',
    REFUNDED: 'Refunded',
  },
  confirmation: {
    paid: (orderNumber, total) => ({
      subject: `Order confirmed: ${orderNumber}`,
      preview: `Thank you for your order. We have received your payment of ${total}.`,
      headline: 'Thank you for your order',
      paragraphs: [`We have received your payment of ${total}. Your receipt is below.`],
    }),
    reviewing: (orderNumber, total) => ({
      subject: `Order received, payment under review: ${orderNumber}`,
      preview: `PayPal is reviewing your payment of ${total}. There is nothing else you need to do.`,
      headline: 'Thank you for your order',
      paragraphs: [
        `Your payment of ${total} is with PayPal, which is reviewing it. There is nothing else you need to do: we will email you as soon as the review ends.`,
      ],
    }),
    nextForShippedGoods: [
      'Presale units ship in order of reservation once manufacturing qualification is complete. We will email you a delivery estimate before your unit leaves the factory, and the tracking details when it ships.',
      'Your Octahedron includes ELY free for 1 year, starting on the day you activate it.',
    ],
    nextForSubscription: (code) => [
      `Your ELY subscription code is ${code}. Keep it: it identifies your subscription whenever you contact us.`,
    ],
  },
  status: {
    completed: (orderNumber, total) => ({
      subject: `Payment confirmed: ${orderNumber}`,
      preview: `PayPal has finished its review: your payment of ${total} is confirmed.`,
      headline: 'Your payment is confirmed',
      paragraphs: [
        `PayPal has finished reviewing your payment of ${total} for order ${orderNumber}. Your order is confirmed.`,
      ],
    }),
    denied: (orderNumber, total) => ({
      subject: `Payment not approved: ${orderNumber}`,
      preview: `PayPal did not approve your payment of ${total}. The order is cancelled.`,
      headline: 'PayPal did not approve your payment',
      paragraphs: [
        `After its review, PayPal did not approve your payment of ${total} for order ${orderNumber}, so the order is cancelled. PayPal returns the money to you; depending on your bank, it can take a few business days to show.`,
        'If you would still like your order, you are welcome to place it again, or write to us and we will help.',
      ],
    }),
  },
  refund: {
    partial: (orderNumber, amount) => ({
      subject: `Refund issued: ${orderNumber}`,
      preview: amount
        ? `We have refunded ${amount} of order ${orderNumber}.`
        : `We have refunded part of order ${orderNumber}.`,
      headline: 'We have refunded part of your order',
      paragraphs: [
        `${amount ? `We have refunded ${amount}` : 'We have refunded part of your payment'} to the PayPal account or card you paid with. It can take a few business days to show on your statement.`,
      ],
    }),
    full: (orderNumber, amount) => ({
      subject: `Order refunded: ${orderNumber}`,
      preview: `We have refunded order ${orderNumber} in full.`,
      headline: 'Your order has been refunded',
      paragraphs: [
        `We have refunded order ${orderNumber} in full (${amount}) to the PayPal account or card you paid with. It can take a few business days to show on your statement.`,
      ],
    }),
  },
  shipped: (orderNumber, shippedOn) => ({
    subject: `Your order is on its way: ${orderNumber}`,
    preview: `Your order ${orderNumber} shipped on ${shippedOn}.`,
    headline: 'Your order is on its way',
    paragraphs: [`Your order left us on ${shippedOn}. Here is how to follow it.`],
  }),
  orderLink: (orderNumber) => ({
    subject: `The link to your order ${orderNumber}`,
    preview: `Here is the link to your order ${orderNumber}, as you asked.`,
    headline: 'The link to your order',
    paragraphs: [
      `Someone asked at synthamour.com for the link to order ${orderNumber}, giving this email address. Here it is: the button below opens your order page.`,
      'If it was not you, you need do nothing: we send the link only to this address, and your order is unchanged.',
    ],
  }),
  checkoutRecovery: {
    words: (total) => ({
      subject: 'Your SynthAmour cart is waiting',
      preview: `You started a checkout of ${total} and did not finish it. Your cart is kept for you.`,
      headline: 'Your cart is waiting',
      paragraphs: [
        `You started a checkout at synthamour.com for ${total} and did not finish paying. Nothing was charged. If you still want it, the button below opens a fresh checkout with the same cart, at today’s prices.`,
      ],
    }),
    button: 'Return to your checkout',
    why: 'You receive this email, once, because you gave this address at a checkout you did not finish. We will not send you another reminder; the unfinished checkout is deleted 30 days after you started it.',
  },
  invoice: (orderNumber, uuid) => ({
    subject: `Your invoice (factura) for order ${orderNumber}`,
    preview: `The CFDI invoice you asked for, for order ${orderNumber}, is ready.`,
    headline: 'Your invoice is ready',
    paragraphs: [
      `The CFDI invoice (factura) you asked for, for order ${orderNumber}, has been issued${uuid ? ` with the folio fiscal (UUID) ${uuid}` : ''}.`,
      'Its PDF and its XML are on your order page: the button below opens it.',
    ],
  }),
  cancellationRequested: (orderNumber) => ({
    subject: `We received your cancellation request: ${orderNumber}`,
    preview: `You asked us to cancel order ${orderNumber}.`,
    headline: 'We received your cancellation request',
    paragraphs: [
      `You asked us to cancel order ${orderNumber} before it ships. We will look at it within two business days and write to you either way.`,
      'If we approve it, we refund the whole order to the PayPal account or card you paid with, and nothing is shipped. Until then your order stays as it is.',
    ],
  }),
  cancellationDeclined: (orderNumber, reason) => ({
    subject: `About your cancellation request: ${orderNumber}`,
    preview: `We could not cancel order ${orderNumber}.`,
    headline: 'We could not cancel your order',
    paragraphs: [
      `We looked at your request to cancel order ${orderNumber} and could not approve it. The reason:`,
      reason,
      'Your order goes ahead as placed. If you have a question, reply to this email.',
    ],
  }),
};

const es: EmailCopy = {
  brand: { name: 'SynthAmour', tagline: 'ELY, el compañero holográfico con IA' },
  labels: {
    orderNumber: 'Número de pedido',
    placedOn: 'Fecha del pedido',
    payment: 'Pago',
    items: 'Tu pedido',
    quantity: (quantity) => `× ${quantity}`,
    subtotal: 'Subtotal',
    shipping: 'Envío',
    shippingFree: 'Gratis',
    total: 'Total',
    taxIncluded: (rate) => `IVA incluido (${rate})`,
    taxesIncluded: 'Los precios incluyen impuestos.',
    refunded: 'Reembolsado',
    netPaid: 'Neto pagado',
    paidWith: 'Pagado con',
    paymentMethod: {
      paypal: 'Cuenta de PayPal',
      card: '{brand} terminada en {digits}',
      cardNoDigits: 'Tarjeta {brand}',
      cardUnknown: 'Tarjeta',
    },
    shipTo: 'Enviar a',
    subscriptionCode: 'Código de suscripción',
    carrier: 'Paquetería',
    trackingNumber: 'Número de rastreo',
    viewReceipt: 'Ver tu comprobante',
    trackPackage: 'Rastrear tu paquete',
    receiptLinkNote:
      'El enlace a tu comprobante es privado: quien lo tenga puede ver este pedido, así que compártelo solo con personas de tu confianza.',
    questions: (contactEmail) =>
      `¿Dudas sobre tu pedido? Responde a este correo o escribe a ${contactEmail}, de lunes a viernes, de 9:00 a 18:00 (GMT-6).`,
    footer: companyLine('Ciudad de México, México'),
    whyYouGetThis: 'Recibes este correo porque hiciste un pedido en synthamour.com.',
    findOrder: '¿Perdiste el correo de un pedido? Pide de nuevo el enlace a tu pedido en',
    termsAccepted: (version, date) =>
      `Al pagar aceptaste nuestros Términos de venta, versión ${version} del ${date}. Guarda este correo como constancia; puedes leerlos en`,
  },
  paymentStatusLabels: {
    COMPLETED: 'Pagado',
    PENDING: 'Pagado, en revisión por PayPal',
    DENIED: 'PayPal no lo aprobó',
    PARTIALLY_REFUNDED: 'Reembolsado en parte',
    REFUNDED: 'Reembolsado',
  },
  confirmation: {
    paid: (orderNumber, total) => ({
      subject: `Pedido confirmado: ${orderNumber}`,
      preview: `Gracias por tu pedido. Recibimos tu pago de ${total}.`,
      headline: 'Gracias por tu pedido',
      paragraphs: [`Recibimos tu pago de ${total}. Abajo está tu comprobante.`],
    }),
    reviewing: (orderNumber, total) => ({
      subject: `Pedido recibido, pago en revisión: ${orderNumber}`,
      preview: `PayPal está revisando tu pago de ${total}. No tienes que hacer nada más.`,
      headline: 'Gracias por tu pedido',
      paragraphs: [
        `Tu pago de ${total} está con PayPal, que lo está revisando. No tienes que hacer nada más: te escribiremos en cuanto termine la revisión.`,
      ],
    }),
    nextForShippedGoods: [
      'Las unidades en preventa se envían en orden de reserva en cuanto termine la calificación de manufactura. Te enviaremos una fecha estimada de entrega antes de que tu unidad salga de la fábrica, y los datos de rastreo cuando se envíe.',
      'Tu Octahedron incluye ELY gratis durante 1 año, a partir del día en que lo actives.',
    ],
    nextForSubscription: (code) => [
      `Tu código de suscripción a ELY es ${code}. Guárdalo: identifica tu suscripción siempre que nos escribas.`,
    ],
  },
  status: {
    completed: (orderNumber, total) => ({
      subject: `Pago confirmado: ${orderNumber}`,
      preview: `PayPal terminó su revisión: tu pago de ${total} está confirmado.`,
      headline: 'Tu pago está confirmado',
      paragraphs: [
        `PayPal terminó de revisar tu pago de ${total} del pedido ${orderNumber}. Tu pedido está confirmado.`,
      ],
    }),
    denied: (orderNumber, total) => ({
      subject: `Pago no aprobado: ${orderNumber}`,
      preview: `PayPal no aprobó tu pago de ${total}. El pedido se canceló.`,
      headline: 'PayPal no aprobó tu pago',
      paragraphs: [
        `Tras su revisión, PayPal no aprobó tu pago de ${total} del pedido ${orderNumber}, así que el pedido se canceló. PayPal te devuelve el dinero; según tu banco, puede tardar unos días hábiles en verse.`,
        'Si aún quieres tu pedido, puedes hacerlo de nuevo, o escríbenos y te ayudamos.',
      ],
    }),
  },
  refund: {
    partial: (orderNumber, amount) => ({
      subject: `Reembolso emitido: ${orderNumber}`,
      preview: amount
        ? `Te reembolsamos ${amount} del pedido ${orderNumber}.`
        : `Te reembolsamos parte del pedido ${orderNumber}.`,
      headline: 'Te reembolsamos parte de tu pedido',
      paragraphs: [
        `${amount ? `Te reembolsamos ${amount}` : 'Te reembolsamos parte de tu pago'} a la cuenta de PayPal o la tarjeta con que pagaste. Puede tardar unos días hábiles en verse en tu estado de cuenta.`,
      ],
    }),
    full: (orderNumber, amount) => ({
      subject: `Pedido reembolsado: ${orderNumber}`,
      preview: `Te reembolsamos el pedido ${orderNumber} completo.`,
      headline: 'Tu pedido fue reembolsado',
      paragraphs: [
        `Te reembolsamos el pedido ${orderNumber} completo (${amount}) a la cuenta de PayPal o la tarjeta con que pagaste. Puede tardar unos días hábiles en verse en tu estado de cuenta.`,
      ],
    }),
  },
  shipped: (orderNumber, shippedOn) => ({
    subject: `Tu pedido va en camino: ${orderNumber}`,
    preview: `Tu pedido ${orderNumber} se envió el ${shippedOn}.`,
    headline: 'Tu pedido va en camino',
    paragraphs: [`Tu pedido salió el ${shippedOn}. Así puedes seguirlo.`],
  }),
  orderLink: (orderNumber) => ({
    subject: `El enlace a tu pedido ${orderNumber}`,
    preview: `Aquí está el enlace a tu pedido ${orderNumber}, como lo pediste.`,
    headline: 'El enlace a tu pedido',
    paragraphs: [
      `Alguien pidió en synthamour.com el enlace al pedido ${orderNumber} con este correo. Aquí está: el botón de abajo abre la página de tu pedido.`,
      'Si no fuiste tú, no tienes que hacer nada: solo enviamos el enlace a este correo, y tu pedido sigue igual.',
    ],
  }),
  checkoutRecovery: {
    words: (total) => ({
      subject: 'Tu carrito de SynthAmour te espera',
      preview: `Empezaste una compra de ${total} y no la terminaste. Guardamos tu carrito.`,
      headline: 'Tu carrito te espera',
      paragraphs: [
        `Empezaste una compra en synthamour.com por ${total} y no terminaste de pagar. No se te cobró nada. Si aún la quieres, el botón de abajo abre una compra nueva con el mismo carrito, a los precios de hoy.`,
      ],
    }),
    button: 'Volver a tu compra',
    why: 'Recibes este correo, una sola vez, porque diste esta dirección en una compra que no terminaste. No te enviaremos otro recordatorio; la compra sin terminar se borra 30 días después de iniciada.',
  },
  invoice: (orderNumber, uuid) => ({
    subject: `Tu factura del pedido ${orderNumber}`,
    preview: `La factura (CFDI) que pediste del pedido ${orderNumber} está lista.`,
    headline: 'Tu factura está lista',
    paragraphs: [
      `Ya emitimos la factura (CFDI) que pediste del pedido ${orderNumber}${uuid ? `, con el folio fiscal (UUID) ${uuid}` : ''}.`,
      'El PDF y el XML están en la página de tu pedido: el botón de abajo la abre.',
    ],
  }),
  cancellationRequested: (orderNumber) => ({
    subject: `Recibimos tu solicitud de cancelación: ${orderNumber}`,
    preview: `Nos pediste cancelar el pedido ${orderNumber}.`,
    headline: 'Recibimos tu solicitud de cancelación',
    paragraphs: [
      `Nos pediste cancelar el pedido ${orderNumber} antes de su envío. La revisaremos en un máximo de dos días hábiles y te escribiremos en cualquier caso.`,
      'Si la aprobamos, te reembolsamos el pedido completo a la cuenta de PayPal o la tarjeta con que pagaste, y no se envía nada. Mientras tanto tu pedido sigue igual.',
    ],
  }),
  cancellationDeclined: (orderNumber, reason) => ({
    subject: `Sobre tu solicitud de cancelación: ${orderNumber}`,
    preview: `No pudimos cancelar el pedido ${orderNumber}.`,
    headline: 'No pudimos cancelar tu pedido',
    paragraphs: [
      `Revisamos tu solicitud para cancelar el pedido ${orderNumber} y no pudimos aprobarla. El motivo:`,
      reason,
      'Tu pedido sigue adelante tal como lo hiciste. Si tienes alguna pregunta, responde a este correo.',
    ],
  }),
};

export const EMAIL_COPY: Readonly<Record<Locale, EmailCopy>> = { en, es };
