import type { ComponentProps } from 'react';

type CheckboxFieldProps = Omit<ComponentProps<'input'>, 'type'> & {
  id: string;
  label: string;
  hint?: string;
};

/** A native checkbox with its label beside it (keyboard and screen readers for free). */
export function CheckboxField({ id, label, hint, ...input }: CheckboxFieldProps) {
  return (
    <div className="flex items-start gap-3">
      <input
        id={id}
        type="checkbox"
        className="mt-0.5 size-4 shrink-0 cursor-pointer accent-primary"
        aria-describedby={hint ? `${id}-hint` : undefined}
        {...input}
      />
      <div className="grid gap-1">
        <label htmlFor={id} className="cursor-pointer text-sm font-medium leading-none">
          {label}
        </label>
        {hint && (
          <p id={`${id}-hint`} className="text-xs text-muted-foreground">
            {hint}
          </p>
        )}
      </div>
    </div>
  );
}
