import { MessageCircle } from 'lucide-react';
import { useState } from 'react';
import { CHAT_TEXTS, pickAgentName, SUPPORT_CHAT_HEIGHT_PX } from '../../shared/support-chat';
import { useMayVisit } from '../features/session/hooks/use-may-visit';
import { useSession } from '../features/session/hooks/use-session';
import { useRefreshMyTickets } from '../features/support/api/my-tickets';
import { MyTickets } from '../features/support/components/my-tickets';
import { ProblemCards } from '../features/support/components/problem-cards';
import { SupportChat } from '../features/support/components/support-chat';
import { ToolsSupportLink } from '../features/support/components/tools-support-link';
import { useChat } from '../features/support/hooks/use-chat';
import { config } from '../lib/config';
import { usePageTitle } from '../lib/use-page-title';

/**
 * /suporte: four problem cards, the messaging-app line, the general assistant's chat, the
 * member's tickets under it ("Meus chamados"), and the way to the tools' support.
 */
export function Component() {
  const [agentName] = useState(() => pickAgentName());
  const onTicket = useRefreshMyTickets();
  const chat = useChat('general', CHAT_TEXTS.greeting(agentName), { onTicket });
  const mayUseToolsSupport = useMayVisit('/suporte/ferramentas');
  const { viewer } = useSession();
  usePageTitle('Suporte');

  return (
    <div className="mx-auto grid max-w-5xl grid-cols-1 gap-6">
      <div>
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Central de Suporte</h1>
        <p className="text-muted-foreground">
          Qual problema você está enfrentando? Escolha abaixo ou escreva no chat.
        </p>
      </div>
      <ProblemCards onPick={chat.submit} disabled={chat.waiting} />
      <p className="flex flex-wrap items-center gap-1.5 text-sm text-muted-foreground">
        <MessageCircle className="size-4 text-primary" aria-hidden />
        Prefere o WhatsApp? Fale com a nossa equipe pelo
        <a
          href={config.supportChatUrl}
          target="_blank"
          rel="noopener noreferrer"
          className="font-medium text-primary underline-offset-4 hover:underline"
        >
          {config.supportPhone}
        </a>
        ou use o chat abaixo.
      </p>
      {mayUseToolsSupport && <ToolsSupportLink />}
      <SupportChat chat={chat} viewer={viewer} agentName={agentName} heightPx={SUPPORT_CHAT_HEIGHT_PX} />
      <MyTickets />
    </div>
  );
}
