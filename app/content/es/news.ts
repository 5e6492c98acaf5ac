/** La franja de noticias de la página de inicio. */
import type { NewsCopy } from '../en/news';

export const news: NewsCopy = {
  heading: 'Últimas noticias',
  intro:
    'Novedades de producto, avances de investigación y anuncios de SynthAmour y SynthAmour Bio.',
  externalLabel: 'Leer en el blog de SynthAmour',
  externalHint: '(en el blog de SynthAmour, se abre en una pestaña nueva)',
  controls: {
    group: 'Controles de la franja de noticias',
    pause: 'Pausar noticias',
    play: 'Reproducir noticias',
    speedUp: 'Acelerar noticias',
    speed: '{seconds} s por vuelta',
    fastest: '{seconds} s por vuelta · lo más rápido',
    reducedMotionNote:
      'El desplazamiento está apagado porque tu dispositivo pide reducir el movimiento. Desplaza la lista o pulsa Reproducir para iniciarla.',
  },
  items: [
    {
      id: 'custom-ely-launch-date',
      date: '2026-11-10',
      title: 'Custom ELY llega el 1 de enero: lo que podrás personalizar',
      href: 'https://blog.synthamour.com/2026/11/custom-ely-launch-date',
      external: true,
    },
    {
      id: 'volumetric-projection-milestone',
      date: '2026-10-28',
      title:
        'La proyección volumétrica llega al 75 %: el campo de luz de cuatro planos supera las pruebas de brillo y temperatura',
      page: 'laboratory',
      external: false,
    },
    {
      id: 'synthamour-life-clinician-summaries',
      date: '2026-10-06',
      title:
        'SynthAmour Life suma resúmenes para clínicos y abre la beta a clínicas aliadas de Guadalajara y Monterrey',
      page: 'synthamourLife',
      external: false,
    },
    {
      id: 'octahedron-presale-opens',
      date: '2026-09-15',
      title: 'Abre la preventa del ELY Holographic Octahedron, con un año de ELY incluido',
      page: 'ely',
      external: false,
    },
    {
      id: 'ethics-principles-published',
      date: '2026-08-20',
      title:
        'Publicamos nuestros principios de ética de IA para compañeros emocionales e investigación en salud',
      page: 'ethics',
      external: false,
    },
    {
      id: 'observational-study-approval',
      date: '2026-06-30',
      title:
        'SynthAmour Bio obtiene la aprobación del comité de ética para su primer estudio observacional en diabetes tipo 2',
      href: 'https://blog.synthamour.com/2026/06/observational-study-ethics-approval',
      external: true,
    },
    {
      id: 'synthamour-life-beta',
      date: '2026-03-24',
      title: 'SynthAmour Life abre su beta a pacientes y clínicos en México',
      page: 'synthamourLife',
      external: false,
    },
    {
      id: 'synthamour-bio-founded',
      date: '2025-12-09',
      title: 'Presentamos SynthAmour Bio, nuestra división de investigación en IA biomédica',
      href: 'https://blog.synthamour.com/2025/12/introducing-synthamour-bio',
      external: true,
    },
  ],
};
