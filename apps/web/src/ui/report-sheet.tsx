import { REPORT_REASONS, REPORT_REASON_LABELS } from '@contracts/reports.ts';
import { TRUST_LIMITS } from '@contracts/limits.ts';
import { reportCreateSchema } from '@contracts/schemas/reports.ts';
import type { ReportableType } from '@steelyard/contracts';
import { useBlock } from '../api/profile.ts';
import { useReport, type ReportValues } from '../api/reports.ts';
import { useApiForm } from '../api/use-api-form.ts';
import { useTranslation } from '../i18n/i18n.ts';
import '../i18n/trust-texts.ts';
import { showToast } from '../state/app-store.ts';
import { Button } from './button.tsx';
import { CheckField } from './check-field.tsx';
import { Sheet } from './dialog.tsx';
import { FieldError, FormError } from './field.tsx';
import { TextAreaField } from './select-field.tsx';
import './report-sheet.css';

export interface ReportTarget {
  type: ReportableType;
  id: number;
  /** The member behind it: reporting a member offers to block them too. */
  member?: { id: number; nickname: string };
}

/**
 * The report form of a post, a member or a chat message: a reason from the one list (spec §5),
 * a short text, and for a member the choice to block them as well. Loaded when first opened.
 */
export default function ReportSheet({ target, onClose }: { target: ReportTarget; onClose: () => void }) {
  const { t, language } = useTranslation();
  const report = useReport();
  const block = useBlock();
  // `also_block` is the sheet's own choice, not the report's: it is never sent with it.
  const form = useApiForm<ReportValues & { also_block: boolean }>({
    schema: reportCreateSchema,
    defaultValues: {
      reportable_type: target.type,
      reportable_id: target.id,
      reason: '',
      text: '',
      also_block: false,
    },
    onSubmit: async ({ also_block, ...values }) => {
      await report.mutateAsync(values);
      if (also_block && target.member) await block.mutateAsync({ userId: target.member.id, blocked: true });
      showToast(t('report.sent'));
      onClose();
    },
  });
  return (
    <Sheet open title={t(`report.title_${target.type}`)} onClose={onClose}>
      <form className="report-form" onSubmit={form.submit} noValidate>
        {/* What is reported has no field of its own: a refusal of it shows above the form. */}
        <FormError
          message={form.formError ?? form.errorOf('reportable_id') ?? form.errorOf('reportable_type') ?? null}
        />
        <fieldset className="report-form__reasons">
          <legend className="report-form__legend">{t('report.reason')}</legend>
          {REPORT_REASONS.map((reason) => (
            <label key={reason} className="report-reason">
              <input type="radio" value={reason} {...form.register('reason')} />
              <span>{REPORT_REASON_LABELS[reason][language]}</span>
            </label>
          ))}
          <FieldError message={form.errorOf('reason')} />
        </fieldset>
        <TextAreaField
          label={t('report.text')}
          rows={3}
          maxLength={TRUST_LIMITS.reportTextMax}
          error={form.errorOf('text')}
          {...form.register('text')}
        />
        {target.member ? (
          <CheckField
            label={t('report.alsoBlock', { nickname: target.member.nickname })}
            {...form.register('also_block')}
          />
        ) : null}
        <div className="report-form__actions">
          <Button type="button" variant="secondary" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" variant="destructive" busy={form.busy}>
            {t('report.submit')}
          </Button>
        </div>
      </form>
    </Sheet>
  );
}
