/** Lo que quien compra ve de sus pedidos: la página del pedido y "Mis pedidos" (ver en/orders.ts). */
import type { OrdersCopy } from '../en/orders';
import { invoice } from './invoice';
import { orderCancellation } from './order-cancellation';

export const orders: OrdersCopy = {
  invoice,
  cancellation: orderCancellation,
  statusLabels: {
    COMPLETED: 'Pagado',
    PENDING: 'PayPal está revisando el pago',
    DENIED: 'PayPal no lo aprobó',
    PARTIALLY_REFUNDED: 'Reembolsado en parte',
    REFUNDED: 'Reembolsado',
  },
  shipped: 'Enviado',
  receipt: {
    eyebrow: 'Comprobante',
    title: 'Gracias por tu pedido',
    titleFor: {
      PENDING: 'Tu pedido está hecho',
      DENIED: 'PayPal no aprobó este pago',
      REFUNDED: 'Este pedido se reembolsó',
    },
    titlePreparing: 'Estamos preparando tu pedido',
    titleShipped: 'Tu pedido va en camino',
    titleDelivered: 'Tu pedido fue entregado',
    progress: {
      label: 'Avance del pedido',
      steps: {
        paid: 'Pagado',
        preparing: 'En preparación',
        shipped: 'Enviado',
        delivered: 'Entregado',
      },
      reviewing: 'Pago en revisión',
      done: '(listo)',
      shippedWith: 'Con {carrier} el {date}',
    },
    loading: 'Cargando tu comprobante…',
    orderNumber: 'Número de pedido',
    placedOn: 'Fecha del pedido',
    payment: 'Pago',
    itemsHeading: 'Lo que pediste',
    quantity: 'Cantidad: {quantity}',
    each: 'c/u',
    total: 'Total',
    refunded: 'Reembolsado',
    subtotal: 'Subtotal',
    shipping: 'Envío',
    shippingFree: 'Gratis',
    taxIncluded: 'IVA incluido ({rate})',
    taxesIncluded: 'Los precios incluyen impuestos.',
    netPaid: 'Neto pagado',
    shippingHeading: 'Enviar a',
    emailHeading: 'Correo',
    emailNote: 'Tu confirmación y cualquier novedad de este pedido llegan a esta dirección.',
    noEmail:
      'No tenemos un correo para este pedido (la tarjeta no dio uno y no habías iniciado sesión), así que no pudimos enviarte este comprobante. Guarda la dirección de esta página: su enlace es tu comprobante.',
    subscriptionCode: 'Código de suscripción',
    subscriptionCodeNote: 'Guárdalo: identifica tu suscripción siempre que nos escribas.',
    nextHeading: 'Qué sigue',
    next: {
      shipped: [
        'Las unidades en preventa se envían en orden de reserva en cuanto termine la calificación de manufactura.',
        'Te enviaremos por correo una fecha estimada de entrega antes de que tu unidad salga de la fábrica, y los datos de rastreo cuando se envíe.',
        'Tu Octahedron incluye ELY gratis durante 1 año, a partir del día en que lo actives.',
      ],
      reviewing:
        'PayPal está revisando tu pago. Ya pagaste y no tienes que hacer nada más: te escribiremos en cuanto termine la revisión.',
      denied:
        'Tras su revisión, PayPal no aprobó este pago, así que el pedido se canceló. PayPal te devuelve el dinero; según tu banco, puede tardar unos días hábiles en verse.',
      refunded:
        'El reembolso vuelve a la cuenta de PayPal o a la tarjeta con que pagaste y puede tardar unos días hábiles en verse en tu estado de cuenta.',
    },
    shipmentHeading: 'Va en camino',
    shippedOn: 'Enviado el',
    carrier: 'Paquetería',
    trackingNumber: 'Número de rastreo',
    trackPackage: 'Rastrear tu paquete',
    paymentMethod: {
      label: 'Pagado con',
      paypal: 'Cuenta de PayPal',
      card: '{brand} terminada en {digits}',
      cardNoDigits: 'Tarjeta {brand}',
      cardUnknown: 'Tarjeta',
    },
    paypalTransaction: 'Transacción de PayPal',
    paypalTransactionNote:
      'La referencia de PayPal para este pago: indícala si alguna vez le preguntas a PayPal por él.',
    print: 'Imprimir o guardar como PDF',
    questions: '¿Dudas sobre este pedido? Escribe a {email} e indica su número de pedido.',
    contactSubject: 'Pedido {orderNumber}',
    privateNote:
      'Esta página es privada: solo la ves tú, con tu sesión iniciada, y quien tenga su enlace. Compártelo solo con personas de tu confianza.',
    notFoundTitle: 'No encontramos este comprobante',
    notFoundBody:
      'Abre el enlace completo de tu correo del pedido o inicia sesión con la cuenta con la que compraste. Un comprobante solo se muestra a quien compró.',
    signInPrompt: '¿Habías iniciado sesión al comprar? Inicia sesión para ver este comprobante.',
    signIn: 'Iniciar sesión',
    failedTitle: 'No pudimos cargar este comprobante',
    failedBody: 'Algo falló de nuestro lado o en la conexión. Inténtalo de nuevo.',
    retry: 'Intentar de nuevo',
    toAccount: 'Ver todos tus pedidos',
    findOrderPrompt: '¿Perdiste el correo? Podemos enviarte el enlace de nuevo.',
    findOrder: 'Encontrar mi pedido',
  },
  account: {
    eyebrow: 'Cuenta',
    title: 'Tu cuenta',
    intro:
      'La cuenta con la que inicias sesión y tus pedidos: los que hiciste con tu sesión iniciada y los que hiciste como invitado con el correo verificado de esta cuenta.',
    loading: 'Cargando tu cuenta…',
    signedOutTitle: 'Inicia sesión para ver tu cuenta',
    signedOutBody:
      'Inicia sesión con la cuenta que usaste al pagar para ver tus pedidos y sus comprobantes. Los pedidos hechos sin iniciar sesión tienen el enlace a su comprobante en el correo de confirmación.',
    signIn: 'Iniciar sesión',
    profileHeading: 'Sesión iniciada como',
    signOut: 'Cerrar sesión',
    ordersHeading: 'Mis pedidos',
    ordersLoading: 'Cargando tus pedidos…',
    noOrders:
      'Aún no tienes pedidos. Aquí aparecen los que hagas con tu sesión iniciada o como invitado con el correo de esta cuenta.',
    browse: 'Ver productos',
    ordersFailed: 'No pudimos cargar tus pedidos. Inténtalo de nuevo.',
    retry: 'Intentar de nuevo',
    order: 'Pedido {orderNumber}',
    viewReceipt: 'Ver comprobante',
    viewReceiptOf: 'Ver el comprobante del pedido {orderNumber}',
    trackWith: 'Rastrear con {carrier}',
    trackWithOf: 'Rastrear el pedido {orderNumber} con {carrier}',
    moreItems: 'y {count} más',
    password: {
      heading: 'Contraseña',
      intro:
        'Cambia la contraseña con la que inicias sesión. Escribe primero la actual: así comprobamos que el cambio es tuyo.',
      current: 'Contraseña actual',
      next: 'Contraseña nueva',
      nextHint:
        'Al menos 6 caracteres. Una frase de unas cuantas palabras es fácil de recordar y difícil de adivinar.',
      submit: 'Cambiar contraseña',
      saving: 'Cambiando tu contraseña…',
      changed: 'Cambiamos tu contraseña. Usa la nueva la próxima vez que inicies sesión.',
      required: 'Escribe tu contraseña actual y una nueva.',
      same: 'La contraseña nueva es igual a la actual.',
      currentWrong:
        'Tu contraseña actual no es correcta. Inténtalo de nuevo, o cierra sesión y restablécela.',
    },
    subscription: {
      heading: 'Mi suscripción',
      guestTitle: 'Tu suscripción a Custom ELY',
      guestIntro:
        'Abierta desde el enlace de los correos de tu suscripción: no compartas ese enlace, con él cualquiera puede ver y cancelar tu suscripción.',
      loading: 'Cargando tu suscripción…',
      loadFailed: 'No pudimos cargar tu suscripción. Inténtalo de nuevo.',
      notFound:
        'No encontramos esta suscripción. Abre el enlace completo de tu correo de Custom ELY, o inicia sesión con la cuenta con la que te suscribiste.',
      retry: 'Intentar de nuevo',
      statusLabel: 'Estado',
      statuses: {
        active: 'Activa',
        suspended: 'En pausa',
        cancelled: 'Cancelada',
        expired: 'Terminada',
      },
      priceLabel: 'Precio',
      price: '{amount} al mes',
      nextBillingLabel: 'Próximo pago',
      codeLabel: 'Código de suscripción',
      startedLabel: 'Inicio',
      paymentsHeading: 'Pagos',
      paymentDate: 'Fecha',
      paymentAmount: 'Monto',
      paymentCode: 'Código del pago',
      noPayments: 'Todavía no hay pagos.',
      suspendedNote:
        'PayPal pausó esta suscripción después de pagos fallidos. Actualiza tu método de pago en PayPal para continuar, o cancélala aquí.',
      cancelledNote:
        'No se hará ningún otro cargo. El mes que pagaste sigue siendo tuyo hasta que termine.',
      expiredNote: 'Esta suscripción terminó: no se hará ningún otro cargo.',
      cancel: 'Cancelar suscripción',
      confirmTitle: '¿Cancelar tu suscripción a Custom ELY?',
      confirmBody:
        'PayPal no volverá a cobrarte. El mes que ya pagaste sigue siendo tuyo hasta que termine; no se hace ningún reembolso.',
      confirm: 'Sí, cancelar mi suscripción',
      keep: 'No, conservarla',
      cancelling: 'Cancelando…',
      cancelled:
        'Tu suscripción está cancelada. No se hará ningún otro cargo y el mes que pagaste sigue siendo tuyo hasta que termine. Te enviamos un correo.',
      cancelFailed:
        'No pudimos cancelar tu suscripción; sigue activa. Inténtalo de nuevo o escríbenos.',
    },
    savedAddress: {
      heading: 'Dirección guardada',
      intro:
        'El pago la completa en tu próximo pedido. Si pagas con otra dirección, la reemplaza, salvo que desmarques la casilla bajo la dirección.',
      loading: 'Cargando tu dirección guardada…',
      loadFailed: 'No pudimos cargar tu dirección guardada. Vuelve a cargar la página.',
      none: 'No tienes una dirección guardada. Cuando pagues con tu sesión iniciada, el pago te ofrecerá guardar la dirección de envío para tu próximo pedido.',
      forget: 'Olvidar esta dirección',
      forgetFailed: 'No pudimos olvidar la dirección; sigue guardada. Inténtalo de nuevo.',
    },
    data: {
      heading: 'Tus datos',
      intro:
        'Descarga todo lo que tenemos de tu cuenta —sus pedidos, sus direcciones y datos de contacto, y los correos que te enviamos— en un archivo JSON. O elimina tu cuenta.',
      privacyLink: 'Cómo usamos y conservamos tus datos',
      download: 'Descargar mis datos',
      downloading: 'Preparando tus datos…',
      downloadFailed: 'No pudimos preparar tus datos. Inténtalo de nuevo.',
      delete: 'Eliminar mi cuenta',
      deleteTitle: '¿Eliminar tu cuenta?',
      deleteBody:
        'Tu cuenta y su inicio de sesión se eliminan de inmediato; no se puede deshacer. Puedes seguir comprando como invitado o crear una cuenta nueva más adelante.',
      deleteKept:
        'Tus pedidos se conservan para la contabilidad, ya sin vínculo con ninguna cuenta: la ley fiscal mexicana nos obliga a guardarlos, con sus datos de contacto, durante 5 años. Los enlaces de sus correos los siguen abriendo.',
      deleteConfirm: 'Eliminar mi cuenta',
      cancel: 'Cancelar',
      deleting: 'Eliminando tu cuenta…',
      deleteFailed: 'No pudimos eliminar tu cuenta; no cambió nada. Inténtalo de nuevo.',
      deleted:
        'Tu cuenta se eliminó. Tus pedidos se siguen abriendo desde los enlaces de sus correos.',
    },
  },
};
