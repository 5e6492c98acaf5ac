import type { RenderedEmail } from './order-email-content';
import { type RecoveryEmailContent, recoveryEmailText } from './recovery-email';
import { renderRecoveryHtml } from './templates/recovery-email';

/**
 * Renders the recovery email of an abandoned checkout (React Email, and plain text). The mailer
 * loads this module on the first such email, as it does the order emails' renderer.
 */
export async function renderRecoveryEmail(content: RecoveryEmailContent): Promise<RenderedEmail> {
  return {
    subject: content.words.subject,
    html: await renderRecoveryHtml(content),
    text: recoveryEmailText(content),
  };
}
