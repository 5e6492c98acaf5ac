import { render, screen } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { EMPTY_CONTACT } from '#domain/contact';
import { WithI18n } from '#tests/support/i18n';
import { ContactFields } from './contact-fields';
import { useContactStore } from './contact-store';

beforeEach(() => {
  window.sessionStorage.clear();
  useContactStore.setState({ contact: EMPTY_CONTACT });
});

/** What a Pay pressed at once would read: the store as a layout effect after the fields sees it. */
function renderWithProbe(accountEmail: string | null) {
  const painted: string[] = [];
  function AfterTheFields() {
    useLayoutEffect(() => {
      painted.push(useContactStore.getState().contact.email);
    }, []);
    return null;
  }
  render(
    <MemoryRouter>
      <WithI18n>
        <ContactFields ships problems={{}} accountEmail={accountEmail} onEdit={vi.fn()} />
        <AfterTheFields />
      </WithI18n>
    </MemoryRouter>,
  );
  return painted;
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
