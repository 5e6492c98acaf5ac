/** La página de contacto (ver en/contact.ts). */
import type { ContactCopy } from '../en/contact';
import { SELLER } from '../en/legal';
import { SELLER_ADDRESS } from './legal';

export const contact: ContactCopy = {
  page: {
    eyebrow: 'Contacto',
    title: 'Hablemos',
    intro:
      'Dudas sobre ELY, un proyecto de Corporate Services, una colaboración de investigación o tu pedido: escríbenos y alguien de nuestro equipo en la Ciudad de México te responderá en un día hábil.',
    visual: { src: '/images/illustrations/contact.svg', alt: '' },
  },
  hours: 'Lunes a viernes, de 9:00 a 18:00 (GMT-6)',
  country: 'México',
  channels: [
    {
      id: 'support',
      label: 'Atención a clientes',
      description: 'Ayuda con tu Octahedron, tu cuenta de ELY, tus pedidos y entregas.',
      email: 'support@synthamour.com',
    },
    {
      id: 'press',
      label: 'Prensa',
      description: 'Entrevistas, imágenes e información para periodistas.',
      email: 'press@synthamour.com',
    },
    {
      id: 'partnerships',
      label: 'Alianzas',
      description: 'Distribuidores, integradores, clínicas y proyectos de Corporate Services.',
      email: 'partners@synthamour.com',
    },
    {
      id: 'research',
      label: 'SynthAmour Bio',
      description: 'Colaboraciones de investigación y Biomedical AI Consulting.',
      email: 'research@synthamour.com',
    },
  ],
  fields: {
    name: 'Nombre completo',
    email: 'Correo electrónico',
    subject: 'Asunto',
    message: 'Mensaje',
    company: 'Empresa',
    phone: 'Teléfono',
  },
  optionalSuffix: '(opcional)',
  form: {
    heading: 'Envíanos un mensaje',
    intro:
      'Al enviar se abre tu app de correo con tu mensaje listo y dirigido a nuestro equipo; este sitio no guarda nada.',
    requiredNote: 'Los campos sin “(opcional)” son obligatorios.',
    submitLabel: 'Enviar mensaje',
    sendingLabel: 'Enviando…',
    sentStatus: '¡Mensaje enviado con éxito!',
    successMessage:
      'Tu app de correo tiene tu mensaje listo; envíalo desde ahí y te responderemos en un día hábil.',
    errorStatus: 'Error al enviar el mensaje. Inténtalo de nuevo.',
    errorMessage: 'Si tu app de correo no se abre, escríbenos directamente a {email}.',
    privacyNotice: `${SELLER}, con domicilio en ${SELLER_ADDRESS}, es responsable de lo que nos envías. Usamos tu nombre, tus datos de contacto y tu mensaje solo para responderte. Este formulario no guarda nada: tu app de correo envía el mensaje. Cómo negarte a un uso o ejercer tus derechos: nuestro {privacy}.`,
    privacyLink: 'Aviso de privacidad',
  },
  validation: {
    nameRequired: 'El nombre es obligatorio.',
    emailRequired: 'El correo electrónico es obligatorio.',
    emailInvalid: 'El formato del correo electrónico no es válido.',
    messageRequired: 'El mensaje es obligatorio.',
    messageTooShort: 'El mensaje debe tener al menos 10 caracteres.',
  },
  mailto: {
    fallbackSubject: 'Mensaje de {name}',
    notProvided: '(no indicado)',
    messageHeading: 'Mensaje:',
    toLabel: 'Para:',
    subjectLabel: 'Asunto:',
  },
  details: {
    heading: 'Datos de contacto',
    emailLabel: 'Correo',
    phoneLabel: 'Teléfono',
    addressLabel: 'Oficina',
    hoursLabel: 'Horario',
    channelsHeading: 'Otras formas de contactarnos',
  },
  handOff: {
    text: '¿No se abrió tu app de correo o escribes desde el navegador? Envía tú mismo tu mensaje a {email}: cópialo aquí abajo y pégalo en un correo nuevo.',
    copy: 'Copiar mensaje',
    copied: 'Mensaje copiado. Pégalo en un correo nuevo.',
    copyFailed: 'Tu navegador no nos dejó copiarlo: selecciona tu mensaje arriba y cópialo.',
    clear: 'Borrar formulario',
  },
};
