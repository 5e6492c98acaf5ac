/** El carrito, en español (ver en/cart.ts). */
import type { CartCopy } from '../en/cart';

export const cart: CartCopy = {
  title: 'Tu carrito',
  close: 'Cerrar carrito',
  empty: 'Tu carrito está vacío.',
  emptyHint: 'El ELY Holographic Octahedron ya está en preventa, con ELY gratis durante 1 año.',
  browse: 'Ver productos',
  total: 'Total',
  checkout: 'Pagar',
  checkoutNote: 'La dirección de envío y el pago, en el siguiente paso.',
  addToCart: 'Agregar al carrito',
  customElyPending: 'Disponible el 1 de enero',
  customElyOpens: 'Disponible el {date}',
  customElySubscribe: 'Suscribirme',
  soldOut: 'Agotado',
  soldOutReason: 'No quedan unidades de {title} en este lote.',
  remove: 'Quitar',
  each: 'c/u',
  labels: {
    decrease: 'Disminuir la cantidad de {title}',
    increase: 'Aumentar la cantidad de {title}',
    remove: 'Quitar {title} del carrito',
    quantity: 'Cantidad de {title}',
    itemCount: { one: '{count} producto', other: '{count} productos' },
  },
  announcements: {
    added: '{title} agregado al carrito',
    removed: '{title} quitado del carrito',
    quantity: '{title}, cantidad {quantity}',
  },
};
