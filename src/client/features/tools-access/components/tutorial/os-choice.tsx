import { Apple, Monitor, Terminal } from 'lucide-react';
import { INSTALL_GUIDES, type OsId } from './install-guides';

const ICONS = { windows: Monitor, mac: Apple, linux: Terminal } as const;

/** /tutorial: the three OS cards; choosing one shows its steps. */
export function OsChoice({ onChoose }: { onChoose: (id: OsId) => void }) {
  return (
    <section aria-labelledby="os-choice-title" className="grid gap-3">
      <h2 id="os-choice-title" className="text-lg font-semibold">
        Escolha o seu sistema operacional
      </h2>
      <div className="grid gap-4 sm:grid-cols-3">
        {INSTALL_GUIDES.map(({ id, name, description }) => {
          const Icon = ICONS[id];
          return (
            <button
              key={id}
              type="button"
              onClick={() => onChoose(id)}
              className="grid cursor-pointer justify-items-center gap-2 rounded-lg border bg-card p-6 text-center shadow-sm transition-colors hover:border-primary hover:bg-accent focus-visible:outline-2 focus-visible:outline-ring"
            >
              <Icon className="size-10 text-primary" aria-hidden />
              <span className="text-lg font-semibold">{name}</span>
              <span className="text-sm text-muted-foreground">{description}</span>
            </button>
          );
        })}
      </div>
    </section>
  );
}
