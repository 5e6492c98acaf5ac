/** "Encontrar mi pedido" (/es/find-order), en español (ver en/find-order.ts). */
import type { FindOrderCopy } from '../en/find-order';

export const findOrder: FindOrderCopy = {
  page: {
    eyebrow: 'Tu pedido',
    title: 'Encuentra tu pedido',
    intro:
      '¿Perdiste el correo de tu pedido? Escribe el correo con que compraste y el número de pedido, y te enviaremos el enlace a la página de tu pedido.',
  },
  formLabel: 'Encuentra tu pedido',
  fields: { email: 'Correo electrónico', orderNumber: 'Número de pedido' },
  orderNumberHint:
    'ELY- y 6 letras y números, como ELY‑7K3M9Q: está en el asunto de cada correo sobre tu pedido.',
  problems: {
    emailRequired: 'Escribe el correo con que hiciste el pedido.',
    emailInvalid: 'Escribe un correo como nombre@ejemplo.com.',
    orderNumberRequired: 'Escribe el número de pedido.',
    orderNumberInvalid:
      'Un número de pedido es ELY- y 6 letras y números, como ELY-7K3M9Q. Revísalo en el correo de tu pedido.',
  },
  submit: 'Enviarme el enlace',
  sending: 'Enviando…',
  done: {
    title: 'Revisa tu correo',
    body: 'Si el correo y el número de pedido corresponden a un pedido, enviamos a ese correo el enlace a la página del pedido. Puede tardar unos minutos en llegar; revisa también tu carpeta de spam.',
    again: 'Buscar otro pedido',
  },
  rateLimited:
    'Pediste enlaces de pedidos demasiadas veces. Por tu seguridad, espera una hora e inténtalo de nuevo, o escríbenos.',
  failed: 'No pudimos enviar tu solicitud. Revisa tu conexión e inténtalo de nuevo.',
  privacyNote:
    'Solo enviamos el enlace al correo del pedido, nunca a otro, y esta página nunca dice si un pedido existe.',
  noNumber:
    '¿Tampoco encuentras el número de pedido? Escribe a {email} desde el correo con que compraste.',
};
