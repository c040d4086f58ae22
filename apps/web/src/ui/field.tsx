import { useId, type ComponentProps, type ReactNode } from 'react';

/** An input's props (with `ref`, so `{...form.register('name')}` wires it). */
export interface FieldProps extends ComponentProps<'input'> {
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
      <FieldError id={errorId} message={error} />
    </div>
  );
}

/** The message under a control (its `id` is the control's `aria-describedby`). */
export function FieldError({ id, message }: { id?: string; message: string | undefined }) {
  return message ? (
    <p id={id} className="field__error">
      {message}
    </p>
  ) : null;
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

/** Like `digitsOnly`, with one decimal point ('18,5' is read as '18.5'). */
export function decimalOnly<R extends { onChange: (event: { target: HTMLInputElement }) => unknown }>(
  registration: R,
): R {
  return {
    ...registration,
    onChange: (event: { target: HTMLInputElement }) => {
      const [whole = '', ...fraction] = event.target.value
        .replace(/,/g, '.')
        .replace(/[^\d.]/g, '')
        .split('.');
      event.target.value = fraction.length > 0 ? `${whole}.${fraction.join('')}` : whole;
      return registration.onChange(event);
    },
  };
}

/** A registered input that keeps only digits as the member types (prices, years). */
export function digitsOnly<R extends { onChange: (event: { target: HTMLInputElement }) => unknown }>(
  registration: R,
  maxLength?: number,
): R {
  return {
    ...registration,
    onChange: (event: { target: HTMLInputElement }) => {
      event.target.value = event.target.value.replace(/\D/g, '').slice(0, maxLength);
      return registration.onChange(event);
    },
  };
}
