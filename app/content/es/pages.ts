/** Cómo se llama cada página: título, descripción y etiquetas de navegación (ver en/pages.ts). */

import { productLabels as labelsFor } from '../../lib/product-labels';
import type { PagesCopy } from '../en/pages';
import { octahedronPromises } from '../shared';
import { productLabels } from './product-labels';

const { warranty } = octahedronPromises(labelsFor(productLabels, 'es-MX'));

export const pages: PagesCopy = {
  home: {
    title: 'SynthAmour — ELY, el compañero holográfico con IA',
    description:
      'SynthAmour crea ELY, un compañero de IA emocional que se proyecta como holograma, e IA biomédica para enfermedades crónicas. Diseñado en CDMX.',
    nav: 'Inicio',
  },
  ely: {
    title: 'ELY, el compañero holográfico — SynthAmour',
    description:
      'Conoce a ELY, el compañero de IA emocional que puedes ver. Aparta el ELY Holographic Octahedron en preventa, con ELY incluido gratis durante un año.',
    nav: 'ELY',
    footer: 'Conoce a ELY',
  },
  products: {
    title: 'Productos — SynthAmour',
    description:
      'El ELY Holographic Octahedron, Custom ELY, Servicios Corporativos, ELY Academy y Consultoría en IA Biomédica: productos y servicios de SynthAmour.',
    nav: 'Productos',
    footer: 'Productos',
  },
  technologies: {
    title: 'Tecnologías — SynthAmour',
    description:
      'Pantalla volumétrica, reconocimiento de emociones en la voz, privacidad en el dispositivo e IA clínica: las tecnologías detrás de ELY, explicadas.',
    nav: 'Tecnologías',
    footer: 'Tecnologías',
  },
  laboratory: {
    title: 'Laboratorio — SynthAmour',
    description:
      'Sigue nuestra investigación en proyección volumétrica, computación afectiva, privacidad e IA médica, con cifras honestas del avance de cada proyecto.',
    nav: 'Laboratorio',
    footer: 'Laboratorio',
  },
  synthamourLife: {
    title: 'SynthAmour Life — Salud con IA para enfermedades crónicas',
    description:
      'SynthAmour Life: asistente de salud con IA para vivir con diabetes, hipertensión y otras enfermedades crónicas. Beta abierta para pacientes y médicos.',
    nav: 'SynthAmour Life',
    footer: 'SynthAmour Life',
  },
  academy: {
    title: 'Cursos de ELY Academy — SynthAmour',
    description:
      'ELY Academy llega pronto: cursos en línea sobre agentes conversacionales empáticos, pantallas volumétricas e IA en investigación clínica, por nuestro equipo.',
    nav: 'Academia',
    footer: 'Academia',
  },
  ethics: {
    title: 'Ética de la IA — SynthAmour',
    description:
      'Cómo SynthAmour protege los datos emocionales, pide consentimiento, deja claro que ELY es una IA y cumple estándares clínicos en su investigación médica.',
    nav: 'Ética',
    footer: 'Ética de la IA',
  },
  developers: {
    title: 'Desarrolladores — SynthAmour',
    description:
      'La plataforma para desarrolladores de ELY llega pronto: una API de habilidades, SDK para TypeScript y Python, y un sandbox con un Octaedro virtual.',
    footer: 'Desarrolladores',
  },
  partners: {
    title: 'Aliados — SynthAmour',
    description:
      'Nuestro programa de socios para distribuidores, clínicas e integradores llega pronto. Cuéntanos sobre tu organización y te contactaremos.',
    footer: 'Aliados',
  },
  privacy: {
    title: 'Aviso de privacidad — SynthAmour',
    description:
      'Qué datos personales recaba SynthAmour cuando compras, inicias sesión o nos escribes, para qué, quién más los ve y cómo ejercer tus derechos ARCO.',
    footer: 'Aviso de privacidad',
  },
  terms: {
    title: 'Términos de venta — SynthAmour',
    description:
      'Los términos de cada compra en SynthAmour: precios en dólares con impuestos, la preventa del Octahedron y su fecha de entrega, facturación, garantía y quejas.',
    footer: 'Términos de venta',
  },
  returns: {
    title: 'Devoluciones y reembolsos — SynthAmour',
    description:
      'Cancela antes del envío, devuelve dentro de 5 días hábiles tras la entrega, haz válida la garantía y conoce cuándo llega tu reembolso.',
    footer: 'Devoluciones',
  },
  warranty: {
    title: 'Póliza de garantía — SynthAmour',
    description: `La garantía del ELY Holographic Octahedron: ${warranty} desde la entrega, qué cubre, cómo y dónde hacerla válida y por qué no te cuesta nada.`,
    footer: 'Garantía',
  },
  contact: {
    title: 'Contacto — SynthAmour',
    description:
      'Escribe a SynthAmour en la Ciudad de México sobre ELY, Servicios Corporativos, colaboraciones de investigación o tu pedido. Respondemos en un día hábil.',
    nav: 'Contacto',
    footer: 'Contacto',
  },
  checkout: {
    title: 'Finalizar compra — SynthAmour',
    description:
      'Completa tu pedido de SynthAmour con seguridad: revisa tu carrito, agrega los datos de envío de tu ELY Holographic Octahedron y paga con un proveedor confiable.',
    footer: 'Finalizar compra',
  },
  findOrder: {
    title: 'Encuentra tu pedido — SynthAmour',
    description:
      '¿Perdiste el correo de tu pedido? Escribe el correo con que compraste y tu número de pedido, y te enviaremos a ese correo el enlace a tu pedido.',
    footer: 'Encontrar mi pedido',
  },
  receipt: {
    title: 'Tu pedido — SynthAmour',
    description:
      'Tu pedido de SynthAmour: qué compraste, cuánto pagaste, a dónde se envía y en qué va ahora. Privado para ti y para quien tenga su enlace.',
  },
  account: {
    title: 'Tu cuenta — SynthAmour',
    description:
      'Tu cuenta de SynthAmour: el correo o teléfono con el que inicias sesión y cada pedido que hiciste con tu sesión iniciada, con su estado y su comprobante.',
  },
  admin: {
    title: 'Consola de operaciones — SynthAmour',
    description:
      'La consola de operaciones de SynthAmour: busca pedidos, envíalos con número de guía, reembólsalos y ve quién hizo qué. Solo para operadores.',
  },
  packingSlips: {
    title: 'Listas de empaque — SynthAmour',
    description:
      'Listas de empaque imprimibles de pedidos de SynthAmour: número de pedido y código QR, artículos, dirección de envío y contacto. Solo para operadores.',
  },
  testError: {
    title: 'Ruta de error — SynthAmour',
    description:
      'Se genera en la compilación y falla al hidratarse, para mostrar la página de error.',
  },
  notFound: {
    title: 'Página no encontrada — SynthAmour',
    description:
      'La página que buscabas no existe o cambió de lugar. Vuelve al inicio de SynthAmour para conocer a ELY o explorar nuestra tecnología e investigación.',
  },
};
