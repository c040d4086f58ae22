import { useId, type ComponentProps } from 'react';
import { FieldError } from './field.tsx';

/** A checkbox with its label and, under it, its error (the agreement tick, 'open to offers'). */
export function CheckField({
  label,
  error,
  className,
  ...input
}: ComponentProps<'input'> & { label: string; error?: string }) {
  const errorId = useId();
  return (
    <div className={['field', className].filter(Boolean).join(' ')}>
      <label className="check">
        <input
          type="checkbox"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          {...input}
        />
        <span>{label}</span>
      </label>
      <FieldError id={errorId} message={error} />
    </div>
  );
}
