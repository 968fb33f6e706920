import { Search } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Input } from '../../../../ui/input';

const DEBOUNCE_MS = 300;

/** Search by e-mail or by name; the list follows the text a moment after typing stops. */
export function UserSearch({ value, onSearch }: { value: string; onSearch: (text: string) => void }) {
  const [text, setText] = useState(value);
  // The URL changed on its own (back button): show what it says.
  useEffect(() => setText(value), [value]);
  useEffect(() => {
    const trimmed = text.trim();
    if (trimmed === value) return;
    const timer = setTimeout(() => onSearch(trimmed), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, value, onSearch]);

  return (
    <div className="relative w-full sm:max-w-sm">
      <Search className="absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden />
      <Input
        type="search"
        aria-label="Buscar por nome ou email"
        placeholder="Buscar por nome ou email"
        value={text}
        onChange={(event) => setText(event.target.value)}
        className="pl-9"
      />
    </div>
  );
}
