import { MessageCircle } from 'lucide-react';

/**
 * Visitors ask the general assistant from a floating widget
 * (docs/product.md#support-chats-and-tickets). Server-rendered as a link to the messaging-app
 * support, so it works without JavaScript; browser/support-widget-launcher.ts turns it into the
 * chat and downloads the chat's code only when it is opened.
 */
export function SupportWidgetLauncher({
  supportChatUrl,
  script,
}: {
  supportChatUrl: string;
  script?: string;
}) {
  return (
    <>
      {/* Room below the page's last line, so the floating button never sits over it. */}
      <div aria-hidden className="h-20" />
      <a
        href={supportChatUrl}
        target="_blank"
        rel="noopener noreferrer"
        data-support-widget={script ?? ''}
        aria-label="Abrir o chat de suporte"
        className="fixed right-4 bottom-4 z-40 inline-flex size-14 items-center justify-center rounded-full bg-primary text-primary-foreground shadow-lg transition-transform hover:scale-105 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring motion-reduce:transition-none"
      >
        <MessageCircle className="size-6" aria-hidden />
      </a>
    </>
  );
}
