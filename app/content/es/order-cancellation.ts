import type { OrderCancellationCopy } from '../en/order-cancellation';

export const orderCancellation: OrderCancellationCopy = {
  heading: 'Cancelar este pedido',
  intro:
    '¿Cambiaste de opinión? Hasta que tu pedido se envíe puedes pedirnos cancelarlo: si lo aprobamos, te reembolsamos el pedido completo y no se envía nada.',
  reasonLabel: 'Motivo',
  optional: '(opcional)',
  reasonHint: 'Hasta {max} caracteres. Nos ayuda, pero no es obligatorio.',
  request: 'Solicitar cancelación',
  sending: 'Enviando tu solicitud…',
  requestedTitle: 'Cancelación solicitada el {date}',
  requestedBody:
    'La revisaremos en un máximo de dos días hábiles y te escribiremos en cualquier caso. Mientras tanto tu pedido sigue igual.',
  yourReason: 'Tu motivo',
  declinedTitle: 'Rechazamos tu solicitud de cancelación',
  declinedBody: 'El {date} no pudimos aprobarla, por este motivo:',
  approvedTitle: 'Pedido cancelado y reembolsado',
  approvedBody:
    'Cancelamos este pedido a petición tuya y te reembolsamos el total a la cuenta de PayPal o la tarjeta con que pagaste. Tu banco puede tardar unos días hábiles en reflejarlo.',
  shippedBody:
    'Tu pedido ya se envió, así que ya no se puede cancelar. Aún puedes devolverlo después de recibirlo:',
  returnsLink: 'consulta nuestra política de devoluciones',
  refusals: {
    ALREADY_SHIPPED:
      'Tu pedido acaba de enviarse, así que ya no se puede cancelar. Aún puedes devolverlo después de recibirlo:',
    REFUNDED: 'Este pedido ya se reembolsó: no hay nada que cancelar.',
    UNDER_REVIEW:
      'PayPal sigue revisando tu pago. Cuando lo apruebe podrás solicitar la cancelación.',
    CANCELLATION_DECLINED: 'Ya rechazamos una cancelación de este pedido.',
    INVALID_REQUEST: 'Escribe el motivo en un máximo de {max} caracteres.',
  },
  failed: 'No pudimos enviar tu solicitud. Revisa tu conexión e inténtalo de nuevo.',
};
