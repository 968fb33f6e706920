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
        {concealed ? (
          <Input
            id={id}
            readOnly
            value={value ?? ''}
            type={visible ? 'text' : 'password'}
            className="font-mono"
            aria-describedby={value === null ? `${id}-hint` : undefined}
          />
        ) : (
          // A long e-mail wraps and the box grows to show all of it: an input would cut it on a phone.
          <textarea
            id={id}
            readOnly
            rows={1}
            value={value ?? ''}
            className="field-sizing-content min-h-10 w-full resize-none rounded-md border border-input bg-muted px-3 py-2 font-mono text-base break-all focus-visible:outline-2 focus-visible:outline-ring md:text-sm"
            aria-describedby={value === null ? `${id}-hint` : undefined}
          />
        )}
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
