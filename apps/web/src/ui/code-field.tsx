import { useEffect, useState } from 'react';
import { useTranslation } from '../i18n/i18n.ts';
import { Button } from './button.tsx';
import { Field } from './field.tsx';
import './code-field.css';

/** Seconds left until `expiresAt` (ms), ticking each second; 0 once past. */
function useSecondsLeft(expiresAt: number | null): number {
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

/** What a code field shows of a two-step code form (`useCodeForm`). */
export interface CodeFlow {
  code: string;
  setCode: (value: string) => void;
  errors: Record<string, string>;
  /** When the code sent last expires (ms), null before one is sent. */
  expiresAt: number | null;
  /** A code is being sent (the resend button's busy state). */
  sending: boolean;
}

/** The six-digit code of a code form, with its time left and a resend button. */
export function CodeField({ flow, onResend }: { flow: CodeFlow; onResend: () => void }) {
  const { t } = useTranslation();
  const { expiresAt } = flow;
  const left = useSecondsLeft(expiresAt);
  return (
    <div className="code-field">
      <Field
        label={t('oneTimeCode.label')}
        name="code"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        placeholder={t('oneTimeCode.placeholder')}
        value={flow.code}
        error={flow.errors.code ?? (expiresAt && left === 0 ? t('oneTimeCode.expired') : undefined)}
        onChange={(event) => flow.setCode(event.target.value.replace(/\D/g, '').slice(0, 6))}
      />
      <div className="code-field__meta">
        <span className="code-field__timer" aria-live="polite">
          {left > 0 ? t('oneTimeCode.expiresIn', { time: clock(left) }) : null}
        </span>
        <Button variant="ghost" size="sm" busy={flow.sending} onClick={onResend}>
          {t('oneTimeCode.resend')}
        </Button>
      </div>
    </div>
  );
}
