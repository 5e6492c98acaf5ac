import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { WithI18n } from '#tests/support/i18n';
import { SENT_RESET_MS } from './contact-status';
import { useContactForm } from './use-contact-form';

const wrapper = WithI18n;

function fillValid(result: { current: ReturnType<typeof useContactForm> }) {
  act(() => result.current.setField('name', 'Ana'));
  act(() => result.current.setField('email', 'ana@example.com'));
  act(() => result.current.setField('message', 'Hello there, ELY team'));
}

describe('useContactForm', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('goes idle → sending → sent, opens the mail client once, and is idle again after 5 s', () => {
    const opener = vi.fn();
    const { result } = renderHook(() => useContactForm(opener), { wrapper });
    fillValid(result);
    expect(result.current.status).toBe('idle');

    act(() => {
      expect(result.current.submit()).toBeNull();
    });
    expect(opener).toHaveBeenCalledTimes(1);
    expect(opener.mock.calls[0]?.[0]).toMatch(/^mailto:contacto@synthamour\.com\?subject=/);
    expect(result.current.status).toBe('sent');
    // Whether the email was sent from the mail app is unknown: what the visitor wrote stays.
    expect(result.current.values.message).toBe('Hello there, ELY team');
    expect(result.current.handedOff).toBe(true);

    act(() => vi.advanceTimersByTime(SENT_RESET_MS - 1));
    expect(result.current.status).toBe('sent');
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.status).toBe('idle');
    expect(opener).toHaveBeenCalledTimes(1);
  });

  it('keeps the message until the visitor clears the form', () => {
    const { result } = renderHook(() => useContactForm(() => undefined), { wrapper });
    fillValid(result);
    act(() => {
      result.current.submit();
    });
    act(() => vi.advanceTimersByTime(SENT_RESET_MS * 10));
    expect(result.current.status).toBe('idle');
    expect(result.current.values.name).toBe('Ana');
    expect(result.current.handedOff).toBe(true);

    act(() => result.current.clear());
    expect(result.current.values).toEqual({
      name: '',
      email: '',
      subject: '',
      message: '',
      company: '',
      phone: '',
    });
    expect(result.current.handedOff).toBe(false);
  });

  it('passes through sending before the mail client opens', () => {
    const seen: string[] = [];
    const { result } = renderHook(
      () => {
        const form = useContactForm(() => undefined);
        seen.push(form.status);
        return form;
      },
      { wrapper },
    );
    fillValid(result);
    act(() => {
      result.current.submit();
    });
    expect(seen.filter((s, i) => s !== seen[i - 1])).toEqual(['idle', 'sending', 'sent']);
  });

  it('goes to error when opening throws, and back to idle on the next edit', () => {
    const opener = vi.fn(() => {
      throw new Error('blocked');
    });
    const { result } = renderHook(() => useContactForm(opener), { wrapper });
    fillValid(result);
    act(() => {
      result.current.submit();
    });
    expect(result.current.status).toBe('error');
    // What the visitor typed is kept, so they can try again.
    expect(result.current.values.message).toBe('Hello there, ELY team');

    // Error does not time out on its own.
    act(() => vi.advanceTimersByTime(SENT_RESET_MS * 3));
    expect(result.current.status).toBe('error');

    act(() => result.current.setField('phone', '5'));
    expect(result.current.status).toBe('idle');
  });

  it('does not send an invalid form and reports the first failing rule', () => {
    const opener = vi.fn();
    const { result } = renderHook(() => useContactForm(opener), { wrapper });
    let error: ReturnType<typeof result.current.submit> = null;
    act(() => {
      error = result.current.submit();
    });
    expect(error).toEqual({ field: 'name', message: 'Name is required.' });
    expect(result.current.error).toEqual(error);
    expect(result.current.status).toBe('idle');
    expect(opener).not.toHaveBeenCalled();
  });

  it('keeps a shown error live on its own field only', () => {
    const { result } = renderHook(() => useContactForm(vi.fn()), { wrapper });
    act(() => result.current.setField('name', 'Ana'));
    act(() => result.current.setField('email', 'ana@example.com'));
    act(() => {
      result.current.submit();
    });
    expect(result.current.error?.message).toBe('Message is required.');
    act(() => result.current.setField('message', 'short'));
    expect(result.current.error?.message).toBe('Message must be at least 10 characters long.');
    act(() => result.current.setField('message', 'long enough now'));
    expect(result.current.error).toBeNull();
    // Breaking another field does not show its error until the next submit.
    act(() => result.current.setField('email', 'broken'));
    expect(result.current.error).toBeNull();
  });

  it('does not validate before the first submit', () => {
    const { result } = renderHook(() => useContactForm(vi.fn()), { wrapper });
    act(() => result.current.setField('email', 'nope'));
    expect(result.current.error).toBeNull();
  });
});
