/** Lo que rodea cada página, en español (ver en/shell.ts). */

import { COMPANY } from '#site/site';
import type { ShellCopy } from '../en/shell';

export const shell: ShellCopy = {
  skipLink: 'Saltar al contenido',
  mainNav: 'Principal',
  mobileNav: 'Menú móvil',
  menu: 'Menú',
  closeMenu: 'Cerrar menú',
  dismissNotice: 'Cerrar aviso',
  cart: { zero: 'Carrito', one: 'Carrito, {count} producto', other: 'Carrito, {count} productos' },
  account: { button: 'Cuenta', signInButton: 'Iniciar sesión' },
  accountMenu: {
    signedInAs: 'Sesión iniciada como',
    myAccount: 'Tu cuenta y tus pedidos',
    signOut: 'Cerrar sesión',
  },
  loginDialog: {
    title: 'Iniciar sesión',
    intro: 'Inicia sesión o crea tu cuenta de SynthAmour.',
    close: 'Cerrar inicio de sesión',
    loading: 'Cargando inicio de sesión…',
    signedIn: 'Sesión iniciada como {account}.',
  },
  footer: {
    tagline:
      'ELY, el compañero holográfico con inteligencia emocional, e investigación biomédica con IA para una mejor atención.',
    columns: { ely: 'ELY', research: 'Investigación', company: 'Empresa', help: 'Legal' },
    resources: 'Recursos',
    followUs: 'Síguenos',
    opensInNewTab: '(se abre en una pestaña nueva)',
    copyright: '© {year} SynthAmour. Ciudad de México.',
    company:
      '{street}, {neighborhood}, {postalCode} Ciudad de México, México · {phone} · Dudas y quejas: {email}',
    legalEntity: `Vende ${COMPANY.legalName} · RFC ${COMPANY.rfc}`,
  },
  externalLabels: {
    'https://docs.synthamour.com': 'Documentación',
    'https://api.synthamour.com': 'Referencia de la API',
    'https://blog.synthamour.com': 'Blog',
  },
  language: {
    label: 'Idioma',
    offer: {
      text: 'Esta página también está en español.',
      accept: 'Verla en español',
      dismiss: 'No, gracias',
    },
  },
  errorPage: {
    eyebrow: 'Error',
    title: 'Error inesperado en la aplicación',
    intro:
      'Algo salió mal de nuestro lado al mostrar esta página. Inténtalo de nuevo o vuelve al inicio.',
    homeCta: 'Volver al inicio',
  },
  loading: 'Cargando…',
};
