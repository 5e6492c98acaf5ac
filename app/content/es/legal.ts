/** Las páginas legales en español (ver en/legal.ts, con las notas para revisión legal). */
import type { LegalCopy, LegalLabels } from '../en/legal';

const SELLER = 'SynthAmour, S.A.P.I. de C.V.';
const ADDRESS =
  'Calle Durango 263, Piso 4, Col. Roma Norte, Alcaldía Cuauhtémoc, 06700 Ciudad de México, México';

export const legalLabels: LegalLabels = {
  tocHeading: 'En esta página',
  lastUpdated: 'Última actualización: {date}',
};

export const privacy: LegalCopy = {
  page: {
    eyebrow: 'Aviso de privacidad',
    title: 'Cómo cuidamos tus datos personales',
    intro: `${SELLER}, con domicilio en ${ADDRESS}, es responsable de los datos personales que nos das al comprar, iniciar sesión o escribirnos. Este aviso explica qué recabamos, para qué, quién más los ve y cómo los controlas.`,
    visual: { src: '/images/illustrations/legal-privacy.svg', alt: '' },
  },
  sections: [
    {
      id: 'data',
      heading: 'Qué datos recabamos',
      paragraphs: ['Solo lo que necesita un pedido, una cuenta o un mensaje:'],
      items: [
        'Contacto: tu nombre, correo electrónico y teléfono.',
        'Envío: la dirección que das al pagar.',
        'Tu pedido: lo que compraste, los montos, su estado, el envío y los reembolsos.',
        'Pago: PayPal nos dice si pagaste, el nombre y correo de quien paga y, con tarjeta, la marca y los últimos dígitos. Nunca vemos ni guardamos el número completo de una tarjeta.',
        'Tu cuenta, si creas una: el correo o teléfono con que inicias sesión y los pedidos que haces con ella.',
        'Lo que nos escribes por el formulario de contacto o por correo.',
      ],
    },
    {
      id: 'purposes',
      heading: 'Para qué los usamos',
      paragraphs: [
        'Finalidades necesarias, sin las cuales no podemos venderte: cobrar y registrar tu pago, preparar y enviar tu pedido, mandarte su confirmación, su comprobante y los avisos de envío, atender tus dudas y quejas, emitir facturas y conservar los registros que exige la ley fiscal.',
        'Finalidades opcionales: contarte de productos nuevos y de avances de investigación. Solo lo hacemos si lo pides, y puedes dejar de recibirlo cuando quieras respondiendo a cualquiera de esos correos o escribiéndonos. Decir que no a una finalidad opcional nunca afecta tu pedido.',
      ],
    },
    {
      id: 'transfers',
      heading: 'Quién más los ve',
      paragraphs: [
        'Compartimos tus datos solo con las empresas que nos ayudan a entregarte lo que compraste, y solo lo que cada una necesita: PayPal, que procesa los pagos; Google Firebase, que opera el inicio de sesión; nuestro proveedor de correo, que entrega los correos de tu pedido; y la paquetería que lleva tu paquete. Estas transferencias son necesarias para cumplir tu compra, así que no requieren un consentimiento aparte. No vendemos tus datos y no usamos rastreadores publicitarios.',
      ],
    },
    {
      id: 'storage',
      heading: 'Cookies y lo que guarda tu navegador',
      paragraphs: [
        'El sitio guarda en el almacenamiento de tu propio navegador tu carrito, tu idioma y la dirección que empezaste a escribir al pagar, para que no se pierdan al recargar; no salen de tu dispositivo hasta que pagas. Cuando inicias sesión, Firebase guarda tu sesión en tu navegador. PayPal usa sus propias cookies cuando pagas con él. No usamos cookies de publicidad ni de analítica.',
      ],
    },
    {
      id: 'rights',
      heading: 'Tus derechos ARCO',
      paragraphs: [
        'Puedes pedir acceso a los datos que tenemos de ti, rectificarlos, cancelarlos u oponerte a un uso, y puedes revocar un consentimiento que diste. Escribe a privacy@synthamour.com desde el correo con que te conocemos, diciendo qué pides; te respondemos en un plazo de 20 días hábiles y, si procede, lo hacemos efectivo en los 15 siguientes. Los pedidos se conservan el tiempo que exige la ley fiscal, separados de tu cuenta si la eliminas.',
      ],
    },
    {
      id: 'changes',
      heading: 'Cambios a este aviso',
      paragraphs: [
        'Cuando este aviso cambie, publicaremos aquí la nueva versión con su fecha; si un cambio afecta cómo usamos datos que ya nos diste, antes lo avisaremos por correo a quienes tienen cuenta.',
      ],
    },
  ],
};

export const terms: LegalCopy = {
  page: {
    eyebrow: 'Términos de venta',
    title: 'Los términos de cada compra',
    intro: `Estos términos aplican a toda compra en synthamour.com a ${SELLER}, ${ADDRESS}. Al pagar los aceptas; léelos antes de hacerlo.`,
    visual: { src: '/images/illustrations/legal-terms.svg', alt: '' },
  },
  sections: [
    {
      id: 'prices',
      heading: 'Precios y pago',
      paragraphs: [
        'Los precios están en dólares estadounidenses e incluyen todos los impuestos; para una dirección en México, el comprobante muestra el 16 % de IVA incluido en el precio. Pagas a través de PayPal, con una cuenta de PayPal o con tarjeta; el cargo se hace cuando confirmas el pago.',
      ],
    },
    {
      id: 'presale',
      heading: 'Preventa del ELY Holographic Octahedron',
      paragraphs: [
        'El Octahedron se vende en preventa: pagas ahora y se envía cuando termine la calificación de manufactura, previsto a partir de marzo de 2027, en el orden en que se hicieron las reservas. Te enviaremos por correo una fecha estimada de entrega antes de que tu unidad salga de la fábrica. Puedes comprar hasta 3 unidades por pedido. Puedes cancelar un pedido en preventa en cualquier momento antes de su envío, con reembolso completo.',
      ],
    },
    {
      id: 'subscriptions',
      heading: 'Suscripciones',
      paragraphs: [
        'Custom ELY es una suscripción mensual que empieza el día en que pagas y puedes cancelar cuando quieras; al cancelar se detiene el siguiente cargo, y el mes ya pagado sigue activo hasta que termine.',
      ],
    },
    {
      id: 'shipping',
      heading: 'Envío',
      paragraphs: [
        'El envío es gratis y asegurado a cualquier país al que enviamos. Fuera de México, los aranceles e impuestos de importación que cobre tu país, si los hay, corren por tu cuenta. Te enviamos por correo la paquetería y el número de rastreo cuando tu pedido sale.',
      ],
    },
    {
      id: 'warranty',
      heading: 'Garantía',
      paragraphs: [
        'El Octahedron tiene una garantía de 12 meses contra defectos de materiales y fabricación a partir del día de su entrega. Durante la garantía lo reparamos o, si no tiene reparación, lo reemplazamos o te devolvemos tu dinero, y pagamos el envío de ida y vuelta. Cómo hacerla válida: en nuestra política de devoluciones.',
      ],
    },
    {
      id: 'complaints',
      heading: 'Dudas y quejas',
      paragraphs: [
        'Escribe a contacto@synthamour.com o llama al +52 55 4170 2291, de lunes a viernes de 9:00 a 18:00 (GMT-6). Respondemos toda queja en un plazo de 5 días hábiles. También puedes acudir a la Procuraduría Federal del Consumidor (PROFECO), en profeco.gob.mx o al 55 5568 8722.',
      ],
    },
    {
      id: 'law',
      heading: 'La ley aplicable',
      paragraphs: [
        'Estos términos se rigen por las leyes de México, en particular la Ley Federal de Protección al Consumidor; nada en ellos limita los derechos que esa ley te da.',
      ],
    },
  ],
};

export const returns: LegalCopy = {
  page: {
    eyebrow: 'Devoluciones',
    title: 'Cancelaciones, devoluciones y reembolsos',
    intro:
      'Si cambias de opinión o algo no está bien, esto es lo que puedes hacer, en qué plazo y cuándo recuperas tu dinero.',
    visual: { src: '/images/illustrations/legal-returns.svg', alt: '' },
  },
  sections: [
    {
      id: 'cancel',
      heading: 'Antes del envío: cancela',
      paragraphs: [
        'Hasta que tu pedido se envíe, puedes cancelarlo con reembolso completo: escribe a contacto@synthamour.com con tu número de pedido. Los pedidos en preventa se pueden cancelar en cualquier momento antes del envío.',
      ],
    },
    {
      id: 'revoke',
      heading: 'Después de la entrega: 5 días hábiles para cambiar de opinión',
      paragraphs: [
        'Como lo permite la ley para las compras a distancia, puedes devolver un producto dentro de los 5 días hábiles siguientes a su entrega sin dar un motivo. Avísanos por correo dentro de ese plazo y envíalo sin usar, en su caja y con todo lo que incluía. El envío de la devolución corre por tu cuenta; te reembolsamos el precio del producto.',
      ],
    },
    {
      id: 'warranty-claims',
      heading: 'Algo falla: garantía',
      paragraphs: [
        'Si tu Octahedron falla durante su garantía, escribe a support@synthamour.com con tu número de pedido y lo que pasa. Te mandamos una guía prepagada y lo reparamos o reemplazamos, o te devolvemos tu dinero si ninguna de las dos cosas es posible.',
      ],
    },
    {
      id: 'refunds',
      heading: 'Cuándo recuperas tu dinero',
      paragraphs: [
        'Enviamos el reembolso dentro de los 5 días hábiles siguientes a una cancelación o a recibir un producto devuelto. Vuelve a la cuenta de PayPal o a la tarjeta con que pagaste; tu banco puede tardar unos días hábiles más en reflejarlo. Te avisamos por correo cuando lo enviamos, y la página de tu pedido lo muestra.',
      ],
    },
  ],
};
