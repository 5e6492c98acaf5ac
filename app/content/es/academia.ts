/** La página de ELY Academy, en español (ver en/academia.ts). */
import { productLabels as labelsFor } from '../../lib/product-labels';
import { ACADEMY_WAITLIST_EMAIL, type AcademyCopy } from '../en/academia';
import { mailtoHref, requireProduct } from '../shared';
import { productLabels } from './product-labels';

const academy = requireProduct('academy');
const labels = labelsFor(productLabels, 'es-MX');

/** La lista de espera, con el asunto en español. */
export const ACADEMY_WAITLIST_HREF = mailtoHref(
  ACADEMY_WAITLIST_EMAIL,
  'Avísenme cuando abra ELY Academy',
);

export const academia: AcademyCopy = {
  page: {
    eyebrow: 'ELY Academy',
    title: 'Aprende a crear IA emocional con el equipo que crea a ELY',
    intro:
      'ELY Academy ofrecerá cursos en línea impartidos por nuestros ingenieros e investigadores, con lecciones a tu ritmo, talleres en vivo y proyectos revisados por quienes construyen ELY y SynthAmour Bio.',
    visual: { src: '/images/products/academy.svg', alt: '' },
  },
  coursesFrom: `Cursos desde ${labels.figure(academy)}`,
  comingSoonNotice: {
    title: 'Las inscripciones aún no están abiertas',
    body: 'Estamos grabando los primeros cursos. Déjanos tu correo y te avisaremos cuando abran las inscripciones y se programen los primeros grupos.',
    notifyLabel: 'Avísame',
    notifyHref: ACADEMY_WAITLIST_HREF,
  },
  coursesSection: {
    heading: 'Cursos planeados',
    intro:
      'Cada curso dura de cuatro a ocho semanas y termina con una constancia de participación.',
  },
  courses: [
    {
      id: 'designing-ely-skills',
      title: 'Diseño de conversaciones para ELY',
      level: 'Principiante',
      weeks: 4,
      summary:
        'Escribe diálogos que se sientan naturales y respetuosos: personajes, turnos de palabra, cómo manejar la incertidumbre y las reglas de seguridad que sigue toda conversación con ELY.',
    },
    {
      id: 'volumetric-display-fundamentals',
      title: 'Fundamentos de pantallas volumétricas',
      level: 'Principiante',
      weeks: 4,
      summary:
        'Cómo las pantallas de campo de luz y de varios planos crean profundidad, cómo el Octaedro da forma a ELY y cómo preparar contenido 3D que se lea bien desde cualquier ángulo.',
    },
    {
      id: 'empathetic-conversational-agents',
      title: 'Agentes conversacionales empáticos',
      level: 'Intermedio',
      weeks: 6,
      summary:
        'Combina reconocimiento de voz, estimación afectiva y políticas de diálogo en un agente que se adapta a su usuario, y evalúalo con honestidad en precisión y equidad.',
    },
    {
      id: 'ai-in-clinical-research',
      title: 'IA en la investigación clínica',
      level: 'Avanzado',
      weeks: 8,
      summary:
        'Del diseño del estudio a la validación externa: anonimización, revisión del comité de ética, auditorías de sesgo y documentación de modelos, con casos de SynthAmour Bio.',
    },
  ],
  courseFacts: {
    levelLabel: 'Nivel',
    lengthLabel: 'Duración',
    length: { one: '{count} semana', other: '{count} semanas' },
  },
};
