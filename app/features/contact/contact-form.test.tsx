import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { WithI18n } from '#tests/support/i18n';
import { ContactForm } from './contact-form';

function setup(opener = vi.fn(), locale: 'en' | 'es' = 'en') {
  const user = userEvent.setup();
  render(
    <WithI18n locale={locale}>
      <ContactForm openMailto={opener} />
    </WithI18n>,
  );
  const send = () => user.click(screen.getByRole('button', { name: 'Send message' }));
  return { user, opener, send };
}

describe('ContactForm', () => {
  it('says who keeps what is sent, and where, with a link to the full privacy notice', () => {
    for (const [locale, words, link, href] of [
      [
        'en',
        'is responsible for what you send us',
        /^Privacy notice ?\(opens in a new tab\)$/,
        '/privacy',
      ],
      [
        'es',
        'es responsable de lo que nos envías',
        /^Aviso de privacidad ?\(se abre en una pestaña nueva\)$/,
        '/es/privacy',
      ],
    ] as const) {
      const { unmount } = render(
        <WithI18n locale={locale}>
          <ContactForm openMailto={vi.fn()} />
        </WithI18n>,
      );
      const notice = screen.getByText(new RegExp(words));
      expect(notice).toHaveTextContent('SynthAmour, S.A.P.I. de C.V.');
      expect(notice).toHaveTextContent('Calle Durango 263');
      const privacy = within(notice).getByRole('link', { name: link });
      expect(privacy).toHaveAttribute('href', href);
      expect(privacy).toHaveAttribute('target', '_blank');
      unmount();
    }
  });

  it('labels every field visibly', () => {
    setup();
    for (const label of [
      'Full name',
      'Email',
      'Subject (optional)',
      'Message',
      'Company (optional)',
      'Phone (optional)',
    ]) {
      expect(screen.getByLabelText(label)).toBeInTheDocument();
    }
  });

  it('ties the first failing rule to its field and moves focus there', async () => {
    const { user, send, opener } = setup();
    await send();
    const name = screen.getByLabelText('Full name');
    expect(name).toHaveFocus();
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription('Name is required.');

    await user.type(name, 'Ana');
    expect(name).not.toHaveAttribute('aria-invalid');
    await user.type(screen.getByLabelText('Email'), 'ana@');
    await send();
    const email = screen.getByLabelText('Email');
    expect(email).toHaveFocus();
    expect(email).toHaveAccessibleDescription('Invalid email format.');
    // Only one message is ever shown.
    expect(screen.getAllByText(/ is required\.|Invalid email|at least 10/)).toHaveLength(1);
    expect(opener).not.toHaveBeenCalled();
  });

  it('announces success, keeps the message, and offers the address and a copy of it', async () => {
    const { user, send, opener } = setup();
    await user.type(screen.getByLabelText('Full name'), 'Ana');
    await user.type(screen.getByLabelText('Email'), 'ana@example.com');
    await user.type(screen.getByLabelText('Message'), 'I would like a demo.');
    await send();
    expect(opener).toHaveBeenCalledOnce();
    expect(screen.getAllByRole('status')[0]).toHaveTextContent('Message sent successfully!');
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
    expect(screen.getByLabelText('Message')).toHaveValue('I would like a demo.');
    // The address and the copy button load once the message was handed over.
    expect(await screen.findByRole('link', { name: 'contacto@synthamour.com' })).toHaveAttribute(
      'href',
      'mailto:contacto@synthamour.com',
    );

    await user.click(screen.getByRole('button', { name: 'Copy message' }));
    expect(screen.getByText('Message copied. Paste it into a new email.')).toBeInTheDocument();
    const copied = await navigator.clipboard.readText();
    expect(copied).toMatch(/^To: contacto@synthamour\.com\nSubject: Message from Ana\n\n/);
    expect(copied).toContain('Message:\nI would like a demo.');

    await user.click(screen.getByRole('button', { name: 'Clear form' }));
    expect(screen.getByLabelText('Message')).toHaveValue('');
    expect(screen.getByLabelText('Full name')).toHaveValue('');
    expect(screen.queryByRole('button', { name: 'Copy message' })).not.toBeInTheDocument();
  });

  it('announces an error in an alert region when the mail client cannot open', async () => {
    const opener = vi.fn(() => {
      throw new Error('no handler');
    });
    const { user, send } = setup(opener);
    await user.type(screen.getByLabelText('Full name'), 'Ana');
    await user.type(screen.getByLabelText('Email'), 'ana@example.com');
    await user.type(screen.getByLabelText('Message'), 'I would like a demo.');
    await send();
    expect(screen.getByRole('alert')).toHaveTextContent('Error sending message. Please try again.');
    await user.type(screen.getByLabelText('Company (optional)'), 'A');
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
  });
});
