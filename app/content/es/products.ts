/** Lo que dicen las páginas de cada producto, en español (ver en/products.ts). */

import { productLabels as labelsFor } from '../../lib/product-labels';
import type { ProductsCopy } from '../en/products';
import { octahedronPromises } from '../shared';
import { productLabels } from './product-labels';

const { warranty } = octahedronPromises(labelsFor(productLabels, 'es-MX'));

export const products: ProductsCopy = {
  octahedron: {
    subtitle: 'El hogar de tu compañero, hecho de luz',
    description:
      'Un octaedro de escritorio que proyecta a ELY como un holograma volumétrico con el que puedes hablar desde cualquier lado de la habitación. Las unidades de preventa incluyen ELY gratis durante 1 año.',
    features: [
      'Proyección volumétrica visible en 360°',
      'Micrófonos de campo lejano con palabra de activación en el dispositivo',
      'Motor de voz y expresión que reconoce emociones',
      'Incluye ELY gratis durante 1 año',
      'Obturador de privacidad e interruptor físico para silenciar',
    ],
    specs: [
      { label: 'Dimensiones', value: '18 × 18 × 21 cm' },
      { label: 'Peso', value: '1.2 kg' },
      { label: 'Proyección', value: 'Campo de luz de cuatro planos, 1440 × 1440 por plano' },
      { label: 'Conectividad', value: 'Wi-Fi 6, Bluetooth 5.3' },
      { label: 'Alimentación', value: 'USB-C PD, 45 W' },
      { label: 'Garantía', value: warranty, page: 'warranty' },
    ],
    includesBox: [
      'ELY Holographic Octahedron',
      'Cable USB-C trenzado (1.5 m)',
      'Cargador USB-C de 45 W',
      'Paño de microfibra',
      'Guía de inicio rápido',
    ],
  },
  'custom-ely': {
    subtitle: 'Un compañero hecho a tu medida',
    description:
      'Elige la voz, el aspecto y la personalidad de ELY, y deja que aprenda el ritmo de tus días. Se lanza el 1 de enero; las suscripciones abren ese mismo día.',
    features: [
      'Editor de personalidad, voz y apariencia',
      'Memoria a largo plazo que puedes revisar y borrar',
      'Diario de ánimo y acompañamiento amable',
      'Funciona en el Octaedro, el teléfono y la computadora',
    ],
    specs: [
      { label: 'Facturación', value: 'Mensual, cancela cuando quieras' },
      { label: 'Plataformas', value: 'Octaedro, iOS, Android, web' },
      { label: 'Idiomas', value: 'Inglés y español desde el lanzamiento' },
    ],
    includesBox: [],
  },
  corporate: {
    subtitle: 'ELY para recepción, salud y comercio',
    description:
      'Asistentes holográficos con tu marca para recepciones, clínicas y tiendas, instalados y ajustados por nuestro equipo, con analítica que respeta la privacidad de tus visitantes.',
    features: [
      'Personaje y voz a la medida de tu marca',
      'Integración con tu sistema de citas, CRM o catálogo',
      'Instalación en sitio y capacitación del personal',
      'Acuerdo de nivel de servicio y soporte dedicado',
    ],
    specs: [
      { label: 'Implementación', value: 'De 6 a 10 semanas' },
      { label: 'Soporte', value: 'SLA de 99.9 % de disponibilidad, guardia 24/7' },
      { label: 'Residencia de datos', value: 'EE. UU. o UE' },
    ],
    includesBox: [],
  },
  academy: {
    subtitle: 'Cursos de IA emocional y holografía',
    description:
      'Cursos prácticos impartidos por nuestros ingenieros e investigadores: agentes conversacionales empáticos, fundamentos de pantallas volumétricas e IA en la investigación clínica.',
    features: [
      'Lecciones en video a tu ritmo y talleres en vivo',
      'Proyectos revisados por nuestros ingenieros',
      'Constancia de participación',
    ],
    specs: [
      { label: 'Formato', value: 'En línea, a tu ritmo, con sesiones en vivo' },
      { label: 'Duración', value: 'De 4 a 8 semanas por curso' },
    ],
    includesBox: [],
  },
  consulting: {
    subtitle: 'De la pregunta de investigación al modelo validado',
    description:
      'Nuestra división de IA biomédica ayuda a hospitales, laboratorios y startups a diseñar, entrenar y validar modelos con datos clínicos y moleculares, con la revisión ética y las salvaguardas de privacidad que esos datos exigen.',
    features: [
      'Diseño del estudio y revisión de la gobernanza de datos',
      'Desarrollo del modelo y validación externa',
      'Apoyo con la documentación regulatoria',
    ],
    specs: [
      { label: 'Modalidad', value: 'Alcance cerrado o iguala mensual' },
      { label: 'Cumplimiento', value: 'Procesos alineados con HIPAA y GDPR' },
    ],
    includesBox: [],
  },
};
