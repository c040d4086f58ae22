import { useId, type InputHTMLAttributes, type ReactNode } from 'react';

export interface FieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  /** The first server (or client) message for this field. */
  error?: string;
}

/** The label and the error text under a form control, wired for screen readers (Field, SelectField, TextAreaField). */
export function Labelled({
  label,
  error,
  id,
  className,
  control,
}: {
  label: string;
  error?: string;
  id?: string;
  className?: string;
  control: (props: { id: string; 'aria-invalid'?: true; 'aria-describedby'?: string }) => ReactNode;
}) {
  const autoId = useId();
  const controlId = id ?? autoId;
  const errorId = `${controlId}-error`;
  return (
    <div className={['field', className].filter(Boolean).join(' ')}>
      <label className="field__label" htmlFor={controlId}>
        {label}
      </label>
      {control({
        id: controlId,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': error ? errorId : undefined,
      })}
      {error ? (
        <p id={errorId} className="field__error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** A labelled input with its error text under it, wired for screen readers. */
export function Field({ label, error, id, className, ...input }: FieldProps) {
  return (
    <Labelled
      label={label}
      error={error}
      id={id}
      className={className}
      control={(wired) => <input className="field__input" {...wired} {...input} />}
    />
  );
}

/** A form's error that belongs to no field (network, 403, 429). */
export function FormError({ message }: { message: string | null }) {
  return message ? (
    <p className="form-error" role="alert">
      {message}
    </p>
  ) : null;
}
