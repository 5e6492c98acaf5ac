import { formatMoney } from '#domain/money';
import { LOCALE_SETTINGS, type Locale } from '#site/locales';
import { localizedRoutes } from '#site/pages';
import { CONTACT_EMAIL } from '#site/site';
import { EMAIL_COPY, type EmailCopy, type EmailWords } from './email-copy';
import type { EmailLine } from './order-email-content';
import type { RecoveryFacts } from './store';

/**
 * The recovery email of an abandoned checkout, worked out from its facts: the cart as it was
 * (titles and quantities; the checkout prices it again from the catalogue), and the link back to a
 * fresh checkout, `/checkout?restore=<token>` in the order's language. Its layout is
 * templates/recovery-email.tsx, rendered by render-recovery-email.tsx (loaded on the first one).
 */
export interface RecoveryEmailContent {
  locale: Locale;
  copy: EmailCopy;
  words: EmailWords;
  lines: EmailLine[];
  total: string;
  restoreUrl: string;
  contactEmail: string;
}

export function restoreUrl(publicUrl: string, token: string, locale: Locale): string {
  return `${publicUrl}${localizedRoutes(locale).checkout}?restore=${encodeURIComponent(token)}`;
}

export function recoveryEmailContent(
  facts: RecoveryFacts,
  { publicUrl }: { publicUrl: string },
): RecoveryEmailContent {
  const money = (cents: number) => formatMoney(cents, LOCALE_SETTINGS[facts.locale].intl);
  const copy = EMAIL_COPY[facts.locale];
  const total = money(facts.totalCents);
  return {
    locale: facts.locale,
    copy,
    words: copy.checkoutRecovery.words(total),
    lines: facts.items.map((item) => ({
      title: item.title,
      quantity: item.quantity,
      unitPrice: money(item.unitPriceCents),
      lineTotal: money(item.unitPriceCents * item.quantity),
    })),
    total,
    restoreUrl: restoreUrl(publicUrl, facts.token, facts.locale),
    contactEmail: CONTACT_EMAIL,
  };
}

/** The plain-text body, for mail apps (and people) that read no HTML. */
export function recoveryEmailText(content: RecoveryEmailContent): string {
  const { labels, checkoutRecovery } = content.copy;
  return `${[
    [content.words.headline.toUpperCase(), ...content.words.paragraphs],
    [
      `${labels.items}:`,
      ...content.lines.map(
        (line) => `- ${line.title}, ${labels.quantity(line.quantity)}: ${line.lineTotal}`,
      ),
      `${labels.total}: ${content.total}`,
    ],
    [`${checkoutRecovery.button}:`, content.restoreUrl],
    [labels.questions(content.contactEmail), checkoutRecovery.why, labels.footer],
  ]
    .map((block) => block.join('\n'))
    .join('\n\n')}\n`;
}
