import { CHAT_TEXTS, parseBold } from '../../../../shared/support-chat';
import { toast } from '../../../lib/toast-store';

/**
 * A reply as text, never HTML (docs/product.md#security): **bold** pointers become buttons that
 * show the toast "Você clicou em: …"; everything else is a text node, whatever it contains.
 */
export function ChatText({ text }: { text: string }) {
  return (
    <>
      {parseBold(text).map((segment, i) =>
        segment.bold ? (
          <button
            // biome-ignore lint/suspicious/noArrayIndexKey: segments never move; their order is the text.
            key={i}
            type="button"
            className="cursor-pointer font-semibold underline decoration-dotted underline-offset-2 hover:decoration-solid"
            onClick={() => toast({ title: CHAT_TEXTS.boldToast(segment.text) })}
          >
            {segment.text}
          </button>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: as above.
          <span key={i}>{segment.text}</span>
        ),
      )}
    </>
  );
}
