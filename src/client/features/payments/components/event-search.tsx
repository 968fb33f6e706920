import { Search } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { eventSearchField } from '../../../../shared/schemas/payments';
import { Button } from '../../../../ui/button';
import { TextField } from '../../../../ui/text-field';

/**
 * Finds a buyer's deliveries by e-mail, name or transaction ("paguei e não tenho
 * acesso"). Applied on Buscar or Enter, so a half-typed word never queries; the same rule as the
 * server (at least 3 characters) answers in Portuguese before sending. Remounted (key) when the
 * address changes on its own, e.g. the back button.
 */
export function EventSearch({ value, onSearch }: { value: string; onSearch: (text: string) => void }) {
  const [text, setText] = useState(value);
  const [error, setError] = useState<string>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = eventSearchField.safeParse(text);
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    setError(undefined);
    onSearch(parsed.data ?? '');
  };
  return (
    <search>
      <form onSubmit={submit} className="flex items-start gap-2">
        <div className="min-w-0 flex-1">
          <TextField
            id="events-search"
            label="Buscar"
            type="search"
            placeholder="E-mail, nome ou transação"
            value={text}
            error={error}
            onChange={(event) => setText(event.target.value)}
          />
        </div>
        {/* Aligned with the input under its label. */}
        <Button type="submit" variant="outline" className="mt-6" aria-label="Buscar eventos">
          <Search aria-hidden />
          Buscar
        </Button>
      </form>
    </search>
  );
}
