import { ArrowRight } from 'lucide-react';
import { AUDIT_ACTION_LABELS, type AuditEvent } from '../../../../shared/audit-actions';
import { formatDate, formatTime } from '../../../../shared/format';
import { Badge } from '../../../../ui/badge';
import { MemberLink } from '../../../components/member-link';
import { describeChange } from './describe-change';

/** One recorded change: what, about whom, by whom, when, and the values before and after. */
export function AuditEventItem({ event, showTarget = true }: { event: AuditEvent; showTarget?: boolean }) {
  const changes = describeChange(event);
  return (
    <li
      className="grid min-w-0 gap-2 rounded-lg border bg-card p-4 text-sm shadow-sm [overflow-wrap:anywhere]"
      data-action={event.action}
    >
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <Badge variant={event.action.startsWith('subscription') ? 'secondary' : 'outline'}>
          {AUDIT_ACTION_LABELS[event.action]}
        </Badge>
        {showTarget &&
          (event.target.id ? (
            <MemberLink userId={event.target.id} className="font-medium break-all text-primary">
              {event.target.email}
            </MemberLink>
          ) : (
            <span className="font-medium break-all">{event.target.label ?? event.target.email}</span>
          ))}
        <span className="text-xs text-muted-foreground">
          {formatDate(event.createdAt)} às {formatTime(event.createdAt)}
        </span>
      </div>
      <p className="text-xs text-muted-foreground break-all">por {event.actor.label}</p>
      {changes.length > 0 && (
        <dl className="grid gap-1">
          {changes.map((change) => (
            <div key={change.label} className="flex flex-wrap items-center gap-x-2">
              <dt className="text-muted-foreground">{change.label}:</dt>
              <dd className="flex flex-wrap items-center gap-x-2 break-all">
                {change.before !== undefined && (
                  <span className={change.after !== undefined ? 'line-through opacity-70' : ''}>
                    {change.before}
                  </span>
                )}
                {change.before !== undefined && change.after !== undefined && (
                  <ArrowRight className="size-3" aria-label="para" />
                )}
                {change.after !== undefined && <span>{change.after}</span>}
              </dd>
            </div>
          ))}
        </dl>
      )}
    </li>
  );
}
