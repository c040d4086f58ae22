/** Labelled facts as a description list: one `<div>` of `<dt>` and `<dd>` per row. */
export function FactsList({
  rows,
  className,
}: {
  rows: [label: string, value: string][];
  className: string;
}) {
  return (
    <dl className={className}>
      {rows.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
