import { X } from 'lucide-react';
import { useState } from 'react';
import { EXPIRY_WARNING_DAYS, GRANT_SOURCES, PLANS } from '../../../../shared/constants';
import { PLAN_LABELS } from '../../../../shared/plans';
import { EXPIRING_DAYS_MAX, type UserSegment } from '../../../../shared/schemas/admin-users';
import {
  GRANT_SOURCE_LABELS,
  STANDING_FILTER_LABELS,
  STANDING_KINDS,
} from '../../../../shared/subscription-rules';
import { expiringLabel } from '../../../../shared/user-segments';
import { Button } from '../../../../ui/button';
import { SelectField } from '../../../../ui/select-field';
import { TextField } from '../../../../ui/text-field';
import { SEGMENT_PARAMS } from '../api/user-segment';

const ALL = { value: '', label: 'Todos' };
/** The "vence em" choice names its window ("Vence em até 30 dias"), 7 days unless changed. */
export const statusOptions = (days: number) => [
  ALL,
  ...STANDING_KINDS.map((kind) => ({
    value: kind,
    label: kind === 'expiring' ? expiringLabel(days) : STANDING_FILTER_LABELS[kind],
  })),
];
const PLAN_OPTIONS = [ALL, ...PLANS.map((plan) => ({ value: plan, label: PLAN_LABELS[plan] }))];
const SOURCE_OPTIONS = [
  ALL,
  ...GRANT_SOURCES.map((source) => ({ value: source, label: GRANT_SOURCE_LABELS[source] })),
];

/** The window the Dias field holds while it is typed in: the applied one until it reads a valid number. */
export function typedDays(value: string, applied: number) {
  const days = Number(value);
  return value !== '' && Number.isInteger(days) && days >= 1 && days <= EXPIRING_DAYS_MAX ? days : applied;
}

/** Whether any filter beside the search narrows the list. */
export const hasFilters = ({ status, plan, source, from, to }: UserSegment) =>
  !!(status || plan || source || from || to);

/**
 * The users list's segment (docs/decisions/023-member-segments.md) — status (with the "vence em"
 * window), plan, source and sign-up period; each change goes to the address (`onChange(param,
 * value)`, '' clears it).
 */
export function SegmentFilters({
  segment,
  onChange,
  onClear,
}: {
  segment: UserSegment;
  onChange: (param: string, value: string) => void;
  onClear: () => void;
}) {
  // The status's label follows Dias as it is typed, before the list reloads on leaving the field.
  const [typed, setTyped] = useState({ applied: segment.days, days: segment.days });
  const days = typed.applied === segment.days ? typed.days : segment.days;
  const expiring = segment.status === 'expiring';
  return (
    <fieldset className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6 lg:items-end">
      <legend className="sr-only">Filtros</legend>
      {/* Two columns while it names its window, so "Vence em até 30 dias" is never cut. */}
      <div className={expiring ? 'col-span-2 lg:col-span-2' : undefined}>
        <SelectField
          id="users-standing"
          label="Status"
          options={statusOptions(days)}
          value={segment.status ?? ''}
          onChange={(event) => onChange(SEGMENT_PARAMS.status, event.target.value)}
        />
      </div>
      {expiring && (
        <TextField
          id="users-expiring-days"
          label="Dias"
          type="number"
          inputMode="numeric"
          min={1}
          max={EXPIRING_DAYS_MAX}
          // A new value each keystroke would refetch per digit: the address changes when it is left.
          defaultValue={segment.days}
          key={segment.days}
          onChange={(event) =>
            setTyped({ applied: segment.days, days: typedDays(event.target.value, segment.days) })
          }
          onBlur={(event) =>
            onChange(
              SEGMENT_PARAMS.days,
              event.target.value === String(EXPIRY_WARNING_DAYS) ? '' : event.target.value,
            )
          }
          onKeyDown={(event) => event.key === 'Enter' && event.currentTarget.blur()}
        />
      )}
      <SelectField
        id="users-plan"
        label="Plano"
        options={PLAN_OPTIONS}
        value={segment.plan ?? ''}
        onChange={(event) => onChange(SEGMENT_PARAMS.plan, event.target.value)}
      />
      <SelectField
        id="users-source"
        label="Origem"
        options={SOURCE_OPTIONS}
        value={segment.source ?? ''}
        onChange={(event) => onChange(SEGMENT_PARAMS.source, event.target.value)}
      />
      <TextField
        id="users-from"
        label="Cadastro desde"
        type="date"
        value={segment.from ?? ''}
        max={segment.to}
        onChange={(event) => onChange(SEGMENT_PARAMS.from, event.target.value)}
      />
      <TextField
        id="users-to"
        label="Cadastro até"
        type="date"
        value={segment.to ?? ''}
        min={segment.from}
        onChange={(event) => onChange(SEGMENT_PARAMS.to, event.target.value)}
      />
      {hasFilters(segment) && (
        <Button type="button" variant="ghost" onClick={onClear} className="col-span-2 sm:col-span-1">
          <X aria-hidden />
          Limpar filtros
        </Button>
      )}
    </fieldset>
  );
}
