import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';

export interface TabItem<T extends string> {
  value: T;
  label: string;
}

/**
 * Tabs as the WAI-ARIA tabs pattern: one tab in the Tab order (roving tabindex), ←/→ move to the
 * previous/next tab and select it, Home/End to the first/last; the panel below is the
 * `tabpanel`, labelled by its tab. `children` is the selected tab's content.
 */
export function Tabs<T extends string>({
  items,
  value,
  onChange,
  label,
  children,
}: {
  items: readonly TabItem<T>[];
  value: T;
  onChange: (value: T) => void;
  /** The name of the tab list (screen readers). */
  label: string;
  children: ReactNode;
}) {
  const base = useId();
  const tabId = (tab: T) => `${base}-tab-${tab}`;
  const panelId = `${base}-panel`;
  const buttons = useRef(new Map<T, HTMLButtonElement>());

  const onKeyDown = (event: KeyboardEvent) => {
    const last = items.length - 1;
    const current = items.findIndex((item) => item.value === value);
    const next =
      event.key === 'ArrowRight'
        ? current === last
          ? 0
          : current + 1
        : event.key === 'ArrowLeft'
          ? current <= 0
            ? last
            : current - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    const target = next === null ? undefined : items[next];
    if (!target) return;
    event.preventDefault();
    onChange(target.value);
    buttons.current.get(target.value)?.focus();
  };

  return (
    <>
      <div className="tabs" role="tablist" aria-label={label}>
        {items.map((item) => {
          const selected = item.value === value;
          return (
            <button
              key={item.value}
              ref={(button) => {
                if (button) buttons.current.set(item.value, button);
                else buttons.current.delete(item.value);
              }}
              type="button"
              role="tab"
              id={tabId(item.value)}
              className="tabs__tab"
              aria-selected={selected}
              aria-controls={panelId}
              tabIndex={selected ? 0 : -1}
              onClick={() => onChange(item.value)}
              onKeyDown={onKeyDown}
            >
              {item.label}
            </button>
          );
        })}
      </div>
      <div role="tabpanel" id={panelId} aria-labelledby={tabId(value)} tabIndex={0} className="tabs__panel">
        {children}
      </div>
    </>
  );
}
