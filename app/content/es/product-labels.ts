/** Cómo se leen el precio y el estado de un producto, en español (ver en/product-labels.ts). */
import type { ProductLabelsCopy } from '../../lib/product-labels';

export const productLabels: ProductLabelsCopy = {
  status: { available: 'Disponible', presale: 'Preventa', coming: 'Próximamente' },
  byQuote: 'Bajo cotización',
  monthly: 'Desde {price} al mes',
  from: 'Desde {price}',
  discount: '{percent}% de descuento',
  shipsFrom: 'Envío previsto a partir de {date}; entrega a más tardar el {latest}',
  pesoEstimate: {
    show: true,
    shown: '≈ {amount}',
    spoken: 'aproximadamente {amount}',
    note: 'Los montos en pesos son aproximados, al tipo de cambio de {rate} por dólar del {date}. El cobro se hace en dólares (USD).',
  },
};
