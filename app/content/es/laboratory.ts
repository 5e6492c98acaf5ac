/** La página del laboratorio: proyectos de investigación y su avance (ver en/laboratory.ts). */
import type { LaboratoryCopy } from '../en/laboratory';

export const laboratory: LaboratoryCopy = {
  page: {
    eyebrow: 'Laboratorio',
    title: 'Dentro del laboratorio de SynthAmour',
    intro:
      'Lo que estamos construyendo y cuánto llevamos. Los porcentajes son estimaciones de nuestro equipo de ingeniería y se actualizan al cumplir cada hito; lo marcado como investigación todavía no forma parte de ningún producto.',
    visual: {
      render: 'detail',
      alt: 'Acercamiento a ELY dentro del cristal: una figura de luz trazada con líneas finas cian y violeta',
    },
  },
  statusLabels: {
    research: 'Investigación',
    'in-development': 'En desarrollo',
    'clinical-pilot': 'Piloto clínico',
    shipped: 'Disponible',
  },
  subprojectStatusLabels: {
    done: 'Hecho',
    'in-progress': 'En curso',
    planned: 'Planeado',
  },
  labels: {
    details: 'Funciones e hitos',
    detailsFor: 'Funciones e hitos: {title}',
    objective: 'Objetivo',
    features: 'Funciones',
    subprojects: 'Hitos',
    progressVisible: 'Avance',
    progress: 'Progreso de {title}',
    complete: '{percent} completado',
  },
  projects: [
    {
      id: 'volumetric-projection',
      title: 'Proyección volumétrica',
      status: 'in-development',
      progress: 75,
      objective:
        'Lanzar una pantalla volumétrica de escritorio con el brillo, la nitidez y el silencio necesarios para el uso diario, para que ELY se vea desde cualquier lado de una habitación con luz de día.',
      features: [
        'Campo de luz de cuatro planos a 1440 × 1440 por plano',
        'Brillo que se adapta a la luz ambiente',
        'Orientación hacia quien habla según la dirección de llegada del sonido',
        'Enfriamiento pasivo, sin ventilador audible',
      ],
      subprojects: [
        { title: 'Conjunto óptico y alineación de planos', status: 'done' },
        { title: 'Validación de brillo y temperatura', status: 'done' },
        { title: 'Expresiones en tiempo real en el dispositivo', status: 'in-progress' },
        { title: 'Calificación de la línea de manufactura', status: 'in-progress' },
        { title: 'Certificación regulatoria para México, EE. UU. y la UE', status: 'planned' },
      ],
      image: '/images/lab/volumetric.svg',
      imageAlt:
        'Diagrama de planos de luz apilados dentro de un octaedro de vidrio que forman una figura tridimensional',
    },
    {
      id: 'medical-research',
      title: 'Programa de investigación médica',
      status: 'clinical-pilot',
      progress: 25,
      objective:
        'Saber, con estudios debidamente revisados, si un acompañante de salud con IA ayuda a las personas con enfermedades crónicas a seguir su tratamiento entre consultas, y publicar los resultados sean o no favorables.',
      features: [
        'Estudio observacional en diabetes tipo 2 aprobado por un comité de ética independiente',
        'Conjuntos de datos de investigación desidentificados, con accesos auditados',
        'Reglas de alarma escritas por personal clínico',
        'Planes de análisis registrados de antemano',
      ],
      subprojects: [
        { title: 'Protocolo del estudio y aprobación del comité de ética', status: 'done' },
        { title: 'Reclutamiento de participantes en clínicas aliadas', status: 'in-progress' },
        { title: 'Protocolo del estudio de seguimiento en hipertensión', status: 'planned' },
        { title: 'Publicación arbitrada de los primeros resultados', status: 'planned' },
      ],
      image: '/images/lab/medical.svg',
      imageAlt:
        'Ilustración de una línea de tiempo de salud que combina lecturas de glucosa y presión arterial',
    },
    {
      id: 'affective-computing',
      title: 'Computación afectiva',
      status: 'research',
      progress: 40,
      objective:
        'Mejorar cómo ELY lee las señales emocionales de la voz en distintos acentos, edades y formas de hablar, y que reconozca mejor cuándo no está seguro.',
      features: [
        'Modelos de prosodia entrenados con voz en inglés y en español, con consentimiento',
        'Confianza calibrada para que ELY pregunte en lugar de adivinar',
        'Evaluación de equidad entre acentos y grupos de edad',
      ],
      subprojects: [
        { title: 'Corpus de voz en español latinoamericano, con consentimiento', status: 'done' },
        {
          title: 'Calibración de la confianza en las estimaciones de ánimo',
          status: 'in-progress',
        },
        { title: 'Prueba de equidad por acento y edad', status: 'in-progress' },
        { title: 'Señales multimodales de postura y mirada', status: 'planned' },
      ],
      image: '/images/lab/affective.svg',
      imageAlt:
        'Ilustración de una onda de voz analizada por tono, ritmo y pausas, con un indicador de confianza al lado',
    },
    {
      id: 'on-device-privacy',
      title: 'Privacidad en el dispositivo',
      status: 'in-development',
      progress: 60,
      objective:
        'Llevar al propio Octahedron la mayor parte posible de lo que ELY escucha y entiende, para que salgan de casa menos datos personales.',
      features: [
        'Palabra de activación y reconocimiento de voz locales',
        'Memoria cifrada con llaves ligadas al dispositivo',
        'Exportar y borrar en un paso todo lo que ELY guarda',
      ],
      subprojects: [
        { title: 'Palabra de activación en el dispositivo', status: 'done' },
        { title: 'Reconocimiento de voz local en inglés y español', status: 'in-progress' },
        { title: 'Auditoría de seguridad independiente', status: 'planned' },
      ],
      image: '/images/lab/privacy.svg',
      imageAlt:
        'Ilustración del Octahedron dentro de un escudo cerrado, con sus datos resguardados en el dispositivo',
    },
  ],
};
