import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { EMPTY_CONTACT } from '#domain/contact';
import { probeAtFirstPaint } from '#tests/support/first-paint';
import { WithI18n } from '#tests/support/i18n';
import { ContactFields } from './contact-fields';
import { useContactStore } from './contact-store';

beforeEach(() => {
  window.sessionStorage.clear();
  useContactStore.setState({ contact: EMPTY_CONTACT });
});

/** What a Pay pressed at once would read: the stored email as the fields are first painted. */
function renderWithProbe(accountEmail: string | null) {
  const { Probe, seen } = probeAtFirstPaint(() => useContactStore.getState().contact.email);
  render(
    <MemoryRouter>
      <WithI18n>
        <ContactFields ships problems={{}} accountEmail={accountEmail} onEdit={vi.fn()} />
        <Probe />
      </WithI18n>
    </MemoryRouter>,
  );
  return seen;
}

describe('ContactFields', () => {
  it('has put back what this tab typed before the fields are first painted', () => {
    useContactStore.getState().setField('email', 'ana@example.com');
    useContactStore.setState({ contact: EMPTY_CONTACT });
    const painted = renderWithProbe('account@example.com');
    expect(painted).toEqual(['ana@example.com']);
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveValue('ana@example.com');
  });

  it('offers the account’s email into an empty form before it is first painted', () => {
    const painted = renderWithProbe('account@example.com');
    expect(painted).toEqual(['account@example.com']);
  });
});
