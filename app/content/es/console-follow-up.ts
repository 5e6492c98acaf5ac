import type { FollowUpCopy } from '../en/console-follow-up';

/**
 * El seguimiento de un pedido en la consola (su historial, notas, correos reenviados) y la vista de
 * compras abandonadas, en español: parte del catálogo de la consola (operator-console.ts).
 */
export const followUpCopy: FollowUpCopy = {
  timeline: {
    heading: 'Historial',
    intro: 'Todo lo que le pasó a este pedido, lo más reciente primero.',
    loading: 'Cargando el historial…',
    empty: 'Aún no le ha pasado nada a este pedido.',
    by: 'por {who}',
    ids: 'Detalles',
    emailTo: 'a {to}',
    noRecipient: 'sin dirección',
    emailStatus: {
      queued: 'Correo en cola',
      sent: 'Correo enviado',
      skipped: 'Correo no enviado (sin dirección)',
      failed: 'Correo fallido',
    },
    note: 'Nota interna',
    stock: {
      held: {
        one: '{count} unidad de {product} apartada',
        other: '{count} unidades de {product} apartadas',
      },
      sold: {
        one: '{count} unidad de {product} vendida',
        other: '{count} unidades de {product} vendidas',
      },
      released: {
        one: '{count} unidad de {product} de nuevo a la venta',
        other: '{count} unidades de {product} de nuevo a la venta',
      },
    },
  },
  notes: {
    label: 'Agregar una nota interna',
    hint: 'Solo los operadores ven las notas: nunca el comprador ni sus correos. Quedan {count} caracteres.',
    save: 'Agregar nota',
    saving: 'Agregando…',
    saved: 'Nota agregada.',
    empty: 'Escribe primero la nota.',
  },
  resend: {
    heading: 'Correos',
    confirmation: 'Reenviar confirmación',
    shipped: 'Reenviar correo de envío',
    working: 'Enviando…',
    done: '{email} está de nuevo en cola: sale en menos de un minuto.',
    names: { confirmation: 'La confirmación', shipped: 'El correo de envío' },
    rule: 'Cada correo puede reenviarse una vez cada 10 minutos.',
  },
  abandoned: {
    heading: 'Compras abandonadas',
    intro:
      'Pedidos creados y nunca pagados, con más de {age}, lo más reciente primero. No aparecen en la lista de pedidos. Cada uno se borra, con su contacto, {days} días después de iniciado.',
    loading: 'Cargando las compras abandonadas…',
    empty: 'No hay compras abandonadas ahora.',
    lastPurge: {
      one: 'Última depuración {date}: {count} compra borrada.',
      other: 'Última depuración {date}: {count} compras borradas.',
    },
    noPurge: 'La depuración aún no se ha ejecutado.',
    caption: 'Compras abandonadas, lo más reciente primero',
    columns: {
      order: 'Pedido',
      started: 'Inicio',
      contact: 'Contacto',
      cart: 'Carrito',
      language: 'Idioma',
      recovery: 'Correo de recuperación',
    },
    languages: { en: 'Inglés', es: 'Español' },
    noContact: 'Sin contacto',
    ago: 'hace {age}',
    send: 'Enviar enlace de vuelta',
    sendLabel: 'Enviar enlace de vuelta: {orderNumber}',
    sending: 'Enviando…',
    sent: 'Enviado {date} por {who}',
    done: 'Correo de recuperación en cola para {orderNumber}.',
    refusals: {
      NO_CONTACT_EMAIL: 'No se dio un correo',
      RECOVERY_NOT_IN_NOTICE: 'Iniciada antes de que el aviso de privacidad lo nombrara',
      RECOVERY_ALREADY_SENT: 'Ya enviado',
      NOT_ABANDONED: 'Pagado mientras tanto',
    },
  },
  errors: {
    RESEND_TOO_SOON: 'Este correo se reenvió hace un momento. Inténtalo de nuevo en {minutes} min.',
    NO_CONTACT_EMAIL: 'No se dio un correo en esta compra: no hay adónde enviar el enlace.',
    RECOVERY_ALREADY_SENT: 'El enlace de vuelta ya se envió para esta compra: una vez por pedido.',
    RECOVERY_NOT_IN_NOTICE:
      'Esta compra empezó antes de que el aviso de privacidad nombrara el correo de recuperación: no puede recibirlo.',
    NOT_ABANDONED: 'Este pedido está pagado o en pago: no es una compra abandonada.',
  },
};
