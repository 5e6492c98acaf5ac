/** La página de ELY, en español (ver en/ely.ts). Los precios vienen del catálogo. */
import { productLabels as labelsFor } from '../../lib/product-labels';
import type { ElyCopy } from '../en/ely';
import { octahedronPromises, requireProduct } from '../shared';
import { productLabels } from './product-labels';
import { products } from './products';

const octahedron = requireProduct('octahedron');
const customEly = requireProduct('custom-ely');
const corporate = requireProduct('corporate');
const labels = labelsFor(productLabels, 'es-MX');
const promises = octahedronPromises(labels);

export const ely: ElyCopy = {
  page: {
    eyebrow: 'ELY',
    title: 'ELY, un compañero con inteligencia emocional que puedes ver',
    intro:
      'ELY es un compañero conversacional con rostro, voz y una memoria que tú controlas. En casa vive en el ELY Holographic Octahedron, donde aparece como un holograma volumétrico con el que puedes hablar desde cualquier punto de la habitación; fuera de casa te acompaña en el teléfono y la computadora.',
    visual: {
      render: 'desk',
      alt: 'El ELY Holographic Octahedron sobre un escritorio de nogal al atardecer, con ELY brillando dentro del cristal',
    },
  },
  carousel: {
    heading: 'Conoce a ELY',
    slides: [
      {
        id: 'octahedron',
        title: 'Un hogar hecho de luz',
        body: 'El ELY Holographic Octahedron es un dispositivo de escritorio de cristal que proyecta a ELY como una figura tridimensional. No hay una pantalla a la cual mirar: rodéalo y ELY sigue ahí.',
        image: { render: 'hero' },
        imageAlt:
          'El ELY Holographic Octahedron: un octaedro de cristal sobre una base oscura rodeada de luz, con ELY brillando dentro',
      },
      {
        id: 'volumetric',
        title: 'Profundidad real, sin lentes',
        body: 'Cuatro planos de luz sincronizados forman una imagen con profundidad física. ELY se voltea hacia quien habla y ajusta su brillo a la luz de la habitación.',
        image: { render: 'detail' },
        imageAlt:
          'Acercamiento a ELY dentro del cristal: una figura de luz trazada con finas líneas cian y violeta, vista a través del vidrio',
      },
      {
        id: 'custom-ely',
        title: 'Hecho a tu medida',
        body: 'Con Custom ELY eliges su voz, su apariencia y su personalidad, de tranquila y concisa a juguetona y conversadora, y revisas todo lo que recuerda de ti.',
        image: { src: '/images/products/custom-ely.svg' },
        imageAlt:
          'Varias versiones de la apariencia de ELY, una junto a otra, en distintos estilos y colores',
      },
      {
        id: 'why-we-built-ely',
        title: 'Por qué creamos a ELY',
        body: '“Un compañero debe ser honesto sobre lo que es y saber cuándo sugerirte hablar con una persona”, dice Valeria Montes, fundadora y directora general. ELY siempre dice que es una IA, y lo diseñamos con nuestro comité de ética desde el primer prototipo.',
        image: { render: 'portrait' },
        imageAlt:
          'Retrato de Valeria Montes como un busto esculpido en piedra oscura: de perfil, con el cabello recogido en un chongo bajo',
      },
      {
        id: 'corporate',
        title: 'ELY en el trabajo',
        body: 'Los Corporate Services llevan una versión de ELY con tu marca a recepciones, clínicas y tiendas, conectada a tus sistemas de citas o de productos e instalada por nuestro equipo.',
        image: { src: '/images/products/corporate.svg' },
        imageAlt: 'Un asistente holográfico saluda a los visitantes en una recepción',
      },
    ],
  },
  carouselControls: {
    previous: 'Diapositiva anterior',
    next: 'Diapositiva siguiente',
    indicators: 'Elige una diapositiva',
    goTo: 'Diapositiva {position}: {title}',
    slidePosition: '{position} de {total}',
    carouselRole: 'carrusel',
    slideRole: 'diapositiva',
    keyboardHint: 'Usa las flechas izquierda y derecha para cambiar de diapositiva.',
  },
  planPrice: { was: 'Precio de lista', now: 'Precio' },
  plansSection: {
    heading: 'Elige cómo llevar a ELY a casa',
    intro:
      'Aparta un Octaedro al precio de preventa, crea tu propio ELY a partir del 1 de enero o platícanos cómo usar ELY en tu empresa.',
    customElyOpens: 'Disponible el {date}',
    customElyNoteOpens: 'Se lanza el {date} · cancela cuando quieras',
    customElyNoteOpen: 'Disponible ya · cancela cuando quieras',
  },
  subscribe: {
    intro:
      'USD 5.00 al mes, cobrados por PayPal cada mes el día en que te suscribes. Cancela cuando quieras desde el enlace de tu correo.',
    emailLabel: 'Correo electrónico',
    emailHint:
      'Aquí llegan tu código, tus comprobantes y el enlace para administrar tu suscripción.',
    problems: {
      emailRequired: 'Escribe tu correo: ahí llegan tu código y tus comprobantes.',
      emailInvalid: 'Escribe un correo como nombre@ejemplo.com.',
    },
    done: 'Tu suscripción está activa. Tu código es {code}.',
    loadingPayments: 'Cargando opciones de pago seguro…',
    testModeBanner:
      'Modo de prueba: los pagos van a un simulador local de PayPal. No se mueve dinero real y no se envía nada.',
    captureFailed: 'Hubo un error al iniciar tu suscripción ❌',
    paymentError: 'Hubo un error en el pago ❌',
    sdkLoadFailed: 'Error al cargar PayPal: revisa tu conexión o el client-id',
    completed: 'Pago completado ✅',
    cancelled: 'Suscripción no iniciada: no se cobró nada.',
    subscriptionCode: 'Tu código de suscripción a ELY es {code}.',
    subscriptionOpens: 'Las suscripciones a Custom ELY abren el {date}.',
    subscriptionNextPayment: 'Tu próximo pago es el {date}.',
    receiptSentTo: 'Tu comprobante va en camino a {email}.',
  },
  plans: [
    {
      id: 'octahedron',
      productId: 'octahedron',
      name: octahedron.title,
      priceLabel: labels.price(octahedron),
      originalPriceLabel: labels.originalPrice(octahedron),
      note: `Preventa · ${labels.discount(octahedron)} · incluye ELY gratis durante 1 año`,
      features: products.octahedron.features,
      cta: { kind: 'cart' },
      ctaLabel: 'Agregar al carrito',
    },
    {
      id: 'custom-ely',
      productId: 'custom-ely',
      name: customEly.title,
      priceLabel: labels.price(customEly),
      originalPriceLabel: null,
      note: 'Se lanza el 1 de enero de 2027 · cancela cuando quieras',
      features: products['custom-ely'].features,
      cta: { kind: 'subscribe' },
      ctaLabel: 'Suscribirme',
    },
    {
      id: 'corporate',
      productId: 'corporate',
      name: corporate.title,
      priceLabel: labels.price(corporate),
      originalPriceLabel: null,
      note: 'Alcance y cotización para cada implementación',
      features: products.corporate.features,
      cta: { kind: 'contact', page: 'contact' },
      ctaLabel: 'Contactar a ventas',
    },
  ],
  faqSection: { heading: 'Preguntas frecuentes' },
  faqs: [
    {
      id: 'what-is-ely',
      question: '¿Qué es ELY exactamente?',
      answer:
        'ELY es un compañero de IA: un modelo conversacional con una personalidad constante, una memoria que puedes revisar y la capacidad de percibir señales emocionales en tu voz. No es una persona, y siempre lo dice. Puede platicar contigo, hacerte compañía, ayudarte a reflexionar sobre tu día y recordarte lo que te importa.',
    },
    {
      id: 'need-octahedron',
      question: '¿Necesito el Octaedro para usar ELY?',
      answer:
        'No. ELY también funciona en iOS, Android y la web. El Octaedro es lo que hace visible a ELY como holograma, con micrófonos de campo lejano para que le hables desde el otro lado de la habitación.',
    },
    {
      id: 'presale-free-year',
      question: '¿Qué significa “incluye ELY gratis durante 1 año”?',
      answer:
        'Cada Octaedro de preventa incluye doce meses de ELY sin costo adicional, contados desde el día en que activas el dispositivo. Después puedes seguir usando ELY con una suscripción a Custom ELY, y te avisaremos con tiempo antes de que termine el periodo gratuito.',
    },
    {
      id: 'custom-ely-launch',
      question: '¿Cuándo puedo suscribirme a Custom ELY?',
      answer:
        'Custom ELY se lanza el 1 de enero de 2027, y el botón para suscribirte en esta página se activa a la medianoche, hora de la Ciudad de México (GMT-6). Las suscripciones son mensuales y puedes cancelarlas cuando quieras.',
    },
    {
      id: 'privacy',
      question: '¿ELY siempre está escuchando?',
      answer:
        'El Octaedro solo escucha su palabra de activación, y esa detección ocurre en el propio dispositivo. No se envía nada a nuestros servidores hasta que le hablas a ELY, una luz se enciende mientras procesa tu voz y un interruptor físico desconecta los micrófonos por completo.',
    },
    {
      id: 'memory',
      question: '¿Qué recuerda ELY y puedo borrarlo?',
      answer:
        'ELY guarda notas breves y legibles sobre lo que decides compartir, como nombres, gustos y planes. Puedes revisar, editar o borrar cualquiera en la app, o borrarlo todo de una vez. Tus conversaciones no se usan para entrenar modelos compartidos a menos que tú lo autorices.',
    },
    {
      id: 'mental-health',
      question: '¿ELY puede sustituir la terapia o el consejo médico?',
      answer:
        'No. ELY puede ser buena compañía y un espacio para pensar en voz alta, pero no es terapeuta ni un dispositivo médico. Si una conversación sugiere que podrías estar en peligro, ELY te compartirá las líneas de emergencia y apoyo de tu país y te animará a buscar a alguien de confianza.',
    },
    {
      id: 'shipping',
      question: '¿Cuándo se envían los Octaedros de preventa?',
      answer: `Las unidades de preventa se envían en el orden en que se apartaron, una vez terminada la validación de manufactura, previsto a partir de ${promises.shipsFrom}, y toda unidad se entrega a más tardar el ${promises.deliverBy}; si la tuya no, puedes cancelar con reembolso completo más una bonificación. Te enviaremos por correo una fecha estimada de entrega antes de que tu unidad salga de la fábrica. Cada Octaedro tiene ${promises.warranty} de garantía a partir de su entrega.`,
    },
  ],
};
