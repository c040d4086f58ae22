import type { CodeSentDto } from '@steelyard/contracts';
import { useState } from 'react';
import { ApiError } from './errors.ts';
import { useFieldErrors } from './form-errors.ts';
import { useTranslation } from '../i18n/i18n.ts';
import { firstErrorsOf } from './form-validation.ts';

/**
 * The state of a two-step code form (ask for a code, then send it back): field errors, the
 * code, when it expires, and the busy flags. Used by sign-in by contact, find ID and password,
 * and the account's new email or contact.
 */
export function useCodeForm() {
  const { t } = useTranslation();
  const [code, setCodeValue] = useState('');
  const [expiresAt, setExpiresAt] = useState<number | null>(null);
  const [sending, setSending] = useState(false);
  const [busy, setBusy] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const { errors, setErrors, capture, clear } = useFieldErrors();

  const fail = (error: unknown) => {
    if (!capture(error))
      setFormError(error instanceof ApiError && error.message ? error.message : t('errors.network'));
  };

  return {
    code,
    setCode: (value: string) => {
      setCodeValue(value);
      clear('code');
    },
    expiresAt,
    sending,
    busy,
    formError,
    errors,
    clear,
    /** Checks values with a shared schema and shows the messages; true when they pass. */
    check(schema: Parameters<typeof firstErrorsOf>[0], values: unknown): boolean {
      const local = firstErrorsOf(schema, values);
      setErrors(local);
      return Object.keys(local).length === 0;
    },
    /** Asks for a code (when `valid`); the timer starts from the server's `expires_in`. */
    async send(valid: boolean, request: () => Promise<CodeSentDto>) {
      if (!valid) return;
      setFormError(null);
      setSending(true);
      try {
        const sent = await request();
        setExpiresAt(Date.now() + sent.expires_in * 1000);
        setCodeValue('');
      } catch (error) {
        fail(error);
      } finally {
        setSending(false);
      }
    },
    /** Sends the code (when `valid`); errors land under their fields or above the form. */
    async submit(valid: boolean, run: () => Promise<void>) {
      if (!valid) return;
      setFormError(null);
      setBusy(true);
      try {
        await run();
      } catch (error) {
        fail(error);
      } finally {
        setBusy(false);
      }
    },
  };
}
