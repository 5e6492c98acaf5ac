/** La página de productos, en español (ver en/products-page.ts). */
import type { ProductsPageCopy } from '../en/products-page';
import { ACADEMY_WAITLIST_HREF } from './academia';

export const productsPage: ProductsPageCopy = {
  page: {
    eyebrow: 'Productos y servicios',
    title: 'Todo sobre ELY, y la ciencia que lo hace posible',
    intro:
      'El ELY Holographic Octahedron lleva a ELY a tu escritorio como holograma; Custom ELY te deja darle forma a su voz, su aspecto y su personalidad. Para organizaciones, instalamos asistentes holográficos con tu marca y ofrecemos consultoría de IA biomédica de SynthAmour Bio, y los cursos de ELY Academy vienen en camino.',
    visual: {
      render: 'front',
      alt: 'El ELY Holographic Octahedron visto de frente: un octaedro de cristal sobre una base oscura rodeada de luz',
    },
  },
  labels: {
    details: 'Detalles y especificaciones',
    detailsFor: 'Detalles y especificaciones: {title}',
    features: 'Lo más destacado',
    specs: 'Especificaciones',
    inTheBox: 'En la caja',
    originalPrice: 'Precio de lista',
  },
  contactCtas: {
    corporate: { label: 'Contactar a ventas', page: 'contact' },
    academy: { label: 'Unirme a la lista de espera', href: ACADEMY_WAITLIST_HREF },
    consulting: { label: 'Pedir una cotización', page: 'contact' },
  },
};
