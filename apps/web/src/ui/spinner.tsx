export function Spinner({ size = 'md', label }: { size?: 'md' | 'sm'; label?: string }) {
  return (
    <span role={label ? 'status' : undefined} aria-live={label ? 'polite' : undefined}>
      <span
        className={size === 'sm' ? 'spinner spinner--sm' : 'spinner'}
        style={{ display: 'inline-block' }}
        aria-hidden="true"
      />
      {label ? <span className="visually-hidden">{label}</span> : null}
    </span>
  );
}

export function CenteredSpinner({ label }: { label: string }) {
  return (
    <div className="center-block">
      <Spinner label={label} />
    </div>
  );
}
