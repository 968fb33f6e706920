import { AUDIT_KIND_LABELS, AUDIT_KINDS } from '../../../../shared/audit-actions';
import { CheckboxField } from '../../../../ui/checkbox-field';
import { SelectField } from '../../../../ui/select-field';
import { useAuditAdmins } from '../api/get-audit-events';

const KIND_OPTIONS = [
  { value: '', label: 'Todos os tipos' },
  ...AUDIT_KINDS.map((kind) => ({ value: kind, label: AUDIT_KIND_LABELS[kind] })),
];

type Filter = { actorId: string; kind: string; automatic: boolean };

/**
 * The audit page's filters: by admin (today's admins), by kind of change, and the automatic
 * session-limit events, left out unless asked for (a kind shows all of its own).
 */
export function AuditFilters({ filter, onChange }: { filter: Filter; onChange: (filter: Filter) => void }) {
  const { actorId, kind, automatic } = filter;
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
        onChange={(event) => onChange({ ...filter, actorId: event.target.value })}
      />
      <SelectField
        id="audit-kind"
        label="Tipo de ação"
        options={KIND_OPTIONS}
        value={kind}
        onChange={(event) => onChange({ ...filter, kind: event.target.value })}
      />
      {!kind && (
        <div className="sm:col-span-2">
          <CheckboxField
            id="audit-automatic"
            label="Mostrar eventos automáticos"
            hint="Sessões encerradas pelo limite de dispositivos, registradas a cada novo acesso."
            checked={automatic}
            onChange={(event) => onChange({ ...filter, automatic: event.target.checked })}
          />
        </div>
      )}
    </div>
  );
}
