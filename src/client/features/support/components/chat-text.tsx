import { Link } from 'react-router';
import { APP_ROUTES, evaluateGuard, type GuardSubject } from '../../../../shared/routes';
import { CHAT_TEXTS, parseBold } from '../../../../shared/support-chat';
import { pageNamed, TEAM_BUTTON } from '../../../../shared/support-links';
import { config } from '../../../lib/config';
import { toast } from '../../../lib/toast-store';

const POINTER =
  'cursor-pointer font-semibold underline decoration-dotted underline-offset-2 hover:decoration-solid';

/**
 * In a member's chat: page names the reader may open (by their routes' guards) are links, "Falar
 * com a equipe" asks for one.
 */
export type ChatActions = { onTeam: () => void; viewer: GuardSubject };

/**
 * A reply as text, never HTML (docs/product.md#security). In a member's chat a **bold** page name
 * the reader may open is a link to it, "Falar com a equipe" the button's action and the WhatsApp
 * number its link (docs/decisions/033-support-that-follows-up.md); any other bold word shows the
 * toast "Você clicou em: …". Everything else is a text node, whatever it contains.
 */
export function ChatText({ text, actions }: { text: string; actions?: ChatActions }) {
  return (
    <>
      {parseBold(text).map((segment, i) =>
        segment.bold ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: segments never move; their order is the text.
          <BoldPointer key={i} text={segment.text} actions={actions} />
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: as above.
          <span key={i}>{segment.text}</span>
        ),
      )}
    </>
  );
}

function BoldPointer({ text, actions }: { text: string; actions?: ChatActions }) {
  const page = actions ? pageNamed(text) : null;
  const route = page && APP_ROUTES.find((candidate) => candidate.path === page.path);
  if (actions && page && route && evaluateGuard(route.access, actions.viewer).allow)
    return (
      <Link to={{ pathname: page.path, hash: page.hash }} className={POINTER}>
        {text}
      </Link>
    );
  if (actions && text === config.supportPhone)
    return (
      <a href={config.supportChatUrl} target="_blank" rel="noopener noreferrer" className={POINTER}>
        {text}
      </a>
    );
  return (
    <button
      type="button"
      className={POINTER}
      onClick={() =>
        actions && text === TEAM_BUTTON ? actions.onTeam() : toast({ title: CHAT_TEXTS.boldToast(text) })
      }
    >
      {text}
    </button>
  );
}
