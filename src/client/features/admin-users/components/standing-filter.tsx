import {
  STANDING_FILTER_LABELS,
  STANDING_KINDS,
  type StandingKind,
} from '../../../../shared/subscription-rules';
import { SelectField } from '../../../../ui/select-field';

/** The address parameter the list's status filter lives in (?status=expiring). */
export const STANDING_PARAM = 'status';

const OPTIONS = [
  { value: '', label: 'Todos' },
  ...STANDING_KINDS.map((kind) => ({ value: kind, label: STANDING_FILTER_LABELS[kind] })),
];

/** An unknown value in the address (an old or edited link) reads as no filter, never a 400. */
export const readStanding = (value: string | null): StandingKind | undefined =>
  STANDING_KINDS.find((kind) => kind === value);

/** Issue 17 §5: the list narrowed to one standing (Ativa, Vence em até 7 dias, Expirada…). */
export function StandingFilter({
  value,
  onChange,
}: {
  value: StandingKind | undefined;
  onChange: (value: string) => void;
}) {
  return (
    <SelectField
      id="users-standing"
      label="Status"
      options={OPTIONS}
      value={value ?? ''}
      onChange={(event) => onChange(event.target.value)}
      className="sm:w-56"
    />
  );
}
