import { Search } from 'lucide-react';
import {
  TICKET_AGES,
  TICKET_SEARCH_MAX,
  TICKET_STAGE_LABELS,
  TICKET_STAGES,
  type TicketStage,
} from '../../../../shared/schemas/support-tickets';
import { Input } from '../../../../ui/input';
import { SelectField } from '../../../../ui/select-field';
import type { TicketFilters } from '../api/tickets';

const STAGE_OPTIONS = [
  { value: '', label: 'Todos' },
  ...TICKET_STAGES.map((stage) => ({ value: stage, label: TICKET_STAGE_LABELS[stage] })),
];
const AGE_OPTIONS = [
  { value: '', label: 'Qualquer data' },
  ...TICKET_AGES.map((days) => ({
    value: days,
    label: `Parado há ${days} ${days === '1' ? 'dia' : 'dias'} ou mais`,
  })),
];

/** The helpdesk's filters: status, how long a ticket has waited, and the member's e-mail, name or words. */
export function TicketFiltersBar({
  filters,
  onChange,
}: {
  filters: TicketFilters;
  onChange: (filters: TicketFilters) => void;
}) {
  return (
    <div className="grid grid-cols-1 gap-3 sm:grid-cols-[1fr_1fr_2fr] sm:items-end">
      <SelectField
        id="ticket-stage"
        label="Status"
        options={STAGE_OPTIONS}
        value={filters.stage ?? ''}
        onChange={(event) =>
          onChange({ ...filters, stage: (event.target.value || undefined) as TicketStage | undefined })
        }
      />
      <SelectField
        id="ticket-age"
        label="Idade"
        options={AGE_OPTIONS}
        value={filters.age ?? ''}
        onChange={(event) =>
          onChange({ ...filters, age: (event.target.value || undefined) as TicketFilters['age'] })
        }
      />
      <div className="relative">
        <Search
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
          aria-hidden
        />
        <Input
          type="search"
          aria-label="Buscar tickets"
          placeholder="E-mail, nome ou texto"
          className="pl-9"
          maxLength={TICKET_SEARCH_MAX}
          value={filters.q ?? ''}
          onChange={(event) => onChange({ ...filters, q: event.target.value || undefined })}
        />
      </div>
    </div>
  );
}
