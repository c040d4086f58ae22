import { useId } from 'react';
import './switch.css';

/** An on/off row: label and description on the left, an accessible switch on the right. */
export function SwitchRow({
  label,
  description,
  checked,
  disabled,
  onChange,
}: {
  label: string;
  description?: string;
  checked: boolean;
  disabled?: boolean;
  onChange: (checked: boolean) => void;
}) {
  const id = useId();
  return (
    <div className="switch-row">
      <span className="switch-row__text">
        <span id={`${id}-label`} className="switch-row__label">
          {label}
        </span>
        {description ? (
          <span id={`${id}-desc`} className="switch-row__desc">
            {description}
          </span>
        ) : null}
      </span>
      <button
        type="button"
        role="switch"
        className="switch"
        aria-checked={checked}
        aria-labelledby={`${id}-label`}
        aria-describedby={description ? `${id}-desc` : undefined}
        disabled={disabled}
        onClick={() => onChange(!checked)}
      >
        <span className="switch__thumb" />
      </button>
    </div>
  );
}
