import { Search } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Button } from '../../ui/button';
import { Input } from '../../ui/input';

type SearchBarProps = {
  initial: string;
  label: string;
  placeholder: string;
  onSearch: (text: string) => void;
};

/** A search box with its Buscar button; Enter searches too. */
export function SearchBar({ initial, label, placeholder, onSearch }: SearchBarProps) {
  const [text, setText] = useState(initial);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text);
  };
  return (
    <search className="w-full sm:max-w-md">
      <form onSubmit={submit} className="flex w-full gap-2">
        <div className="relative flex-1">
          <Search
            className="-translate-y-1/2 absolute top-1/2 left-3 size-4 text-muted-foreground"
            aria-hidden
          />
          <Input
            type="search"
            aria-label={label}
            placeholder={placeholder}
            value={text}
            maxLength={100}
            onChange={(event) => setText(event.target.value)}
            className="pl-9"
          />
        </div>
        <Button type="submit" variant="secondary">
          Buscar
        </Button>
      </form>
    </search>
  );
}
