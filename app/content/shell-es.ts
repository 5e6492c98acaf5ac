/**
 * The shell in Spanish, for the pages written in Spanish (/synthamourlife): its route hands it to
 * the shell through `handle`, so only that page's code carries it. The dialogs the shell opens
 * (sign-in, cart) stay in English and say so with their own `lang`.
 */

import type { ShellCopy } from './shell';

export const SHELL_COPY_ES: ShellCopy = {
  lang: 'es',
  skipLink: 'Saltar al contenido',
  mainNav: 'Principal',
  mobileNav: 'Menú móvil',
  menu: 'Menú',
  closeMenu: 'Cerrar menú',
  cart: (count) =>
    count > 0 ? `Carrito, ${count} ${count === 1 ? 'producto' : 'productos'}` : 'Carrito',
  account: {
    button: 'Cuenta',
    signInButton: 'Entrar',
    menu: {
      signedInAs: 'Sesión iniciada como',
      myAccount: 'Tu cuenta y tus pedidos',
      signOut: 'Cerrar sesión',
    },
  },
  footer: {
    tagline:
      'ELY, el compañero holográfico con inteligencia emocional, e investigación biomédica con IA para una mejor atención.',
    columns: { ELY: 'ELY', Research: 'Investigación', Company: 'Empresa' },
    resources: 'Recursos',
    followUs: 'Síguenos',
    opensInNewTab: '(se abre en una pestaña nueva)',
    copyright: (year) => `© ${year} SynthAmour. Ciudad de México.`,
  },
  navLabels: {
    '/': 'Inicio',
    '/productos': 'Productos',
    '/tecnologias': 'Tecnologías',
    '/laboratorio': 'Laboratorio',
    '/academia': 'Academia',
    '/ethics': 'Ética',
    '/contacto': 'Contacto',
  },
  footerLabels: {
    '/ely': 'Conoce a ELY',
    '/productos': 'Productos',
    '/tecnologias': 'Tecnologías',
    '/checkout': 'Finalizar compra',
    '/laboratorio': 'Laboratorio',
    '/ethics': 'Ética de la IA',
    '/academia': 'Academia',
    '/developers': 'Desarrolladores',
    '/partners': 'Socios',
    '/contacto': 'Contacto',
  },
  externalLabels: {
    'https://docs.synthamour.com': 'Documentación',
    'https://api.synthamour.com': 'Referencia de la API',
  },
};
