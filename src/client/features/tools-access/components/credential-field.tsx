import { Check, Copy, Eye, EyeOff } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../../ui/button';
import { FormField } from '../../../../ui/form-field';
import { Input } from '../../../../ui/input';
import { useCopy } from '../../../lib/use-copy';

type CredentialFieldProps = {
  id: string;
  label: string;
  value: string | null;
  /** A password: hidden until the member asks to see it. */
  concealed?: boolean;
};

/** A read-only login value with its copy button (and show/hide for a password). */
export function CredentialField({ id, label, value, concealed = false }: CredentialFieldProps) {
  const [visible, setVisible] = useState(!concealed);
  const { copied, copy } = useCopy({ success: 'Copiado!', failure: 'Não foi possível copiar.' });
  const noun = label.toLowerCase();
  return (
    <FormField
      id={id}
      label={label}
      hint={value === null ? 'Ainda não configurado pelo administrador.' : undefined}
    >
      <div className="flex gap-2">
        <Input
          id={id}
          readOnly
          value={value ?? ''}
          type={visible ? 'text' : 'password'}
          className="font-mono"
          aria-describedby={value === null ? `${id}-hint` : undefined}
        />
        {concealed && (
          <Button
            variant="outline"
            size="icon"
            className="shrink-0"
            onClick={() => setVisible((v) => !v)}
            aria-label={visible ? `Ocultar ${noun}` : `Mostrar ${noun}`}
            aria-pressed={visible}
          >
            {visible ? <EyeOff /> : <Eye />}
          </Button>
        )}
        <Button
          variant="outline"
          size="icon"
          className="shrink-0"
          disabled={value === null}
          onClick={() => value !== null && copy(value)}
          aria-label={`Copiar ${noun}`}
        >
          {copied ? <Check className="text-success" data-testid={`${id}-copied`} /> : <Copy />}
        </Button>
      </div>
    </FormField>
  );
}
