import { useEffect, useState, type ComponentProps } from 'react';
import { useTranslation } from '../i18n/i18n.ts';
import { Button } from './button.tsx';
import { Field } from './field.tsx';
import './code-field.css';

/** Seconds left until `expiresAt` (ms), ticking each second; 0 once past. */
function useSecondsLeft(expiresAt: number | null): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!expiresAt) return;
    const tick = () => setNow(Date.now());
    const timer = setInterval(tick, 1000);
    tick();
    return () => clearInterval(timer);
  }, [expiresAt]);
  return expiresAt ? Math.max(0, Math.ceil((expiresAt - now) / 1000)) : 0;
}

const clock = (seconds: number) => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;

/**
 * The six-digit code of a code form (`useCodeForm`), with its time left and a resend button;
 * `input` is the field's registration (`form.register('code')`).
 */
export function CodeField({
  expiresAt,
  sending,
  error,
  onResend,
  input,
}: {
  expiresAt: number | null;
  sending: boolean;
  error?: string;
  onResend: () => void;
  input: ComponentProps<'input'>;
}) {
  const { t } = useTranslation();
  const left = useSecondsLeft(expiresAt);
  return (
    <div className="code-field">
      <Field
        label={t('oneTimeCode.label')}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        placeholder={t('oneTimeCode.placeholder')}
        error={error ?? (expiresAt && left === 0 ? t('oneTimeCode.expired') : undefined)}
        {...input}
      />
      <div className="code-field__meta">
        <span className="code-field__timer" aria-live="polite">
          {left > 0 ? t('oneTimeCode.expiresIn', { time: clock(left) }) : null}
        </span>
        <Button variant="ghost" size="sm" busy={sending} onClick={onResend}>
          {t('oneTimeCode.resend')}
        </Button>
      </div>
    </div>
  );
}
