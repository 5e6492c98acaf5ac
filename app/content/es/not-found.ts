/** La página que muestra cualquier dirección desconocida (estado 404). */
import type { NotFoundCopy } from '../en/not-found';

export const notFound: NotFoundCopy = {
  code: '404',
  title: 'Esta página se salió de la proyección',
  intro:
    'Puede que la dirección esté mal escrita o que la página se haya movido. Todo lo demás sigue donde lo dejaste.',
  homeCta: 'Volver al inicio',
  productsCta: 'Ver productos',
};
