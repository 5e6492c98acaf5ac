/**
 * After the contact form opened the mail app: the address and a copy of the message, for
 * visitors who write from webmail. Loaded only once a message has been handed over.
 */
export const contactHandOff = {
  before: 'Your email app did not open, or you write from your browser? Send your message to ',
  after: ' yourself: copy it below and paste it into a new email.',
  copy: 'Copy message',
  copied: 'Message copied. Paste it into a new email.',
  copyFailed: 'Your browser did not let us copy it: select your message above and copy it.',
  clear: 'Clear form',
} as const;
