/**
 * La página de SynthAmour Life, la plataforma de salud de SynthAmour Bio para pacientes y
 * profesionales de la salud de América Latina: en español en /synthamourlife (ver
 * en/synthamourlife.ts para su gemela en inglés).
 */
import type { LifeCopy, LifeFeature, LifeHero, RoadmapPhase } from '../en/synthamourlife';
import { LIFE_BETA_EMAIL, mailtoHref } from '../shared';

const hero: LifeHero = {
  eyebrow: 'SynthAmour Bio · SynthAmour Life',
  headline: 'Acompañamiento diario para vivir mejor con una enfermedad crónica',
  intro:
    'SynthAmour Life es un asistente de salud con inteligencia artificial que te ayuda a seguir tu tratamiento entre consultas: te recuerda tus medicamentos, registra tus mediciones y síntomas, y prepara un resumen claro para tu médico. Está diseñado en México para pacientes y profesionales de la salud de América Latina.',
  primaryCta: {
    label: 'Únete a la beta',
    href: mailtoHref(LIFE_BETA_EMAIL, 'Quiero unirme a la beta de SynthAmour Life'),
  },
};

const featuresSection = {
  heading: 'Qué hace SynthAmour Life',
  intro:
    'Herramientas sencillas para el día a día, revisadas por médicos y pensadas para usarse desde el celular.',
};

const features: readonly LifeFeature[] = [
  {
    id: 'recordatorios',
    title: 'Recordatorios de medicamentos y citas',
    body: 'Recibe avisos por la app o por WhatsApp a la hora que tú elijas, marca cada toma y lleva la cuenta de tus próximas consultas y estudios de laboratorio.',
  },
  {
    id: 'registro',
    title: 'Registro de mediciones y síntomas',
    body: 'Anota tu glucosa, presión arterial, peso o síntomas en segundos, a mano o desde glucómetros y baumanómetros compatibles, y mira tu evolución en una sola línea de tiempo.',
  },
  {
    id: 'resumen-medico',
    title: 'Resúmenes para tu médico',
    body: 'Antes de cada cita, SynthAmour Life genera un resumen de tus registros que puedes compartir con tu equipo de salud, siempre con tu autorización.',
  },
  {
    id: 'educacion',
    title: 'Información clara y confiable',
    body: 'Resuelve dudas sobre tu padecimiento y tu tratamiento con explicaciones en lenguaje sencillo, escritas y revisadas por profesionales de la salud.',
  },
  {
    id: 'senales-de-alarma',
    title: 'Atención a señales de alarma',
    body: 'Si registras un síntoma o una medición que puede indicar una urgencia, la aplicación te lo dice de inmediato y te indica a dónde acudir o a qué número llamar.',
  },
  {
    id: 'privacidad',
    title: 'Tus datos, bajo tu control',
    body: 'Tu información se cifra, no se vende y solo se comparte con quien tú autorices. Puedes descargarla o eliminarla cuando quieras.',
  },
];

const diseasesSection = {
  heading: 'Enfermedades que acompañamos',
  intro:
    'La beta incluye contenidos, registros y recordatorios específicos para 14 enfermedades crónicas frecuentes en América Latina. Seguiremos ampliando la lista con nuestras clínicas aliadas.',
};

const diseases = [
  'Diabetes tipo 2',
  'Hipertensión arterial',
  'Obesidad',
  'Dislipidemia (colesterol y triglicéridos elevados)',
  'Enfermedad renal crónica',
  'Insuficiencia cardíaca',
  'Cardiopatía isquémica',
  'Enfermedad pulmonar obstructiva crónica (EPOC)',
  'Asma',
  'Hígado graso asociado a disfunción metabólica',
  'Hipotiroidismo',
  'Artritis reumatoide',
  'Depresión',
  'Enfermedad de Chagas crónica',
];

const roadmapSection = {
  heading: 'Hoja de ruta',
  intro: 'Así avanzamos, paso a paso y con validación clínica en cada etapa.',
};

const roadmap: readonly RoadmapPhase[] = [
  {
    id: 'fase-1',
    phase: 'Fase 1',
    title: 'Investigación y diseño clínico',
    period: '2025',
    description:
      'Entrevistas con pacientes y médicos, definición de las enfermedades prioritarias y redacción de los contenidos clínicos y las reglas de alarma junto con especialistas.',
    status: 'done',
  },
  {
    id: 'fase-2',
    phase: 'Fase 2',
    title: 'Lanzamiento de la beta',
    period: 'Primer trimestre de 2026',
    description:
      'Apertura de la beta para pacientes y profesionales de la salud en México, con recordatorios, registro de mediciones y educación en salud.',
    status: 'done',
  },
  {
    id: 'fase-3',
    phase: 'Fase 3',
    title: 'Beta ampliada con clínicas aliadas',
    period: 'Abril de 2026 – marzo de 2027',
    description:
      'Resúmenes para médicos, integración con glucómetros y baumanómetros, nuevas clínicas en Guadalajara y Monterrey, y un estudio observacional aprobado por un comité de ética.',
    status: 'in-progress',
  },
  {
    id: 'fase-4',
    phase: 'Fase 4',
    title: 'Disponibilidad general y expansión regional',
    period: 'Segundo semestre de 2027',
    description:
      'Lanzamiento abierto en México y primeros pasos en otros países de América Latina, sujetos a la regulación sanitaria de cada país y a los resultados de la fase anterior.',
    status: 'planned',
  },
];

const beta = {
  heading: 'Participa en la beta',
  paragraphs: [
    'La beta de SynthAmour Life se lanzó en el primer trimestre de 2026 y hoy la usan pacientes y médicos de clínicas aliadas en la Ciudad de México, Guadalajara y Monterrey.',
    'Si vives con alguna de las enfermedades de la lista, o si eres profesional de la salud y quieres invitar a tus pacientes, escríbenos. La participación es gratuita y puedes dejarla en cualquier momento.',
  ],
  cta: {
    label: 'Solicitar acceso a la beta',
    href: mailtoHref(LIFE_BETA_EMAIL, 'Solicitud de acceso a la beta de SynthAmour Life'),
  },
};

const disclaimer = {
  heading: 'Aviso médico',
  body: 'SynthAmour Life es una herramienta de acompañamiento y educación en salud; no diagnostica enfermedades ni sustituye la consulta, el diagnóstico o el tratamiento de un profesional de la salud. No cambies ni suspendas ningún medicamento sin hablar antes con tu médico. Si crees que tienes una emergencia, llama al 911 o acude de inmediato al servicio de urgencias más cercano.',
};

export const synthamourLife: LifeCopy = {
  hero,
  page: {
    eyebrow: hero.eyebrow,
    title: hero.headline,
    intro: hero.intro,
    visual: { src: '/images/illustrations/life.svg', alt: '' },
  },
  featuresSection,
  features,
  diseasesSection,
  diseases,
  roadmapSection,
  roadmapStatusLabels: { done: 'Completada', 'in-progress': 'En curso', planned: 'Planeada' },
  roadmap,
  beta,
  disclaimer,
};
