import { ChevronDown } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cn } from './cn';
import { FormField } from './form-field';

type SelectFieldProps = ComponentProps<'select'> & {
  id: string;
  label: string;
  error?: string;
  hint?: string;
  options: readonly { value: string; label: string }[];
};

/**
 * A labelled native select with its hint or pt-BR error: the platform's own picker (large
 * touch targets on phones, keyboard and screen readers for free), styled like an Input.
 */
export function SelectField({ id, label, error, hint, options, className, ...select }: SelectFieldProps) {
  const describedBy = error ? `${id}-error` : hint ? `${id}-hint` : undefined;
  return (
    <FormField id={id} label={label} error={error} hint={hint}>
      <div className="relative">
        <select
          id={id}
          aria-invalid={!!error}
          aria-describedby={describedBy}
          className={cn(
            'flex h-10 w-full cursor-pointer appearance-none rounded-md border border-input bg-background py-2 pr-9 pl-3 text-base focus-visible:outline-2 focus-visible:outline-ring disabled:cursor-not-allowed disabled:opacity-60 aria-invalid:border-destructive md:text-sm',
            className,
          )}
          {...select}
        >
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        <ChevronDown
          className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-muted-foreground"
          aria-hidden
        />
      </div>
    </FormField>
  );
}
