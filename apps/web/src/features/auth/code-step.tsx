import { Button } from '../../ui/button.tsx';
import { CodeField, type CodeFlow } from '../../ui/code-field.tsx';

/** The second step of a code form: what was sent, the code with its timer, and the submit button. */
export function CodeStep({
  sentText,
  submitLabel,
  flow,
  onResend,
}: {
  sentText: string;
  submitLabel: string;
  flow: CodeFlow & { busy: boolean };
  onResend: () => void;
}) {
  return (
    <div className="auth__section">
      <p className="auth__info" role="status">
        {sentText}
      </p>
      <CodeField flow={flow} onResend={onResend} />
      <Button type="submit" block busy={flow.busy}>
        {submitLabel}
      </Button>
    </div>
  );
}
