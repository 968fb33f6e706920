import { Button } from './button';
import { cn } from './cn';

/**
 * A page form's buttons: the submit, then Cancelar when there is somewhere to go back to. Both
 * wait while the form saves; `submitDisabled` holds the submit longer (a save that is finishing).
 */
export const FormActions = ({
  submitLabel,
  busy,
  submitDisabled = busy,
  onCancel,
  className,
}: {
  submitLabel: string;
  busy: boolean;
  submitDisabled?: boolean;
  onCancel?: () => void;
  className?: string;
}) => (
  <div className={cn('flex flex-wrap gap-2', className)}>
    <Button type="submit" disabled={submitDisabled}>
      {submitLabel}
    </Button>
    {onCancel && (
      <Button type="button" variant="outline" onClick={onCancel} disabled={busy}>
        Cancelar
      </Button>
    )}
  </div>
);
