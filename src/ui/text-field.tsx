import type { ComponentProps } from 'react';
import { FormField } from './form-field';
import { Input } from './input';

type TextFieldProps = ComponentProps<typeof Input> & {
  id: string;
  label: string;
  error?: string;
  hint?: string;
};

/** A labelled input with its hint or pt-BR error, announced to screen readers. */
export function TextField({ id, label, error, hint, ...input }: TextFieldProps) {
  const describedBy = error ? `${id}-error` : hint ? `${id}-hint` : undefined;
  return (
    <FormField id={id} label={label} error={error} hint={hint}>
      <Input id={id} aria-invalid={!!error} aria-describedby={describedBy} {...input} />
    </FormField>
  );
}
