import type { FieldValues, Path } from 'react-hook-form';
import type { CodeForm } from '../../api/use-code-form.ts';
import { Button } from '../../ui/button.tsx';
import { CodeField } from '../../ui/code-field.tsx';

/** The second step of a code form: what was sent, the code with its timer, and the submit button. */
export function CodeStep<T extends FieldValues & { code: string }>({
  sentText,
  submitLabel,
  form,
}: {
  sentText: string;
  submitLabel: string;
  form: CodeForm<T>;
}) {
  return (
    <div className="auth__section">
      <p className="auth__info" role="status">
        {sentText}
      </p>
      <CodeField
        expiresAt={form.expiresAt}
        sending={form.sending}
        error={form.errorOf('code')}
        onResend={() => void form.sendCode()}
        input={form.register('code' as Path<T>)}
      />
      <Button type="submit" block busy={form.busy}>
        {submitLabel}
      </Button>
    </div>
  );
}
