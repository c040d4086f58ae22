import type { ComponentProps } from 'react';
import { Labelled } from './field.tsx';

export interface SelectFieldProps extends ComponentProps<'select'> {
  label: string;
  error?: string;
}

/** A labelled select with its error text under it. */
export function SelectField({ label, error, id, className, children, ...select }: SelectFieldProps) {
  return (
    <Labelled
      label={label}
      error={error}
      id={id}
      className={className}
      control={(wired) => (
        <select className="field__input" {...wired} {...select}>
          {children}
        </select>
      )}
    />
  );
}

export interface TextAreaFieldProps extends ComponentProps<'textarea'> {
  label: string;
  error?: string;
}

/** A labelled multi-line input with its error text under it. */
export function TextAreaField({ label, error, id, className, ...area }: TextAreaFieldProps) {
  return (
    <Labelled
      label={label}
      error={error}
      id={id}
      className={className}
      control={(wired) => <textarea className="field__input field__input--area" {...wired} {...area} />}
    />
  );
}
