import { type BaseSyntheticEvent, useState } from 'react';

/**
 * A form whose save needs a "Confirmar" first in some cases (promoting to
 * Administrador, a new one-time-code secret). `submit` replaces the form's onSubmit: when
 * `needsConfirmation()` it only opens the question (`dialog`, spread on a ConfirmDialog); its
 * confirmation saves, and "Voltar" closes it and changes nothing.
 */
export function useConfirmBeforeSubmit({
  onSubmit,
  needsConfirmation,
  validate,
}: {
  onSubmit: (event?: BaseSyntheticEvent) => Promise<void>;
  needsConfirmation: () => boolean;
  /** The form's own check (react-hook-form's trigger): a form with errors shows them, asks nothing. */
  validate: () => Promise<boolean>;
}) {
  const [asking, setAsking] = useState(false);
  const submit = async (event?: BaseSyntheticEvent) => {
    event?.preventDefault();
    if (!needsConfirmation() || !(await validate())) return onSubmit(event);
    setAsking(true);
  };
  const confirm = () => {
    setAsking(false);
    void onSubmit();
  };
  // What the ConfirmDialog asking the question needs from here (its texts come from the caller).
  const dialog = { open: asking, onOpenChange: setAsking, onConfirm: confirm, cancelLabel: 'Voltar' };
  return { submit, dialog };
}
