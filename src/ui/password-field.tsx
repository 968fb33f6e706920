import { Eye, EyeOff } from 'lucide-react';
import { type ComponentProps, useState } from 'react';
import { FormField } from './form-field';
import { Input } from './input';

type PasswordFieldProps = Omit<ComponentProps<typeof Input>, 'type'> & {
  id: string;
  label: string;
  error?: string;
  hint?: string;
};

/** A labelled password input with a show/hide button, its hint or pt-BR error announced. */
export function PasswordField({ id, label, error, hint, ...input }: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  const describedBy = error ? `${id}-error` : hint ? `${id}-hint` : undefined;
  return (
    <FormField id={id} label={label} error={error} hint={hint}>
      <div className="relative">
        <Input
          id={id}
          type={visible ? 'text' : 'password'}
          aria-invalid={!!error}
          aria-describedby={describedBy}
          className="pr-10"
          {...input}
        />
        <button
          type="button"
          onClick={() => setVisible((v) => !v)}
          aria-label={visible ? 'Ocultar senha' : 'Mostrar senha'}
          aria-controls={id}
          className="absolute inset-y-0 right-0 flex w-10 items-center justify-center rounded-r-md text-muted-foreground hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring"
        >
          {visible ? <EyeOff className="size-4" aria-hidden /> : <Eye className="size-4" aria-hidden />}
        </button>
      </div>
    </FormField>
  );
}
