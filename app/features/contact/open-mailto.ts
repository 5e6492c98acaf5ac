/** Opens a URL the browser hands to another application (here, the visitor's mail client). */
export type MailtoOpener = (url: string) => void;

/**
 * Opens the mail client by clicking a temporary link, the way a visitor would. Unlike assigning
 * `window.location`, a link click never unloads the page when no mail client is registered, and
 * it is observable: tests listen for the click on the document and read the link's href.
 * Throws when the browser refuses (the form then shows its error state).
 */
export const openMailto: MailtoOpener = (url) => {
  const link = document.createElement('a');
  link.href = url;
  link.rel = 'noopener';
  link.hidden = true;
  document.body.append(link);
  try {
    link.click();
  } finally {
    link.remove();
  }
};
