import type { SupportMember } from '../../../../shared/schemas/support';

/** Who wrote: the member's name and e-mail, or Visitante (the landing page's widget). */
export function SupportMemberLabel({ member }: { member: SupportMember }) {
  if (!member) return <span className="text-muted-foreground">Visitante</span>;
  return (
    <span className="min-w-0 truncate" title={member.email}>
      {member.fullName ? `${member.fullName} · ${member.email}` : member.email}
    </span>
  );
}
