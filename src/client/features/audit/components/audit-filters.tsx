import { AUDIT_KIND_LABELS, AUDIT_KINDS } from '../../../../shared/audit-actions';
import { SelectField } from '../../../../ui/select-field';
import { useAuditAdmins } from '../api/get-audit-events';

const KIND_OPTIONS = [
  { value: '', label: 'Todos os tipos' },
  ...AUDIT_KINDS.map((kind) => ({ value: kind, label: AUDIT_KIND_LABELS[kind] })),
];

/** The audit page's filters: by admin (today's admins) and by kind of change. */
export function AuditFilters({
  actorId,
  kind,
  onChange,
}: {
  actorId: string;
  kind: string;
  onChange: (filter: { actorId: string; kind: string }) => void;
}) {
  const admins = useAuditAdmins();
  const adminOptions = [
    { value: '', label: 'Todos os administradores' },
    ...(admins.data?.admins ?? []).map((admin) => ({
      value: admin.id,
      label: admin.fullName || admin.email,
    })),
  ];
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <SelectField
        id="audit-actor"
        label="Administrador"
        options={adminOptions}
        value={actorId}
        onChange={(event) => onChange({ actorId: event.target.value, kind })}
      />
      <SelectField
        id="audit-kind"
        label="Tipo de ação"
        options={KIND_OPTIONS}
        value={kind}
        onChange={(event) => onChange({ actorId, kind: event.target.value })}
      />
    </div>
  );
}
