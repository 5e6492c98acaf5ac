/**
 * The contact form's send status, as the product defines it: idle → sending → sent, which returns
 * to idle after 5 seconds; or sending → error, which returns to idle as soon as a field is edited.
 */
export type ContactStatus = 'idle' | 'sending' | 'sent' | 'error';

export type ContactStatusEvent =
  /** The form passed validation and the visitor asked to send it. */
  | { type: 'submit' }
  /** The mail client was opened with the message. */
  | { type: 'opened' }
  /** Opening the mail client threw. */
  | { type: 'failed' }
  /** The visitor changed a field. */
  | { type: 'edit' }
  /** The success message has been shown long enough. */
  | { type: 'sentTimeout' };

/** How long the success message stays before the form is ready again. */
export const SENT_RESET_MS = 5000;

export function contactStatusReducer(
  status: ContactStatus,
  event: ContactStatusEvent,
): ContactStatus {
  switch (event.type) {
    case 'submit':
      // A second press while a send is in flight is ignored; sending again after sent is allowed.
      return status === 'sending' ? status : 'sending';
    case 'opened':
      return status === 'sending' ? 'sent' : status;
    case 'failed':
      return status === 'sending' ? 'error' : status;
    case 'edit':
      return status === 'error' ? 'idle' : status;
    case 'sentTimeout':
      return status === 'sent' ? 'idle' : status;
  }
}
