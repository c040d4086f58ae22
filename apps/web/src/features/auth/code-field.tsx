import { useEffect, useState } from 'react';
import { useTranslation } from '../../i18n/i18n.ts';
import { Button } from '../../ui/button.tsx';
import { Field } from '../../ui/field.tsx';

/** Seconds left until `expiresAt` (ms), ticking each second; 0 once past. */
export function useSecondsLeft(expiresAt: number | null): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!expiresAt) return;
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [expiresAt]);
  return expiresAt ? Math.max(0, Math.ceil((expiresAt - now) / 1000)) : 0;
}

const clock = (seconds: number) => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;

/** The six-digit code with its time left and a resend button. */
export function CodeField({
  value,
  onChange,
  error,
  expiresAt,
  onResend,
  resending,
}: {
  value: string;
  onChange: (value: string) => void;
  error?: string;
  expiresAt: number | null;
  onResend: () => void;
  resending: boolean;
}) {
  const { t } = useTranslation();
  const left = useSecondsLeft(expiresAt);
  return (
    <div className="code-field">
      <Field
        label={t('accounts.contactLogin.code')}
        name="code"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        placeholder={t('accounts.contactLogin.codePlaceholder')}
        value={value}
        error={error ?? (expiresAt && left === 0 ? t('accounts.contactLogin.expired') : undefined)}
        onChange={(event) => onChange(event.target.value.replace(/\D/g, '').slice(0, 6))}
      />
      <div className="code-field__meta">
        <span className="code-field__timer" aria-live="polite">
          {left > 0 ? t('accounts.contactLogin.expiresIn', { time: clock(left) }) : null}
        </span>
        <Button variant="ghost" size="sm" busy={resending} onClick={onResend}>
          {t('accounts.contactLogin.resend')}
        </Button>
      </div>
    </div>
  );
}

/** The second step of a code form: what was sent, the code with its timer, and the submit button. */
export function CodeStep({
  sentText,
  submitLabel,
  flow,
  onResend,
}: {
  sentText: string;
  submitLabel: string;
  flow: {
    code: string;
    setCode: (value: string) => void;
    errors: Record<string, string>;
    expiresAt: number | null;
    sending: boolean;
    busy: boolean;
  };
  onResend: () => void;
}) {
  return (
    <div className="auth__section">
      <p className="auth__info" role="status">
        {sentText}
      </p>
      <CodeField
        value={flow.code}
        onChange={flow.setCode}
        error={flow.errors.code}
        expiresAt={flow.expiresAt}
        resending={flow.sending}
        onResend={onResend}
      />
      <Button type="submit" block busy={flow.busy}>
        {submitLabel}
      </Button>
    </div>
  );
}
