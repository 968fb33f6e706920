import { ArrowLeft } from 'lucide-react';
import { Link, useNavigate, useParams } from 'react-router';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../ui/card';
import { PaymentPeriodList } from '../../ui/payment-period-list';
import { QueryState } from '../components/query-state';
import {
  useMember,
  useMemberAudit,
  useMemberChats,
  useMemberCodeRequests,
  useMemberPaymentEvents,
  useMemberPayments,
  useMemberSessions,
  useMemberTickets,
} from '../features/admin-users/api/get-member';
import { DisputedCount } from '../features/admin-users/components/disputed-count';
import { ExtendAccessForm } from '../features/admin-users/components/extend-access-form';
import { GrantsList } from '../features/admin-users/components/grants-list';
import { MemberActions } from '../features/admin-users/components/member-actions';
import { MemberProfileFacts } from '../features/admin-users/components/member-profile';
import {
  ChatList,
  CodeRequestList,
  PaymentEventList,
  SessionList,
  TicketList,
} from '../features/admin-users/components/member-records';
import { MemberSection } from '../features/admin-users/components/member-section';
import { AuditEventItem } from '../features/audit/components/audit-event-item';
import { useSession } from '../features/session/hooks/use-session';
import { usePageTitle } from '../lib/use-page-title';

/** The sections below the profile, each its own request. */
function MemberHistory({ id }: { id: string }) {
  const payments = useMemberPayments(id);
  const events = useMemberPaymentEvents(id);
  const sessions = useMemberSessions(id);
  const codes = useMemberCodeRequests(id);
  const tickets = useMemberTickets(id);
  const chats = useMemberChats(id);
  const audit = useMemberAudit(id);
  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
      <MemberSection
        id="member-periods"
        title="Pagamentos"
        action={<DisputedCount payments={payments.data?.payments} />}
        query={payments}
        rows={(data) => data.payments}
        empty="Nenhum pagamento registrado para este usuário."
      >
        {(data) => <PaymentPeriodList payments={data.payments} label="Pagamentos do usuário" />}
      </MemberSection>
      <MemberSection
        id="member-payments"
        title="Eventos de pagamento"
        query={events}
        rows={(data) => data.events}
        empty="Nenhum evento de pagamento para este usuário ou email."
      >
        {(data) => <PaymentEventList events={data.events} />}
      </MemberSection>
      <MemberSection
        id="member-audit"
        title="Auditoria"
        query={audit}
        rows={(data) => data.events}
        empty="Nenhuma alteração registrada sobre este usuário."
      >
        {(data) => (
          <ul className="grid gap-3" aria-label="Alterações sobre o usuário">
            {data.events.map((event) => (
              <AuditEventItem key={event.id} event={event} showTarget={false} />
            ))}
          </ul>
        )}
      </MemberSection>
      <MemberSection
        id="member-sessions"
        title="Sessões"
        query={sessions}
        rows={(data) => data.sessions}
        empty="Nenhuma sessão ativa."
      >
        {(data) => <SessionList sessions={data.sessions} />}
      </MemberSection>
      <MemberSection
        id="member-codes"
        title="Pedidos de código das ferramentas"
        query={codes}
        rows={(data) => data.requests}
        empty="Nenhum código pedido."
      >
        {(data) => <CodeRequestList requests={data.requests} />}
      </MemberSection>
      <MemberSection
        id="member-tickets"
        title="Tickets de suporte"
        query={tickets}
        rows={(data) => data.tickets}
        empty="Nenhum ticket aberto por este usuário."
      >
        {(data) => <TicketList tickets={data.tickets} />}
      </MemberSection>
      <MemberSection
        id="member-chats"
        title="Conversas com o assistente"
        query={chats}
        rows={(data) => data.chats}
        empty="Nenhuma conversa com o assistente."
      >
        {(data) => <ChatList chats={data.chats} />}
      </MemberSection>
    </div>
  );
}

/**
 * /admin/usuarios/:id (docs/product.md#admin-console): who this member is and what happened to them
 * — profile, access and grants, payments, sessions, codes, support and the audit trail — with the
 * operator's actions (edit, subscription, +N dias, access mail, end sessions, delete).
 */
export function Component() {
  const { id = '' } = useParams();
  const member = useMember(id);
  const { profile } = useSession();
  const navigate = useNavigate();
  const person = member.data?.member;
  usePageTitle(person ? person.fullName || person.email : 'Usuário');
  return (
    <div className="mx-auto grid w-full max-w-5xl min-w-0 grid-cols-1 gap-6">
      <Link
        to="/admin/usuarios"
        className="flex w-fit items-center gap-1 text-sm text-muted-foreground hover:text-foreground"
      >
        <ArrowLeft className="size-4" aria-hidden />
        Voltar para os usuários
      </Link>
      <h1 className="break-words text-2xl font-bold tracking-tight sm:text-3xl">
        {person ? person.fullName || person.email : 'Usuário'}
      </h1>
      <QueryState query={member}>
        {({ member: data }) => (
          <>
            <Card className="min-w-0">
              <CardHeader className="gap-3">
                <CardTitle className="text-base">Perfil</CardTitle>
                <MemberActions
                  member={data}
                  isSelf={data.id === profile?.id}
                  onDeleted={() => navigate('/admin/usuarios')}
                />
              </CardHeader>
              <CardContent>
                <MemberProfileFacts member={data} />
              </CardContent>
            </Card>
            <Card className="min-w-0">
              <CardHeader>
                <CardTitle className="text-base">Acesso e assinaturas</CardTitle>
                <CardDescription>
                  +N dias estende a assinatura que dá acesso agora; sem acesso, cria uma cortesia a partir de
                  hoje. As mudanças ficam na auditoria abaixo.
                </CardDescription>
              </CardHeader>
              <CardContent className="grid gap-4">
                {data.role !== 'admin' && (
                  <ExtendAccessForm userId={data.id} name={data.fullName || data.email} />
                )}
                <GrantsList userId={data.id} />
              </CardContent>
            </Card>
          </>
        )}
      </QueryState>
      {member.data && <MemberHistory id={id} />}
    </div>
  );
}
