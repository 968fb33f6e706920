import type { ComponentProps } from 'react';
import { cn } from './cn';
import { FormField } from './form-field';

type TextareaFieldProps = ComponentProps<'textarea'> & {
  id: string;
  label: string;
  error?: string;
  hint?: string;
};

/** A labelled multi-line input with its hint or pt-BR error, announced to screen readers. */
export function TextareaField({ id, label, error, hint, className, ...textarea }: TextareaFieldProps) {
  const describedBy = error ? `${id}-error` : hint ? `${id}-hint` : undefined;
  return (
    <FormField id={id} label={label} error={error} hint={hint}>
      <textarea
        id={id}
        aria-invalid={!!error}
        aria-describedby={describedBy}
        rows={4}
        className={cn(
          'flex w-full rounded-md border border-input bg-background px-3 py-2 text-base placeholder:text-muted-foreground focus-visible:outline-2 focus-visible:outline-ring disabled:cursor-not-allowed disabled:opacity-60 aria-invalid:border-destructive md:text-sm',
          className,
        )}
        {...textarea}
      />
    </FormField>
  );
}
