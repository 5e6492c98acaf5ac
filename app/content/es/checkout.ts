/** La página de pago (ver en/checkout.ts). */
import type { CheckoutCopy } from '../en/checkout';

export const checkout: CheckoutCopy = {
  page: {
    eyebrow: 'Finalizar compra',
    title: 'Completa tu pedido',
    intro:
      'Revisa tu carrito, agrega tus datos de envío y paga de forma segura. Te enviaremos por correo la confirmación y una fecha estimada de entrega en cuanto hagas tu pedido.',
    visual: { src: '/images/illustrations/checkout.svg', alt: '' },
  },
  messages: {
    createFailed: 'Hubo un error al crear el pedido ❌',
    captureFailed: 'Hubo un error al cobrar el pago ❌',
    paymentError: 'Hubo un error en el pago ❌',
    sdkLoadFailed: 'Error al cargar PayPal: revisa tu conexión o el client-id',
    completed: 'Pago completado ✅',
    addressIncomplete: 'Completa la dirección de envío antes de pagar.',
    contactIncomplete: 'Revisa tus datos de contacto antes de pagar.',
    declined:
      'Tu tarjeta o tu cuenta de PayPal fue rechazada. Prueba con otra tarjeta u otra cuenta de PayPal.',
    cartChanged:
      'Tu carrito cambió mientras pagabas, así que no se cobró nada. Revísalo y vuelve a pagar.',
    soldOut:
      'Lo sentimos, {title} se agotó mientras estaba en tu carrito, así que no se cobró nada. Quítalo o pide menos unidades y vuelve a pagar.',
    payAgain:
      'Este pago fue rechazado y no se cobró nada. Vuelve a pagar con otra tarjeta u otra cuenta de PayPal.',
    confirming:
      'Estamos confirmando tu pago con PayPal. No vuelvas a pagar: tu comprobante llegará por correo en cuanto PayPal lo confirme.',
    cancelled: 'Pago cancelado. Tu carrito te espera cuando estés listo.',
    subscriptionCode: 'Tu código de suscripción a ELY es {code}.',
    orderNumber: 'Número de pedido {orderNumber}.',
    receiptSentTo: 'Tu comprobante va en camino a {email}.',
    viewReceipt: 'Ver tu comprobante',
    reviewing:
      'PayPal está revisando este pago. Tu pedido está hecho y se confirma en cuanto termine la revisión.',
  },
  summaryHeading: 'Resumen del pedido',
  quantityLabel: 'Cant.',
  totalLabel: 'Total',
  subtotalLabel: 'Subtotal',
  shippingLabel: 'Envío',
  shippingFree: 'Gratis',
  taxesIncluded: 'Los precios incluyen impuestos.',
  shippingNote: 'Envío asegurado gratis. Las unidades en preventa se envían en orden de reserva.',
  emptyHeading: 'Tu carrito está vacío',
  emptyBody: 'Agrega el ELY Holographic Octahedron o explora nuestros planes y vuelve para pagar.',
  emptyCta: 'Ver productos',
  addressHeading: 'Dirección de envío',
  addressIntro: '¿A dónde enviamos tu Octahedron?',
  paymentHeading: 'Pago',
  paymentIntro:
    'Paga con tu cuenta de PayPal o con cualquier tarjeta. Confirmarás el monto antes de que se cobre nada.',
  loadingPayments: 'Cargando opciones de pago seguro…',
  testModeBanner:
    'Modo de prueba: los pagos van a un simulador local de PayPal. No se mueve dinero real y no se envía nada.',
  secureNote: 'PayPal procesa los pagos. Nunca vemos ni guardamos el número de tu tarjeta.',
  consent: 'Al pagar aceptas los {terms} y el {privacy}.',
  consentLinks: { terms: 'Términos de venta', privacy: 'Aviso de privacidad' },
  contact: {
    heading: 'Contacto',
    intro: 'A dónde enviamos tu comprobante y avisos, y a quién llama la paquetería.',
    labels: { email: 'Correo electrónico', name: 'Nombre completo', phone: 'Teléfono' },
    optional: '(opcional)',
    phoneHint: 'Con la clave del país fuera de México, por ejemplo +1 415 555 2671.',
    privacy: 'Usamos estos datos solo para procesar, entregar y avisarte de este pedido. {privacy}',
    privacyLink: 'Aviso de privacidad',
    problems: {
      emailRequired: 'Escribe tu correo: ahí llega tu comprobante.',
      emailInvalid: 'Escribe un correo como nombre@ejemplo.com.',
      nameRequired: 'Escribe el nombre completo de quien recibe el paquete.',
      nameInvalid:
        'El nombre tiene caracteres que cambian cómo se muestra el texto (marcas de dirección o separadores de línea). Escríbelo de nuevo.',
      phoneRequired: 'Escribe un teléfono al que pueda llamar la paquetería.',
      phoneInvalid: 'Escribe un teléfono válido, con la clave del país fuera de México.',
      phoneExtension:
        'Escribe un número directo, sin extensión: la paquetería llama o envía mensajes a ese número.',
    },
  },
  addressLabels: {
    street: 'Calle y número',
    city: 'Ciudad',
    state: 'Estado o provincia',
    zip: 'Código postal',
    country: 'País',
  },
};
