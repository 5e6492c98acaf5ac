import type { CSSProperties, ReactNode } from 'react';
import {
  Body,
  Button,
  Column,
  Container,
  Head,
  Heading,
  Hr,
  Html,
  Link,
  Preview,
  Row,
  Section,
  Text,
} from 'react-email';
import type { OrderEmailContent } from '../order-email-content';

/**
 * Every order email, in one layout: the brand, the headline and what happened, the order as a
 * receipt (items, total, where it ships), what comes next, and the private receipt link. Light
 * background and inline styles, as mail apps need; the site's dark palette gives the header and
 * the buttons. `orderEmailText` is the same email as plain text.
 */

const colors = {
  void: '#05060b',
  page: '#f3f4f8',
  card: '#ffffff',
  ink: '#0b0e17',
  muted: '#4a5168',
  subtle: '#6b7390',
  line: '#e3e6ef',
  accent: '#0e7490',
  panel: '#f7f8fb',
};

const font =
  "'Inter', -apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif";

const styles = {
  body: { backgroundColor: colors.page, fontFamily: font, margin: 0, padding: '24px 0' },
  container: {
    backgroundColor: colors.card,
    borderRadius: '16px',
    maxWidth: '600px',
    overflow: 'hidden',
    border: `1px solid ${colors.line}`,
  },
  header: { backgroundColor: colors.void, padding: '22px 32px' },
  brand: {
    color: '#ffffff',
    fontSize: '20px',
    fontWeight: 600,
    letterSpacing: '0.02em',
    margin: 0,
  },
  tagline: { color: '#a9b4cc', fontSize: '12px', margin: '2px 0 0' },
  glow: {
    height: '3px',
    lineHeight: '3px',
    fontSize: '1px',
    background: 'linear-gradient(90deg, #5cf2ff, #a78bfa 55%, #f472b6)',
    backgroundColor: '#5cf2ff',
  },
  main: { padding: '28px 32px 8px' },
  headline: { color: colors.ink, fontSize: '24px', lineHeight: '32px', margin: '0 0 12px' },
  paragraph: { color: colors.muted, fontSize: '15px', lineHeight: '24px', margin: '0 0 12px' },
  button: {
    backgroundColor: colors.void,
    borderRadius: '999px',
    color: '#ffffff',
    fontSize: '15px',
    fontWeight: 600,
    padding: '12px 24px',
    textDecoration: 'none',
  },
  panel: {
    backgroundColor: colors.panel,
    borderRadius: '12px',
    padding: '16px 20px',
    margin: '8px 0 20px',
  },
  label: { color: colors.subtle, fontSize: '13px', lineHeight: '20px', margin: 0 },
  value: {
    color: colors.ink,
    fontSize: '14px',
    lineHeight: '20px',
    margin: 0,
    textAlign: 'right' as const,
  },
  sectionTitle: {
    color: colors.ink,
    fontSize: '13px',
    fontWeight: 600,
    letterSpacing: '0.08em',
    textTransform: 'uppercase' as const,
    margin: '8px 0 8px',
  },
  item: { color: colors.ink, fontSize: '15px', lineHeight: '22px', margin: 0 },
  itemMeta: { color: colors.subtle, fontSize: '13px', lineHeight: '20px', margin: 0 },
  hr: { borderColor: colors.line, margin: '12px 0' },
  totalLabel: { color: colors.ink, fontSize: '15px', fontWeight: 600, margin: 0 },
  totalValue: {
    color: colors.ink,
    fontSize: '15px',
    fontWeight: 600,
    margin: 0,
    textAlign: 'right' as const,
  },
  code: {
    color: colors.ink,
    fontFamily: "ui-monospace, 'SFMono-Regular', Menlo, Consolas, monospace",
    fontSize: '16px',
    letterSpacing: '0.06em',
    margin: '2px 0 0',
  },
  small: { color: colors.subtle, fontSize: '13px', lineHeight: '20px', margin: '0 0 10px' },
  footer: { padding: '8px 32px 28px' },
  link: { color: colors.accent, textDecoration: 'underline' },
} satisfies Record<string, CSSProperties>;

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Row>
      <Column>
        <Text style={styles.label}>{label}</Text>
      </Column>
      <Column>
        <Text style={styles.value}>{children}</Text>
      </Column>
    </Row>
  );
}

function Items({ content }: { content: OrderEmailContent }) {
  const emailLabels = content.copy.labels;
  return (
    <Section>
      <Text style={styles.sectionTitle}>{emailLabels.items}</Text>
      {content.lines.map((line) => (
        <Row key={line.title} style={{ margin: '0 0 10px' }}>
          <Column>
            <Text style={styles.item}>{line.title}</Text>
            <Text style={styles.itemMeta}>
              {line.unitPrice} {emailLabels.quantity(line.quantity)}
            </Text>
          </Column>
          <Column style={{ verticalAlign: 'top', width: '120px' }}>
            <Text style={{ ...styles.item, textAlign: 'right' }}>{line.lineTotal}</Text>
          </Column>
        </Row>
      ))}
      <Hr style={styles.hr} />
      <Detail label={emailLabels.subtotal}>{content.subtotal}</Detail>
      {content.shippingFree ? (
        <Detail label={emailLabels.shipping}>{emailLabels.shippingFree}</Detail>
      ) : null}
      <Row>
        <Column>
          <Text style={styles.totalLabel}>{emailLabels.total}</Text>
        </Column>
        <Column>
          <Text style={styles.totalValue}>{content.total}</Text>
        </Column>
      </Row>
      {content.tax ? <Detail label={content.tax.label}>{content.tax.amount}</Detail> : null}
      {content.refunded ? <Detail label={emailLabels.refunded}>−{content.refunded}</Detail> : null}
      {content.netPaid ? <Detail label={emailLabels.netPaid}>{content.netPaid}</Detail> : null}
      <Text style={{ ...styles.itemMeta, margin: '8px 0 0' }}>{emailLabels.taxesIncluded}</Text>
      {content.paymentMethod ? (
        <Detail label={emailLabels.paidWith}>{content.paymentMethod}</Detail>
      ) : null}
    </Section>
  );
}

function Shipment({
  shipment,
  emailLabels,
}: {
  shipment: NonNullable<OrderEmailContent['shipment']>;
  emailLabels: OrderEmailContent['copy']['labels'];
}) {
  return (
    <Section style={styles.panel}>
      <Detail label={emailLabels.carrier}>{shipment.carrier}</Detail>
      <Detail label={emailLabels.trackingNumber}>{shipment.trackingNumber}</Detail>
      {shipment.trackingUrl ? (
        <Text style={{ margin: '12px 0 0' }}>
          <Link href={shipment.trackingUrl} style={styles.link}>
            {emailLabels.trackPackage}
          </Link>
        </Text>
      ) : null}
    </Section>
  );
}

export function OrderEmail({ content }: { content: OrderEmailContent }) {
  const { labels: emailLabels, brand: emailBrand } = content.copy;
  const { words } = content;
  return (
    <Html lang={content.locale} dir="ltr">
      <Head>
        <title>{words.subject}</title>
        <meta name="color-scheme" content="light" />
        <meta name="supported-color-schemes" content="light" />
      </Head>
      {/* The preview text only: React Email's Preview would add a second <title> of its own. */}
      <Preview useTitleTag={false}>{words.preview}</Preview>
      {/* React Email's Body says lang="en" unless told: the order's language, as on <html>. */}
      <Body lang={content.locale} dir="ltr" style={styles.body}>
        <Container style={styles.container}>
          <Section style={styles.header}>
            <Text style={styles.brand}>{emailBrand.name}</Text>
            <Text style={styles.tagline}>{emailBrand.tagline}</Text>
          </Section>
          <Section style={styles.glow}>&nbsp;</Section>

          <Section style={styles.main}>
            <Heading as="h1" style={styles.headline}>
              {words.headline}
            </Heading>
            {words.paragraphs.map((paragraph) => (
              <Text key={paragraph} style={styles.paragraph}>
                {paragraph}
              </Text>
            ))}

            {content.shipment ? (
              <Shipment shipment={content.shipment} emailLabels={emailLabels} />
            ) : null}

            <Section style={styles.panel}>
              <Detail label={emailLabels.orderNumber}>{content.orderNumber}</Detail>
              <Detail label={emailLabels.placedOn}>{content.placedOn}</Detail>
              <Detail label={emailLabels.payment}>{content.statusLabel}</Detail>
            </Section>

            <Items content={content} />

            {content.subscriptionCode ? (
              <Section style={styles.panel}>
                <Text style={styles.label}>{emailLabels.subscriptionCode}</Text>
                <Text style={styles.code}>{content.subscriptionCode}</Text>
              </Section>
            ) : null}

            {content.address ? (
              <Section>
                <Text style={styles.sectionTitle}>{emailLabels.shipTo}</Text>
                {content.address.map((line) => (
                  <Text key={line} style={{ ...styles.item, color: colors.muted }}>
                    {line}
                  </Text>
                ))}
              </Section>
            ) : null}

            {content.next.length > 0 ? (
              <Section style={{ margin: '20px 0 0' }}>
                {content.next.map((paragraph) => (
                  <Text key={paragraph} style={styles.paragraph}>
                    {paragraph}
                  </Text>
                ))}
              </Section>
            ) : null}

            <Section style={{ margin: '16px 0 20px' }}>
              <Button href={content.receiptUrl} style={styles.button}>
                {emailLabels.viewReceipt}
              </Button>
            </Section>
          </Section>

          <Hr style={{ ...styles.hr, margin: '0 32px' }} />
          <Section style={styles.footer}>
            <Text style={{ ...styles.small, margin: '16px 0 10px' }}>
              {emailLabels.receiptLinkNote}
            </Text>
            {content.terms ? (
              <Text style={styles.small}>
                {content.terms.text}{' '}
                <Link href={content.terms.url} style={styles.link}>
                  {content.terms.url}
                </Link>
              </Text>
            ) : null}
            <Text style={styles.small}>{emailLabels.questions(content.contactEmail)}</Text>
            <Text style={styles.small}>
              {emailLabels.findOrder}{' '}
              <Link href={content.findOrderUrl} style={styles.link}>
                {content.findOrderUrl}
              </Link>
            </Text>
            <Text style={styles.small}>{emailLabels.whyYouGetThis}</Text>
            <Text style={{ ...styles.small, margin: 0 }}>{emailLabels.footer}</Text>
          </Section>
        </Container>
      </Body>
    </Html>
  );
}

/** The same email as plain text, for mail apps (and people) that read no HTML. */
export function orderEmailText(content: OrderEmailContent): string {
  const { labels: emailLabels, brand: emailBrand } = content.copy;
  const { words } = content;
  const blocks: string[][] = [[words.headline.toUpperCase(), ...words.paragraphs]];
  if (content.shipment) {
    blocks.push([
      `${emailLabels.carrier}: ${content.shipment.carrier}`,
      `${emailLabels.trackingNumber}: ${content.shipment.trackingNumber}`,
      ...(content.shipment.trackingUrl
        ? [`${emailLabels.trackPackage}: ${content.shipment.trackingUrl}`]
        : []),
    ]);
  }
  blocks.push([
    `${emailLabels.orderNumber}: ${content.orderNumber}`,
    `${emailLabels.placedOn}: ${content.placedOn}`,
    `${emailLabels.payment}: ${content.statusLabel}`,
  ]);
  blocks.push([
    `${emailLabels.items}:`,
    ...content.lines.map(
      (line) =>
        `- ${line.title}, ${line.unitPrice} ${emailLabels.quantity(line.quantity)}: ${line.lineTotal}`,
    ),
    `${emailLabels.subtotal}: ${content.subtotal}`,
    ...(content.shippingFree ? [`${emailLabels.shipping}: ${emailLabels.shippingFree}`] : []),
    `${emailLabels.total}: ${content.total}`,
    ...(content.tax ? [`${content.tax.label}: ${content.tax.amount}`] : []),
    ...(content.refunded ? [`${emailLabels.refunded}: −${content.refunded}`] : []),
    ...(content.netPaid ? [`${emailLabels.netPaid}: ${content.netPaid}`] : []),
    emailLabels.taxesIncluded,
    ...(content.paymentMethod ? [`${emailLabels.paidWith}: ${content.paymentMethod}`] : []),
  ]);
  if (content.subscriptionCode)
    blocks.push([`${emailLabels.subscriptionCode}: ${content.subscriptionCode}`]);
  if (content.address) blocks.push([`${emailLabels.shipTo}:`, ...content.address]);
  if (content.next.length > 0) blocks.push(content.next);
  blocks.push([`${emailLabels.viewReceipt}:`, content.receiptUrl, emailLabels.receiptLinkNote]);
  if (content.terms) blocks.push([`${content.terms.text} ${content.terms.url}`]);
  blocks.push([
    emailLabels.questions(content.contactEmail),
    `${emailLabels.findOrder} ${content.findOrderUrl}`,
    `${emailBrand.name} · ${emailLabels.whyYouGetThis}`,
    emailLabels.footer,
  ]);
  return `${blocks.map((block) => block.join('\n')).join('\n\n')}\n`;
}
