import { render } from '@react-email/render';
import {
  Body,
  Button,
  Column,
  Container,
  Head,
  Heading,
  Html,
  Preview,
  Row,
  Section,
  Text,
} from 'react-email';
import type { RecoveryEmailContent } from '../recovery-email';

/**
 * The recovery email of an abandoned checkout: the brand, what happened, the cart, and the button
 * back to a fresh checkout. Light background and inline styles, as the order emails.
 */

const ink = '#0b0e17';
const muted = '#4a5168';
const subtle = '#6b7390';
const font =
  "'Inter', -apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif";

function RecoveryEmail({ content }: { content: RecoveryEmailContent }) {
  const { labels, brand, checkoutRecovery } = content.copy;
  const { words } = content;
  return (
    <Html lang={content.locale} dir="ltr">
      <Head>
        <title>{words.subject}</title>
        <meta name="color-scheme" content="light" />
      </Head>
      <Preview useTitleTag={false}>{words.preview}</Preview>
      <Body
        lang={content.locale}
        style={{ backgroundColor: '#f3f4f8', fontFamily: font, padding: '24px 0' }}
      >
        <Container
          style={{
            backgroundColor: '#ffffff',
            borderRadius: '16px',
            maxWidth: '600px',
            border: '1px solid #e3e6ef',
          }}
        >
          <Section style={{ backgroundColor: '#05060b', padding: '22px 32px' }}>
            <Text style={{ color: '#ffffff', fontSize: '20px', fontWeight: 600, margin: 0 }}>
              {brand.name}
            </Text>
          </Section>
          <Section style={{ padding: '28px 32px 8px' }}>
            <Heading as="h1" style={{ color: ink, fontSize: '24px', margin: '0 0 12px' }}>
              {words.headline}
            </Heading>
            {words.paragraphs.map((paragraph) => (
              <Text key={paragraph} style={{ color: muted, fontSize: '15px', lineHeight: '24px' }}>
                {paragraph}
              </Text>
            ))}
            <Text style={{ color: ink, fontSize: '13px', fontWeight: 600 }}>{labels.items}</Text>
            {content.lines.map((line) => (
              <Row key={line.title}>
                <Column>
                  <Text style={{ color: ink, fontSize: '15px', margin: 0 }}>
                    {line.title} {labels.quantity(line.quantity)}
                  </Text>
                </Column>
                <Column style={{ width: '120px' }}>
                  <Text style={{ color: ink, fontSize: '15px', margin: 0, textAlign: 'right' }}>
                    {line.lineTotal}
                  </Text>
                </Column>
              </Row>
            ))}
            <Text style={{ color: ink, fontSize: '15px', fontWeight: 600, textAlign: 'right' }}>
              {labels.total}: {content.total}
            </Text>
            <Section style={{ margin: '16px 0 20px' }}>
              <Button
                href={content.restoreUrl}
                style={{
                  backgroundColor: '#05060b',
                  borderRadius: '999px',
                  color: '#ffffff',
                  fontSize: '15px',
                  fontWeight: 600,
                  padding: '12px 24px',
                }}
              >
                {checkoutRecovery.button}
              </Button>
            </Section>
          </Section>
          <Section style={{ padding: '8px 32px 28px' }}>
            {[labels.questions(content.contactEmail), checkoutRecovery.why, labels.footer].map(
              (line) => (
                <Text key={line} style={{ color: subtle, fontSize: '13px', lineHeight: '20px' }}>
                  {line}
                </Text>
              ),
            )}
          </Section>
        </Container>
      </Body>
    </Html>
  );
}

export function renderRecoveryHtml(content: RecoveryEmailContent): Promise<string> {
  return render(<RecoveryEmail content={content} />);
}
