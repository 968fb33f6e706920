import type { SupportMember } from '../../../../shared/schemas/support';
import { MemberLink } from '../../../components/member-link';

/**
 * Who wrote: the member's name and e-mail, or Visitante (the landing page's widget). With `link`,
 * the name opens the member's page.
 */
export function SupportMemberLabel({ member, link = false }: { member: SupportMember; link?: boolean }) {
  if (!member) return <span className="text-muted-foreground">Visitante</span>;
  const text = member.fullName ? `${member.fullName} · ${member.email}` : member.email;
  if (link)
    return (
      <MemberLink
        userId={member.id}
        className="min-w-0 truncate font-medium text-primary"
        title={member.email}
      >
        {text}
      </MemberLink>
    );
  return (
    <span className="min-w-0 truncate" title={member.email}>
      {text}
    </span>
  );
}
