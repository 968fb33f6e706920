import { useState } from 'react';
import { CHAT_TEXTS, pickAgentName, toolsChatHeightPx } from '../../shared/support-chat';
import { useSession } from '../features/session/hooks/use-session';
import { SupportChat } from '../features/support/components/support-chat';
import { useChat } from '../features/support/hooks/use-chat';
import { usePageTitle } from '../lib/use-page-title';

/** /suporte/ferramentas: the tools assistant's chat, growing with its messages. */
export function Component() {
  const [agentName] = useState(() => pickAgentName());
  const chat = useChat('tools', CHAT_TEXTS.toolsGreeting(agentName));
  const { viewer } = useSession();
  usePageTitle('Suporte das Ferramentas');

  return (
    <div className="mx-auto grid max-w-3xl grid-cols-1 gap-6">
      <div>
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Suporte das Ferramentas</h1>
        <p className="text-muted-foreground">
          Dúvidas sobre acesso, código de verificação ou uma ferramenta específica? Pergunte aqui.
        </p>
      </div>
      <SupportChat
        chat={chat}
        viewer={viewer}
        agentName={agentName}
        heightPx={toolsChatHeightPx(chat.messages.length)}
      />
    </div>
  );
}
