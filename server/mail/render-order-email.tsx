import { render } from '@react-email/render';
import type { OrderEmailContent, RenderedEmail } from './order-email-content';
import { OrderEmail, orderEmailText } from './templates/order-email';

/**
 * Renders an order email to HTML (React Email) and plain text. The mailer loads this module on
 * its first email: React Email costs about a second to load, which the server's start-up does not
 * need to pay.
 */
export async function renderOrderEmail(content: OrderEmailContent): Promise<RenderedEmail> {
  return {
    subject: content.words.subject,
    html: await render(<OrderEmail content={content} />),
    text: orderEmailText(content),
  };
}
