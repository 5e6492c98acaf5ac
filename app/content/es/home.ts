/** La página de inicio, en español (ver en/home.ts). */
import type { HomeCopy } from '../en/home';
import { products } from './products';

export const home: HomeCopy = {
  hero: {
    eyebrow: 'IA emocional · Holografía volumétrica · Investigación biomédica',
    headline: 'Conoce a ELY, el compañero hecho de luz.',
    subheadline:
      'ELY es un compañero con inteligencia emocional que vive como holograma dentro de un octaedro de cristal en tu escritorio. Te escucha, recuerda lo que decides compartir y te responde con una voz y una expresión acordes a cómo te sientes.',
    primaryCta: { label: 'Aparta tu Octaedro', page: 'ely' },
    secondaryCta: { label: 'Explora la tecnología', page: 'technologies' },
    video: { pause: 'Pausar el video de fondo', play: 'Reproducir el video de fondo' },
  },
  about: {
    eyebrow: 'Sobre SynthAmour',
    heading: 'Tecnología que escucha antes de hablar',
    paragraphs: [
      'SynthAmour es una empresa de la Ciudad de México que crea inteligencia artificial con la que las personas pueden convivir. Nuestro primer producto es ELY, un compañero que combina un modelo conversacional, el reconocimiento de emociones en la voz y una pantalla volumétrica que lo hace visible desde cualquier lado de la habitación.',
      'Nuestro segundo equipo, SynthAmour Bio, aplica ese mismo trabajo en IA personal y de largo plazo a las enfermedades crónicas. Su plataforma de salud, SynthAmour Life, ayuda a pacientes de toda Latinoamérica a dar seguimiento a su tratamiento entre consultas y les da a sus médicos una imagen más clara de lo que pasa en casa.',
      'Las dos partes de la empresa siguen unos mismos principios éticos públicos: ELY siempre dice que es una IA, los datos emocionales y de salud quedan bajo el control de cada usuario, y todo lo que sigue en investigación se presenta como investigación.',
    ],
    figures: [
      { value: '360°', label: 'Ángulo de visión de la proyección volumétrica del Octaedro' },
      { value: '14', label: 'Enfermedades crónicas que cubre la beta de SynthAmour Life' },
      { value: '2', label: 'Idiomas desde el lanzamiento: inglés y español' },
      { value: 'GMT-6', label: 'Diseñado y desarrollado en la Ciudad de México' },
    ],
  },
  ceo: {
    heading: 'Unas palabras de nuestra fundadora',
    name: 'Valeria Montes',
    role: 'Fundadora y directora general',
    quote:
      'No queremos reemplazar a las personas en la vida de nadie. Estamos creando un compañero honesto sobre lo que es, que ayude en los días largos y ordinarios, y que sepa cuándo sugerirte hablar con un ser humano.',
    bio: 'Valeria Montes fundó SynthAmour en la Ciudad de México después de una década trabajando en sistemas conversacionales y plataformas de datos clínicos. Dirige la estrategia de producto e investigación de ELY y SynthAmour Bio, y preside el comité de ética interno que revisa cada función que toca datos emocionales o de salud.',
    portraitAlt:
      'Retrato de Valeria Montes como un busto esculpido en piedra oscura: de perfil, con el cabello recogido en un chongo bajo',
  },
  featuredProducts: {
    heading: 'Productos y servicios',
    intro:
      'Del Octaedro en tu escritorio a los asistentes holográficos para clínicas y tiendas, todo lo que vendemos funciona sobre la misma plataforma ELY.',
    originalPriceLabel: 'Precio de lista',
    linkLabel: '{label}: {title}',
    cards: [
      {
        productId: 'octahedron',
        subtitle: products.octahedron.subtitle,
        action: { kind: 'link', page: 'ely', label: 'Descubre a ELY' },
      },
      {
        productId: 'custom-ely',
        subtitle: products['custom-ely'].subtitle,
        action: { kind: 'link', page: 'ely', label: 'Ver Custom ELY' },
      },
      {
        productId: 'corporate',
        subtitle: products.corporate.subtitle,
        action: { kind: 'link', page: 'products', label: 'Ver servicios' },
      },
      {
        productId: 'academy',
        subtitle: products.academy.subtitle,
        action: {
          kind: 'coming-soon',
          label: 'Ver los cursos',
          title: 'Próximamente',
          alert: 'ELY Academy llegará pronto. Las inscripciones a los cursos aún no abren.',
          dismiss: 'Cerrar',
        },
      },
      {
        productId: 'consulting',
        subtitle: products.consulting.subtitle,
        action: { kind: 'link', page: 'products', label: 'Ver servicios' },
      },
    ],
  },
};
