/** La página de pago (ver en/checkout.ts). */
import type { CheckoutCopy } from '../en/checkout';
import { SELLER } from '../en/legal';
import { SELLER_ADDRESS } from './legal';

export const checkout: CheckoutCopy = {
  page: {
    eyebrow: 'Finalizar compra',
    title: 'Completa tu pedido',
    intro:
      'Revisa tu carrito, agrega tus datos de envío y paga de forma segura. Te enviamos por correo la confirmación en cuanto haces tu pedido y, para una unidad en preventa, una fecha estimada de entrega antes de que salga de la fábrica.',
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
    subscriptionOpens: 'Las suscripciones a Custom ELY abren el {date}.',
    subscriptionNextPayment: 'Tu próximo pago es el {date}.',
    orderNumber: 'Número de pedido {orderNumber}.',
    receiptSentTo: 'Tu comprobante va en camino a {email}.',
    viewReceipt: 'Ver tu comprobante',
    bought: 'Pediste {items}.',
    shipsTo: 'Se envía a {address}.',
    reviewing:
      'PayPal está revisando este pago. Tu pedido está hecho y se confirma en cuanto termine la revisión.',
  },
  summaryHeading: 'Resumen del pedido',
  summaryShow: 'Ver artículos',
  summaryHide: 'Ocultar artículos',
  quantityLabel: 'Cant.',
  totalLabel: 'Total',
  subtotalLabel: 'Subtotal',
  shippingLabel: 'Envío',
  shippingFree: 'Gratis',
  taxIncluded: 'IVA incluido ({rate})',
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
    shipping: {
      phoneHint:
        'Los números del país de envío no necesitan clave; los demás empiezan con +, por ejemplo +1 415 555 2671.',
      phoneInvalid: 'Escribe un teléfono válido, con la clave del país si no es del país de envío.',
    },
    privacy: `${SELLER}, con domicilio en ${SELLER_ADDRESS}, es responsable de estos datos y los usa solo para procesar, entregar y avisarte de este pedido. {privacy}`,
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
    country: 'País',
    street: 'Calle y número',
    line2: 'Colonia, interior, referencias',
    city: 'Ciudad',
    state: 'Estado o provincia',
    zip: 'Código postal',
  },
  address: {
    optional: '(opcional)',
    line2Hint:
      'Tu colonia y lo que ayude a la paquetería a encontrarte: número interior, entre calles.',
    filledFromSaved: 'Elegimos tu dirección predeterminada. Elige otra o una dirección nueva.',
    keepAddress: 'Guardar esta dirección en mi cuenta para mi próximo pedido',
    savedChoice: {
      legend: 'Enviar a',
      defaultTag: 'Predeterminada',
      newAddress: 'Una dirección nueva',
    },
    chooseCountry: 'Elige un país',
    chooseState: 'Elige uno',
    problems: {
      countryRequired: 'Elige el país de envío.',
      countryNotShipped: 'No enviamos a este país. Elige otro, por favor.',
      streetRequired: 'Escribe la calle y el número.',
      cityRequired: 'Escribe la ciudad.',
      stateRequired: 'Escribe el estado o la provincia.',
      stateChoose: 'Elige el estado o la provincia.',
      stateNotInList: 'Elige el estado o la provincia de la lista.',
      zipRequired: 'Escribe el código postal.',
    },
    zipInvalid: {
      MX: 'El código postal en México tiene 5 dígitos, como 06700.',
      US: 'Escribe un código ZIP como 78701 o 78701-1234.',
      CA: 'Escribe un código postal como K1A 0B1.',
      ES: 'El código postal en España tiene 5 dígitos, como 28013.',
    },
  },
};
