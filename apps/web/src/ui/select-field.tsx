import type { SelectHTMLAttributes, TextareaHTMLAttributes } from 'react';
import { Labelled } from './field.tsx';

export interface SelectFieldProps extends SelectHTMLAttributes<HTMLSelectElement> {
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

export interface TextAreaFieldProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
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
