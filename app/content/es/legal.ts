/**
 * Las páginas legales en español, el texto que rige en México (ver en/legal.ts, con las notas para
 * revisión legal y contable: LAWYER, ACCOUNTANT). Ambos idiomas dicen lo mismo, sección por sección.
 */
import { formatMoney } from '#domain/money';
import { CUSTOM_ELY_PLAN } from '#domain/subscription';
import { COMPANY, CONTACT_EMAIL, CONTACT_PHONE } from '#site/site';
import { productLabels as labelsFor } from '../../lib/product-labels';
import { LATE_DELIVERY_COMPENSATION, type LegalCopy, type LegalLabels, SELLER } from '../en/legal';
import { octahedronPromises, percent } from '../shared';
import { productLabels } from './product-labels';

const { street, neighborhood, postalCode } = COMPANY.address;
export const SELLER_ADDRESS = `${street}, ${neighborhood}, ${postalCode} Ciudad de México, México`;

const MAIL_PROVIDER = 'Amazon Web Services (Amazon SES)';

const {
  shipsFrom,
  deliverBy,
  warranty: warrantyTerm,
} = octahedronPromises(labelsFor(productLabels, 'es-MX'));
const compensation = percent(LATE_DELIVERY_COMPENSATION, 'es-MX');
const planPrice = formatMoney(CUSTOM_ELY_PLAN.priceCents, 'es-MX');
const HOURS = 'de lunes a viernes de 9:00 a 18:00 (GMT-6)';

export const legalLabels: LegalLabels = {
  tocHeading: 'En esta página',
  lastUpdated: 'Versión {version}, actualizada el {date}',
};

export const privacy: LegalCopy = {
  page: {
    eyebrow: 'Aviso de privacidad',
    title: 'Cómo cuidamos tus datos personales',
    intro: `${SELLER}, con domicilio en ${SELLER_ADDRESS}, es responsable de los datos personales que nos das al comprar, iniciar sesión o escribirnos. Este aviso explica qué recabamos, para qué, quién más los recibe y dónde, cuánto tiempo los conservamos y cómo los controlas.`,
    visual: { src: '/images/illustrations/legal-privacy.svg', alt: '' },
  },
  sections: [
    {
      id: 'data',
      heading: 'Qué datos recabamos',
      paragraphs: [
        'Solo lo que necesita un pedido, una cuenta, una factura o un mensaje, y ningún dato sensible (como tu salud, tus creencias o tus datos biométricos):',
      ],
      items: [
        'Contacto: tu nombre, correo electrónico y teléfono.',
        'Envío: la dirección que das al pagar.',
        'Tu pedido: lo que compraste, los montos, su estado, el envío y los reembolsos.',
        'Pago: PayPal nos dice si pagaste, el nombre y correo de quien paga y, con tarjeta, la marca y los últimos dígitos. Nunca vemos ni guardamos el número completo de una tarjeta.',
        'Facturación, si pides factura: tu RFC, tu nombre o razón social, tu régimen fiscal, el código postal de tu domicilio fiscal y el uso del CFDI.',
        'Tu cuenta, si creas una: el correo o teléfono con que inicias sesión, los pedidos que haces con ella, el nombre y el teléfono que guardes ahí, las direcciones de envío que decidas guardar (hasta 10, una de ellas la predeterminada, cada una con el nombre y el teléfono de quien la recibe) y el idioma en que quieres nuestros correos.',
        'Lo que nos escribes por el formulario de contacto o por correo.',
      ],
    },
    {
      id: 'purposes',
      heading: 'Para qué los usamos',
      paragraphs: [
        'Finalidades necesarias, sin las cuales no podemos venderte: cobrar y registrar tu pago, preparar y enviar tu pedido, mandarte su confirmación, su comprobante y los avisos de envío, atender tus dudas y quejas, emitir las facturas que pidas y conservar los registros que exige la ley fiscal.',
        `Finalidades opcionales: contarte de productos nuevos y de avances de investigación. Solo lo hacemos si lo pides, y puedes dejar de recibirlo cuando quieras respondiendo a cualquiera de esos correos o escribiendo a ${CONTACT_EMAIL}. Decir que no a una finalidad opcional nunca afecta tu pedido.`,
        // LAWYER: que un solo recordatorio de una compra sin terminar, al correo dado para ese
        // pedido, cabe en las finalidades de este aviso (LFPDPPP) y el plazo de 30 días; la tienda
        // lo envía solo para pedidos hechos desde que se publicó este párrafo.
        `Terminar una compra que empezaste: si das tu correo al pagar y no completas el pago, podemos enviarte un solo correo, una vez, con un enlace de vuelta a una compra con el mismo carrito. No enviamos ningún otro recordatorio y puedes ignorarlo. Una compra sin terminar, con el contacto dado para ella, se borra 30 días después de iniciada.`,
      ],
    },
    {
      id: 'transfers',
      heading: 'Quién más los recibe',
      paragraphs: [
        `Compartimos tus datos solo con las empresas que nos ayudan a entregarte lo que compraste, y solo lo que cada una necesita: PayPal, que procesa los pagos; Google Firebase, que opera el inicio de sesión; ${MAIL_PROVIDER}, que entrega nuestros correos; y la paquetería que lleva tu paquete. Cuando emitimos una factura, sus datos llegan al Servicio de Administración Tributaria (SAT) a través del proveedor autorizado que la certifica, como lo exige la ley fiscal. Estas transferencias son necesarias para cumplir tu compra o las exige la ley, así que no requieren un consentimiento aparte. No vendemos tus datos y no usamos rastreadores publicitarios.`,
      ],
    },
    {
      id: 'abroad',
      heading: 'Dónde se tratan',
      paragraphs: [
        `Algunos de estos proveedores tratan tus datos fuera de México, sobre todo en los Estados Unidos: Google Firebase (inicio de sesión), PayPal (pagos) y ${MAIL_PROVIDER} (correos). Cada uno está obligado por contrato a usarlos solo para el servicio que nos presta y a protegerlos como dice este aviso.`,
      ],
    },
    {
      id: 'retention',
      heading: 'Cuánto tiempo los conservamos',
      paragraphs: ['Conservamos tus datos solo el tiempo que piden su finalidad y la ley:'],
      items: [
        // LAWYER: el plazo (CFF art. 30) y que el contacto de cada pedido se conserva con él.
        // ACCOUNTANT: cómo se cuenta el plazo del art. 30.
        'Pedidos, pagos y facturas, con el contacto que se dio en cada pedido (correo, nombre, teléfono y dirección de envío): 5 años, el plazo que fija el Código Fiscal de la Federación (art. 30) para la contabilidad; después los eliminamos.',
        'Tu cuenta: mientras la conserves. Cuando la eliminas (“Eliminar mi cuenta”, en la página de tu cuenta), borramos de inmediato sus datos de inicio de sesión, su nombre y teléfono, sus direcciones guardadas y el idioma de sus correos (ahí también puedes editar o borrar cualquiera de ellos); sus pedidos y su contacto se quedan, separados de ella, solo durante los 5 años de arriba.',
        'Tus mensajes: el tiempo necesario para responderlos y resolver lo que pediste; después los eliminamos, salvo que formen parte del registro de un pedido.',
      ],
    },
    {
      id: 'storage',
      heading: 'Cookies y lo que guarda tu navegador',
      paragraphs: [
        'El sitio guarda en el almacenamiento de tu propio navegador tu carrito, tu idioma y la dirección que empezaste a escribir al pagar, para que no se pierdan al recargar; no salen de tu dispositivo hasta que pagas. Cuando inicias sesión, Firebase guarda tu sesión en tu navegador. PayPal usa sus propias cookies cuando pagas con él. No usamos cookies de publicidad ni de analítica.',
        'Puedes borrar todo esto cuando quieras desde la configuración de tu navegador (los datos del sitio synthamour.com), o rechazarlo bloqueando los datos del sitio synthamour.com o navegando en una ventana privada. El sitio sigue funcionando, pero olvida tu carrito, tu idioma y una dirección a medio escribir cuando te vas, y tendrás que iniciar sesión en cada visita.',
      ],
    },
    {
      id: 'rights',
      heading: 'Tus derechos ARCO',
      paragraphs: [
        'Puedes pedir acceso a los datos que tenemos de ti, rectificarlos, cancelarlos u oponerte a un uso, y puedes revocar un consentimiento que diste o limitar cómo usamos o compartimos tus datos.',
        'Con tu sesión iniciada, puedes ejercer dos de ellos tú mismo en la página de tu cuenta: “Descargar mis datos” te da un archivo con todo lo que tenemos de tu cuenta (sus datos, direcciones e idioma de correos), sus pedidos y los correos que te enviamos; “Eliminar mi cuenta” la elimina de inmediato.',
        `Para todo lo demás, escribe a ${CONTACT_EMAIL} o entrega tu solicitud en nuestra oficina, en el domicilio de arriba. Tu solicitud debe incluir:`,
      ],
      items: [
        'tu nombre y un correo o domicilio donde podamos responderte;',
        'copia de una identificación oficial (credencial para votar, pasaporte o cédula profesional);',
        'si alguien la presenta por ti: su identificación y el documento que acredita que te representa (un poder, o una carta poder firmada por ti ante dos testigos);',
        'qué pides y a qué datos se refiere; para una rectificación, la corrección y lo que la respalda;',
        'cualquier dato que nos ayude a encontrar tu información, como un número de pedido.',
      ],
    },
    {
      id: 'answers',
      heading: 'Quién responde y en qué plazo',
      paragraphs: [
        'Responde nuestro oficial de datos personales, que atiende toda solicitud de privacidad en SynthAmour. Si a una solicitud le falta algo que necesitamos, te lo pedimos dentro de 5 días hábiles, y tienes 10 días hábiles para enviarlo. Respondemos dentro de los 20 días hábiles siguientes a recibir una solicitud completa y, si procede, la hacemos efectiva dentro de los 15 días hábiles siguientes a nuestra respuesta. Responder es gratuito; si pides copias, solo pagas lo que cueste enviarlas o reproducirlas.',
        'Si no respondemos, o no estás de acuerdo con nuestra respuesta, puedes pedir la protección de tus derechos a la Secretaría Anticorrupción y Buen Gobierno, la autoridad federal en protección de datos personales desde que el INAI dejó de existir en 2025, dentro del plazo que fija la ley.',
      ],
    },
    {
      id: 'changes',
      heading: 'Cambios a este aviso',
      paragraphs: [
        'Cuando este aviso cambie, publicaremos aquí la nueva versión con su fecha. Si un cambio afecta cómo usamos datos que ya nos diste, antes te lo avisaremos por correo: a quienes tienen cuenta, en el correo de su cuenta, y a quienes compraron sin cuenta, en el correo de sus pedidos.',
      ],
    },
  ],
};

export const terms: LegalCopy = {
  page: {
    eyebrow: 'Términos de venta',
    title: 'Los términos de cada compra',
    intro: `Estos términos aplican a toda compra en synthamour.com a ${SELLER}, ${SELLER_ADDRESS}. Al pagar los aceptas; léelos antes de hacerlo. El correo de confirmación de tu pedido indica la versión que aceptaste.`,
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
      id: 'pesos',
      heading: 'Montos en pesos mexicanos',
      paragraphs: [
        'Cobramos todo pedido en dólares estadounidenses. Cuando una página muestra un monto en pesos mexicanos, es una estimación para orientarte, calculada con el tipo de cambio y en la fecha que aparecen junto a ella; no es el monto que cobramos. Si pagas con una tarjeta o cuenta en pesos, tu banco o PayPal convierte los dólares a su propio tipo de cambio el día en que procesa el cargo, y puede sumar sus propias comisiones, así que tu estado de cuenta puede mostrar otro monto.',
      ],
    },
    {
      id: 'presale',
      heading: 'Preventa del ELY Holographic Octahedron',
      paragraphs: [
        `El Octahedron se vende en preventa: pagas ahora y se envía cuando termine la calificación de manufactura, en el orden en que se hicieron las reservas, previsto a partir de ${shipsFrom}. Toda unidad en preventa se entrega a más tardar el ${deliverBy}. Te enviaremos por correo una fecha estimada de entrega antes de que tu unidad salga de la fábrica. Puedes comprar hasta 3 unidades por pedido.`,
        'Si sabemos que las entregas se retrasarán, lo avisamos de inmediato por correo a cada comprador en preventa, en el correo de su pedido, con el motivo y la nueva fecha estimada. Entonces puedes esperar tu unidad o cancelar tu pedido, como prefieras.',
        `Si tu unidad no se ha entregado a más tardar el ${deliverBy}, puedes cancelar tu pedido: te reembolsamos todo lo que pagaste y, además, te pagamos una bonificación del ${compensation} de ese precio, como lo prevé la Ley Federal de Protección al Consumidor cuando un proveedor incumple la entrega (artículos 92, 92 Bis y 92 Ter). Ambos se pagan dentro de los 5 días hábiles siguientes a tu solicitud, a la cuenta de PayPal o a la tarjeta con que pagaste.`,
        'También puedes cancelar un pedido en preventa en cualquier momento antes de su envío, con reembolso completo.',
      ],
    },
    {
      id: 'subscriptions',
      heading: 'Suscripciones',
      paragraphs: [
        // LAWYER: renovación, cargos, cancelación y el código después de ella (LFPC art. 76 Bis).
        `Custom ELY es una suscripción mensual de ${planPrice} al mes, impuestos incluidos, sin cargo de alta. Empieza el día en que te suscribes, cuando se cobra el primer mes, y se renueva sola cada mes el mismo día hasta que la canceles: PayPal cobra cada mes a la cuenta o tarjeta que autorizaste, y te enviamos por correo un recibo de cada cargo.`,
        'Si un cargo mensual falla, PayPal lo intenta de nuevo; tras tres intentos fallidos seguidos la suscripción se suspende y no se cobra nada más. Te escribimos cada vez, con dónde actualizar tu método de pago.',
        'Puedes cancelar cuando quieras, sin costo y sin aviso previo: desde el enlace de cualquiera de nuestros correos de la suscripción, en tu cuenta en “Mi suscripción” o en PayPal, en tus pagos automáticos. Al cancelar se detiene el siguiente cargo; no se reembolsa lo ya pagado, y el mes ya pagado sigue siendo tuyo hasta que termine.',
        'El código de tu suscripción (SYN- y 8 caracteres) activa Custom ELY mientras la suscripción está pagada. Tras una cancelación sigue funcionando hasta el final del mes ya pagado, y después deja de activarlo; si te suscribes de nuevo recibes un código nuevo.',
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
        `El Octahedron tiene una garantía de ${warrantyTerm} a partir del día de su entrega, contra defectos de materiales y fabricación. Durante la garantía lo reparamos o, si no tiene reparación, lo reemplazamos o te devolvemos tu dinero, y pagamos todo lo que eso cueste, incluido el envío de ida y vuelta.`,
      ],
      links: [{ label: 'La garantía del Octahedron', page: 'warranty' }],
    },
    {
      id: 'invoices',
      heading: 'Facturación',
      paragraphs: [
        'Para obtener tu factura, abre la página de tu pedido (el enlace de tu correo de confirmación) y presiona “Solicitar factura”. Escribe tu RFC, tu nombre o razón social, tu régimen fiscal, el código postal de tu domicilio fiscal y el uso del CFDI tal como aparecen en tu Constancia de Situación Fiscal (la razón social de una empresa, sin su régimen societario, como “S.A. de C.V.”, tal como la registra el SAT): no podemos emitir una factura con datos distintos. Te enviamos la factura, en XML y PDF, al correo de tu pedido.',
        'Puedes pedirla hasta el último día del mes calendario en que pagaste. Pasado ese mes, la venta forma parte de nuestra factura global al público en general, como lo exigen las reglas fiscales, y ya no podemos facturártela.',
        'La factura se emite en dólares estadounidenses, la moneda en que pagaste, e indica el tipo de cambio que el Banco de México publicó en el Diario Oficial de la Federación el día anterior a tu pago.',
        'Una preventa se factura cuando la pagas, no cuando se envía, así que pide su factura dentro del mes en que pagaste. Si después cancelas el pedido o devuelves el producto, emitimos una nota de crédito (CFDI de egreso) por lo que te reembolsamos y te la enviamos por correo.',
      ],
    },
    {
      id: 'complaints',
      heading: 'Dudas y quejas',
      paragraphs: [
        `Toda duda, queja, cancelación, devolución, reclamación de garantía y solicitud de privacidad va a una sola dirección: ${CONTACT_EMAIL}. También puedes llamar al ${CONTACT_PHONE}, ${HOURS}, o venir a nuestra oficina. Respondemos toda queja en un plazo de 5 días hábiles. También puedes acudir a la Procuraduría Federal del Consumidor (PROFECO), en profeco.gob.mx o al 55 5568 8722.`,
      ],
    },
    {
      id: 'law',
      heading: 'La ley aplicable',
      paragraphs: [
        'Estos términos se rigen por las leyes de México, en particular la Ley Federal de Protección al Consumidor; nada en ellos limita los derechos que esa ley te da. Se publican en español y en inglés; si alguna vez difieren, prevalece el texto en español.',
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
        `Hasta que tu pedido se envíe, puedes cancelarlo con reembolso completo: pulsa “Solicitar cancelación” en la página de tu pedido (el enlace está en los correos de tu pedido) o escribe a ${CONTACT_EMAIL} con tu número de pedido. Te confirmamos la solicitud por correo y la respondemos en un máximo de dos días hábiles. Los pedidos en preventa se pueden cancelar en cualquier momento antes del envío.`,
      ],
    },
    {
      id: 'revoke',
      heading: 'Después de la entrega: 5 días hábiles para cambiar de opinión',
      paragraphs: [
        `Como lo prevé la ley para las compras a distancia, puedes devolver un producto dentro de los 5 días hábiles siguientes a su entrega sin dar un motivo. Avísanos a ${CONTACT_EMAIL} dentro de ese plazo y envíalo en buen estado, con los accesorios que incluía. El envío de la devolución y su seguro corren por tu cuenta; te reembolsamos el precio del producto.`,
      ],
    },
    {
      id: 'warranty-claims',
      heading: 'Algo falla: garantía',
      paragraphs: [
        `Si tu Octahedron falla durante sus ${warrantyTerm} de garantía, escribe a ${CONTACT_EMAIL} con tu número de pedido y lo que pasa. Te mandamos una guía prepagada y lo reparamos o reemplazamos, o te devolvemos tu dinero si ninguna de las dos cosas es posible, sin costo para ti.`,
      ],
      links: [{ label: 'La garantía del Octahedron', page: 'warranty' }],
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

export const warranty: LegalCopy = {
  page: {
    eyebrow: 'Póliza de garantía',
    title: `Tu Octahedron tiene ${warrantyTerm} de garantía`,
    intro: `Esta es la póliza de garantía del ELY Holographic Octahedron, que otorga ${SELLER}, con domicilio en ${SELLER_ADDRESS}. El correo de confirmación de tu pedido y el registro de entrega de la paquetería sustituyen al sello y la fecha de la tienda: no necesitas nada más para hacerla válida.`,
    visual: { src: '/images/illustrations/legal-warranty.svg', alt: '' },
  },
  sections: [
    {
      id: 'coverage',
      heading: 'Qué cubre',
      paragraphs: [
        'Todas las piezas y componentes del ELY Holographic Octahedron y de los accesorios de su caja (el cable USB-C y el cargador), contra defectos de materiales y de fabricación, y la mano de obra para repararlos. Cubre toda unidad que vendemos, a donde sea que la enviemos.',
      ],
    },
    {
      id: 'duration',
      heading: 'Cuánto dura',
      paragraphs: [
        `La garantía dura ${warrantyTerm} a partir del día en que recibes tu Octahedron, según el registro de la paquetería. El tiempo que pase con nosotros por esta garantía no cuenta: la garantía se extiende por ese tiempo. Una pieza que reemplacemos tiene su propia garantía nueva, y un Octahedron de reemplazo una garantía nueva de ${warrantyTerm}, desde el día en que lo recibes.`,
      ],
    },
    {
      id: 'conditions',
      heading: 'Qué te pide',
      paragraphs: [
        'Para hacerla válida solo necesitas tu número de pedido o el correo con que compraste. La garantía aplica en todos los casos, salvo estos:',
      ],
      items: [
        'cuando el Octahedron se haya usado en condiciones distintas a las normales;',
        'cuando no se haya operado de acuerdo con la guía de inicio rápido que lo acompaña;',
        'cuando lo haya alterado o reparado alguien que no autorizamos.',
      ],
    },
    {
      id: 'claim',
      heading: 'Cómo y dónde hacerla válida',
      paragraphs: [
        `Escribe a ${CONTACT_EMAIL} con tu número de pedido y lo que pasa, o llama al ${CONTACT_PHONE}, ${HOURS}. Respondemos dentro de 5 días hábiles.`,
        `Te mandamos una guía prepagada o lo recogemos en tu domicilio, en cualquier lugar al que enviamos. En la Ciudad de México también puedes traerlo a nuestra oficina, en ${SELLER_ADDRESS}, ${HOURS}.`,
        'Lo reparamos en un plazo máximo de 30 días naturales desde que lo recibimos, y te lo devolvemos asegurado.',
      ],
    },
    {
      id: 'costs',
      heading: 'Cuánto te cuesta: nada',
      paragraphs: [
        'Pagamos todos los gastos para cumplir esta garantía: piezas, mano de obra, diagnóstico, y el envío y el seguro de tu Octahedron de ida y vuelta, desde y hacia cualquier dirección a la que enviamos.',
      ],
    },
    {
      id: 'remedies',
      heading: 'Si no tiene reparación',
      paragraphs: [
        `Si un defecto no tiene reparación, o el mismo defecto vuelve después de una reparación, tú eliges: un Octahedron nuevo o la devolución de tu dinero. En cualquiera de los dos casos, además te pagamos la bonificación que prevé la Ley Federal de Protección al Consumidor, de al menos el ${compensation} del precio que pagaste.`,
      ],
    },
    {
      id: 'your-rights',
      heading: 'Tus otros derechos',
      paragraphs: [
        'Esta garantía se suma a los derechos que te da la Ley Federal de Protección al Consumidor y no te quita ninguno, entre ellos el de devolver un producto dentro de los 5 días hábiles siguientes a su entrega.',
      ],
      links: [{ label: 'Cancelaciones, devoluciones y reembolsos', page: 'returns' }],
    },
  ],
};
