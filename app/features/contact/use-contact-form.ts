import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import type { ContactFieldName } from '../../content/en/contact';
import { useCopy } from '../../i18n/i18n';
import { buildContactMailto } from './contact-mailto';
import { contactStatusReducer, SENT_RESET_MS } from './contact-status';
import { type ContactValues, EMPTY_CONTACT_VALUES } from './contact-values';
import { openMailto as defaultOpener, type MailtoOpener } from './open-mailto';
import { type ContactError, validateContact } from './validate-contact';

export interface ContactFormState {
  values: ContactValues;
  /** The validation error shown, if any: tied to one field. */
  error: ContactError | null;
  status: ReturnType<typeof contactStatusReducer>;
  setField: (field: ContactFieldName, value: string) => void;
  /** Validates and, when valid, sends. Returns the error shown so the caller can focus its field. */
  submit: () => ContactError | null;
  /**
   * A message was handed to the mail app: whether the visitor then sent it is out of sight, so
   * the form keeps what they wrote, offers the address and a copy of it, until they clear it.
   */
  handedOff: boolean;
  /** Empties the form: only when the visitor asks. */
  clear: () => void;
}

/**
 * State of the contact form: the values, the validation error (checked on submit, then kept up to
 * date live for the field it is tied to), and the send status with its timed reset.
 */
export function useContactForm(openMailto: MailtoOpener = defaultOpener): ContactFormState {
  const copy = useCopy('contact');
  const [values, setValues] = useState<ContactValues>(EMPTY_CONTACT_VALUES);
  const [error, setError] = useState<ContactError | null>(null);
  const [status, dispatch] = useReducer(contactStatusReducer, 'idle');
  const [handedOff, setHandedOff] = useState(false);
  const pendingUrl = useRef<string | null>(null);

  const setField = useCallback(
    (field: ContactFieldName, value: string) => {
      const next = { ...values, [field]: value };
      setValues(next);
      // Once an error is shown, it follows the visitor's edits on its own field: it changes
      // (required → too short) or disappears, but never jumps to another field until next submit.
      if (error) {
        const current = validateContact(next, copy.validation);
        setError(current && current.field === error.field ? current : null);
      }
      dispatch({ type: 'edit' });
    },
    [values, error, copy],
  );

  const submit = useCallback((): ContactError | null => {
    if (status === 'sending') return null;
    const found = validateContact(values, copy.validation);
    setError(found);
    if (found) return found;
    pendingUrl.current = buildContactMailto(values, copy);
    dispatch({ type: 'submit' });
    return null;
  }, [status, values, copy]);

  // Sending: open the mail client once, in the render after "Sending…" is shown.
  useEffect(() => {
    if (status !== 'sending' || !pendingUrl.current) return;
    const url = pendingUrl.current;
    pendingUrl.current = null;
    try {
      openMailto(url);
      // What the visitor wrote stays: a webmail user still needs it (see `handedOff`).
      setHandedOff(true);
      dispatch({ type: 'opened' });
    } catch {
      dispatch({ type: 'failed' });
    }
  }, [status, openMailto]);

  useEffect(() => {
    if (status !== 'sent') return;
    const timer = setTimeout(() => dispatch({ type: 'sentTimeout' }), SENT_RESET_MS);
    return () => clearTimeout(timer);
  }, [status]);

  const clear = useCallback(() => {
    setValues(EMPTY_CONTACT_VALUES);
    setError(null);
    setHandedOff(false);
  }, []);

  return { values, error, status, setField, submit, handedOff, clear };
}
