import type { ButtonHTMLAttributes } from 'react';
import { Spinner } from './spinner.tsx';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** `destructive`: the one button that deletes, leaves or blocks, in the danger colour. */
  variant?: 'primary' | 'secondary' | 'ghost' | 'destructive';
  size?: 'md' | 'sm';
  block?: boolean;
  busy?: boolean;
}

export function Button({
  variant = 'primary',
  size = 'md',
  block = false,
  busy = false,
  className,
  children,
  disabled,
  type = 'button',
  ...rest
}: ButtonProps) {
  const classes = ['btn', `btn--${variant}`, size === 'sm' && 'btn--sm', block && 'btn--block', className]
    .filter(Boolean)
    .join(' ');
  return (
    <button
      type={type}
      className={classes}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
      {...rest}
    >
      {busy && <Spinner size="sm" label="" />}
      {children}
    </button>
  );
}
