import type { CodeSentDto } from '@steelyard/contracts';
import { useRef, useState } from 'react';
import type { DefaultValues, FieldValues } from 'react-hook-form';
import type { z } from '@contracts/zod-messages.ts';
import { useApiForm, type ApiForm } from './use-api-form.ts';

/** What a code form's two calls are: mutations (their busy flags show on the two buttons). */
interface Step<T, R> {
  mutateAsync: (values: T) => Promise<R>;
  isPending: boolean;
}

export interface CodeForm<T extends FieldValues> extends ApiForm<T> {
  /** Asks for a (new) code with the first step's checks. */
  sendCode: () => Promise<void>;
  /** A code was sent to the address now in the form: the code step shows. */
  codeSent: boolean;
  /** When the code sent last expires (ms), null before one is sent. */
  expiresAt: number | null;
  /** A code is being sent. */
  sending: boolean;
}

/**
 * A two-step code form over `useApiForm` (sign-in by contact, find password, a new email or
 * contact): the first submit asks for a code (`requestSchema`, `request`), the next sends it back
 * (`verifySchema`, `verify`); 'resend' asks again. The timer starts from the server's `expires_in`.
 */
export function useCodeForm<T extends FieldValues & { code: string }, R>({
  requestSchema,
  verifySchema,
  defaultValues,
  request,
  verify,
  onVerified,
  target,
  skipCode = () => false,
}: {
  requestSchema: z.ZodType;
  verifySchema: z.ZodType;
  defaultValues: DefaultValues<T>;
  request: Step<T, CodeSentDto>;
  verify: Step<T, R>;
  /** What follows a right code (sign in, go on to the new password…). */
  onVerified: (result: R, values: T) => unknown;
  /** Where the code goes (the number, the email…). */
  target: (values: T) => string;
  skipCode?: (values: T) => boolean;
}): CodeForm<T> {
  const [sent, setSent] = useState<{ to: string; expiresAt: number } | null>(null);
  // Read when the form is checked, so a ref: which step's schema applies.
  const step = useRef<'request' | 'verify'>('request');
  const form = useApiForm<T>({
    schema: () => (step.current === 'verify' ? verifySchema : requestSchema),
    defaultValues,
    onSubmit: async (values) => {
      if (step.current === 'request') return send(values);
      await onVerified(await verify.mutateAsync(values), values);
    },
  });
  const values = form.watch();
  const codeSent = sent !== null && sent.to === target(values);
  async function send(values: T) {
    const { expires_in } = await request.mutateAsync(values);
    setSent({ to: target(values), expiresAt: Date.now() + expires_in * 1000 });
    form.resetField('code' as never);
  }
  return {
    ...form,
    submit: (event) => {
      step.current = codeSent || skipCode(values) ? 'verify' : 'request';
      return form.submit(event);
    },
    sendCode: async () => {
      step.current = 'request';
      await form.handle(send)();
    },
    codeSent,
    expiresAt: codeSent ? sent.expiresAt : null,
    sending: request.isPending,
    busy: verify.isPending,
  };
}
