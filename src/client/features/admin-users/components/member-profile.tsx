import type { ReactNode } from 'react';
import { formatDate } from '../../../../shared/format';
import { ROLE_LABELS } from '../../../../shared/labels';
import { PLAN_LABELS } from '../../../../shared/plans';
import type { MemberProfile } from '../../../../shared/schemas/member-page';
import { GRANT_SOURCE_LABELS } from '../../../../shared/subscription-rules';
import { StandingBadge } from './standing-badge';
import { expiryText } from './user-card';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid min-w-0 gap-0.5">
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="min-w-0 break-words text-sm font-medium">{children}</dd>
    </div>
  );
}

const yesNo = (value: boolean) => (value ? 'Sim' : 'Não');

/** Who the member is and the grant deciding their access now. */
export function MemberProfileFacts({ member }: { member: MemberProfile }) {
  const grant = member.subscription;
  return (
    <dl className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
      <Fact label="Email">
        <span className="break-all">{member.email}</span>
      </Fact>
      <Fact label="Tipo de conta">{ROLE_LABELS[member.role]}</Fact>
      <Fact label="Criado em">{formatDate(member.createdAt)}</Fact>
      <Fact label="Email confirmado">{yesNo(member.emailVerified)}</Fact>
      <Fact label="Senha definida">{yesNo(member.hasPassword)}</Fact>
      <Fact label="Verificação em duas etapas">{member.twoFactorEnabled ? 'Ativa' : 'Inativa'}</Fact>
      {member.deletionErasesAt && (
        <Fact label="Exclusão pedida pelo membro">
          <span className="text-destructive">
            Apaga em {formatDate(member.deletionErasesAt)}, se não entrar antes
          </span>
        </Fact>
      )}
      <Fact label="Acesso agora">
        {member.role === 'admin' ? (
          'Administrador (acesso total)'
        ) : (
          <StandingBadge standing={member.standing} />
        )}
      </Fact>
      <Fact label="Assinatura que decide o acesso">
        {grant ? `${PLAN_LABELS[grant.plan]} · ${GRANT_SOURCE_LABELS[grant.source]}` : 'Nenhuma'}
      </Fact>
      <Fact label="Fim do acesso">
        <span data-testid="member-access-end">{expiryText(grant) ?? '—'}</span>
      </Fact>
    </dl>
  );
}
