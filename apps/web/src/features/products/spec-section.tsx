import { labelIn, usesImperial } from '@contracts/spec-display.ts';
import type { ProductDetailDto } from '@steelyard/contracts';
import { formatDate } from '../../i18n/format.ts';
import { useTranslation, type TFunction } from '../../i18n/i18n.ts';
import { useAppState } from '../../state/app-store.ts';
import { useIsHydrating } from '../../state/hydration.ts';
import { specLabel, specValueText } from '../../ui/spec-text.ts';

type Row = readonly [label: string, value: string | null];

function SpecRows({ rows }: { rows: Row[] }) {
  const shown = rows.filter((row): row is readonly [string, string] => row[1] !== null && row[1] !== '');
  if (shown.length === 0) return null;
  return (
    <dl className="spec-table">
      {shown.map(([label, value]) => (
        <div key={label} className="spec-table__row">
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * A post's specifications at its template's version, with units (the imperial figure beside them
 * for a reader whose country uses it, once the page has hydrated: the server does not know the
 * reader's chosen country), and 'specifications complete' when nothing is missing.
 */
export function SpecSection({ product }: { product: ProductDetailDto }) {
  const { t, language } = useTranslation();
  const country = useAppState((s) => s.country);
  const imperial = !useIsHydrating() && usesImperial(country);
  const template = product.spec_template;
  if (!template) return null;
  const rows: Row[] = [
    [t('specs.kind'), labelIn(template.titles, language)],
    ...template.fields.map((field): Row => {
      const value = product.specs[field.key];
      return [
        specLabel(field, language),
        value === undefined ? null : specValueText(field, value, language, imperial),
      ];
    }),
  ];
  return (
    <section className="detail-section" aria-labelledby="spec-title">
      <div className="spec-head">
        <h2 id="spec-title" className="detail-section__title">
          {t('specs.title')}
        </h2>
        {product.spec_complete ? (
          <span className="tag tag--outline spec-complete">{t('specs.complete')}</span>
        ) : null}
      </div>
      <SpecRows rows={rows} />
    </section>
  );
}

const yesNo = (value: boolean | null, t: TFunction) =>
  value === null ? null : value ? t('specs.yes') : t('specs.no');

/** The kind's checklist: each item confirmed by the seller (✓) or not. */
function Checklist({ product }: { product: ProductDetailDto }) {
  const { t, language } = useTranslation();
  const items = product.spec_template?.checklist ?? [];
  if (items.length === 0) return null;
  const confirmed = new Set(product.checklist);
  return (
    <ul className="spec-checklist" aria-label={t('specs.checklist')}>
      {items.map((item) => {
        const ok = confirmed.has(item.key);
        return (
          <li key={item.key} className="spec-checklist__item" data-confirmed={ok || undefined}>
            <span aria-hidden="true">{ok ? '✓' : '–'}</span> {labelIn(item.labels, language)}
            <span className="visually-hidden"> ({ok ? t('specs.confirmed') : t('specs.notConfirmed')})</span>
          </li>
        );
      })}
    </ul>
  );
}

/** The structured condition and the logistics block: how the machine is and how it leaves. */
export function ConditionSection({ product }: { product: ProductDetailDto }) {
  const { t, language } = useTranslation();
  const condition: Row[] = [
    [t('specs.workingState'), product.working_state ? t(`specs.working.${product.working_state}`) : null],
    [t('specs.assembly'), product.assembly ? t(`specs.assemblyState.${product.assembly}`) : null],
    [t('specs.powerDemo'), yesNo(product.power_demo, t)],
  ];
  const deadline = product.removal_deadline ? formatDate(product.removal_deadline, language) : null;
  const logistics: Row[] = [
    [
      t('specs.loading'),
      product.loading_methods.map((m) => t(`specs.loadingMethod.${m}`)).join(', ') || null,
    ],
    [t('specs.rigging'), product.rigging_paid_by ? t(`specs.riggingPayer.${product.rigging_paid_by}`) : null],
    [t('specs.removalDeadline'), deadline],
    [t('specs.incoterm'), product.incoterm],
    [t('specs.taxInvoice'), yesNo(product.tax_invoice, t)],
  ];
  const hasChecklist = (product.spec_template?.checklist.length ?? 0) > 0;
  if (!hasChecklist && [...condition, ...logistics].every(([, value]) => !value)) return null;
  return (
    <>
      {hasChecklist || condition.some(([, v]) => v) ? (
        <section className="detail-section">
          <h2 className="detail-section__title">{t('specs.condition')}</h2>
          <SpecRows rows={condition} />
          <Checklist product={product} />
        </section>
      ) : null}
      {logistics.some(([, v]) => v) ? (
        <section className="detail-section">
          <h2 className="detail-section__title">{t('specs.logistics')}</h2>
          <SpecRows rows={logistics} />
        </section>
      ) : null}
    </>
  );
}
