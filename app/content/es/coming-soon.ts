/** Las dos páginas anunciadas que aún no abren: desarrolladores y aliados (ver en/coming-soon.ts). */
import type { ComingSoonContent } from '../en/coming-soon';
import { mailtoHref } from '../shared';

const DEVELOPERS_EMAIL = 'developers@synthamour.com';
const DEVELOPERS_SUBJECT = 'Avísenme cuando abra la plataforma para desarrolladores de ELY';
const PARTNERS_EMAIL = 'partners@synthamour.com';
const PARTNERS_SUBJECT = 'Avísenme cuando abra el programa de aliados de SynthAmour';

export const developers: ComingSoonContent = {
  eyebrow: 'Desarrolladores · Próximamente',
  title: 'Crea para ELY',
  visual: { src: '/images/illustrations/developers.svg', alt: '' },
  intro:
    'Estamos preparando una plataforma para desarrolladores que te permitirá enseñarle nuevas habilidades a ELY, conectarla con tus servicios y probar tu trabajo con seguridad antes de que llegue a las personas usuarias. Abrirá primero para un grupo pequeño de desarrolladores.',
  whatIsComingHeading: 'Lo que viene',
  whatIsComing: [
    {
      title: 'API de habilidades de ELY',
      body: 'Define lo que ELY puede hacer por una persona, desde revisar un pedido hasta guiar un ejercicio de respiración, con intenciones, respuestas y permisos tipados que la persona aprueba.',
    },
    {
      title: 'SDK para TypeScript y Python',
      body: 'Bibliotecas cliente que resuelven la autenticación, las respuestas en streaming y el estado de la conversación, para que tu primera habilidad tome una tarde y no una semana.',
    },
    {
      title: 'Entorno de pruebas con un Octahedron virtual',
      body: 'Prueba tus habilidades en el navegador contra un dispositivo simulado, con conversaciones grabadas que puedes repetir y sin acceso a datos reales de nadie.',
    },
    {
      title: 'Guías de revisión y seguridad',
      body: 'Cada habilidad publicada se revisa con base en nuestros principios éticos, con reglas claras sobre acceso a datos, manipulación emocional y afirmaciones de salud.',
    },
  ],
  notify: {
    text: '¿Quieres acceso anticipado? Escríbenos y te avisaremos en cuanto abra la plataforma para desarrolladores.',
    buttonLabel: 'Avísenme',
    email: DEVELOPERS_EMAIL,
    subject: DEVELOPERS_SUBJECT,
    href: mailtoHref(DEVELOPERS_EMAIL, DEVELOPERS_SUBJECT),
  },
};

export const partners: ComingSoonContent = {
  eyebrow: 'Aliados · Próximamente',
  title: 'Sé aliado de SynthAmour',
  visual: { src: '/images/illustrations/partners.svg', alt: '' },
  intro:
    'Estamos construyendo un programa de aliados para empresas que venden, implementan o amplían ELY, y para equipos clínicos que quieren trabajar con SynthAmour Bio. Mientras abre, nuestro equipo atiende cada alianza de forma individual.',
  whatIsComingHeading: 'Lo que viene',
  whatIsComing: [
    {
      title: 'Distribuidores autorizados',
      body: 'Vende el ELY Holographic Octahedron en tus tiendas o en línea, con precios para aliados, unidades de demostración y capacitación de ventas.',
    },
    {
      title: 'Aliados clínicos',
      body: 'Ofrece SynthAmour Life a tus pacientes y participa en estudios aprobados por un comité de ética, con incorporación para tu equipo de salud y resúmenes clínicos desde el primer día.',
    },
    {
      title: 'Integradores',
      body: 'Lleva a cabo implementaciones de Corporate Services para tus clientes, certificadas por nuestros ingenieros, con herramientas de integración y soporte técnico directo.',
    },
  ],
  notify: {
    text: '¿Te interesa ser aliado? Cuéntanos de tu organización y te contactaremos cuando abra el programa.',
    buttonLabel: 'Avísenme',
    email: PARTNERS_EMAIL,
    subject: PARTNERS_SUBJECT,
    href: mailtoHref(PARTNERS_EMAIL, PARTNERS_SUBJECT),
  },
};
