// The landing page's support chat (visitors ask the general assistant), loaded only
// when the launcher is clicked. Plain DOM, no framework: every reply becomes text nodes and
// <strong> elements, never HTML (docs/product.md#security).
import { formatTime } from '../../shared/format';
import {
  CHAT_MESSAGE_MAX,
  CHAT_TEXTS,
  chatContext,
  createChatId,
  parseBold,
  pickAgentName,
} from '../../shared/support-chat';

type Message = { role: 'user' | 'assistant'; content: string };

function element<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  className: string,
  text?: string,
): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
}

function replyNodes(text: string) {
  return parseBold(text).map((segment) =>
    segment.bold ? element('strong', 'font-semibold', segment.text) : document.createTextNode(segment.text),
  );
}

const BUBBLE = {
  user: 'ml-auto max-w-[85%] rounded-2xl rounded-br-sm bg-primary px-3 py-2 text-sm text-primary-foreground',
  assistant: 'mr-auto max-w-[85%] rounded-2xl rounded-bl-sm bg-muted px-3 py-2 text-sm text-foreground',
};

async function ask(chatId: string, messages: Message[]): Promise<string> {
  const res = await fetch('/api/support/chat', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    // The chat's id goes as `sessionId`, its wire name kept.
    body: JSON.stringify({ sessionId: chatId, messages }),
  });
  const body = (await res.json().catch(() => ({}))) as { response?: string; message?: string };
  if (res.ok && body.response) return body.response;
  // A limit reached (429) explains itself; anything else gets the chat's fixed apology.
  throw new Error(res.status === 429 && body.message ? body.message : CHAT_TEXTS.errorApology);
}

/** Builds the chat panel beside the launcher; toggle() opens and closes it. */
function createSupportWidget(root: Document, launcher: HTMLElement) {
  const agent = pickAgentName();
  const chatId = createChatId();
  const messages: Message[] = [];

  const panel = element(
    'section',
    'fixed right-4 bottom-20 z-50 flex h-[min(34rem,calc(100dvh-7rem))] w-[calc(100%-2rem)] max-w-sm flex-col overflow-hidden rounded-xl border bg-card text-card-foreground shadow-2xl',
  );
  panel.id = 'support-widget';
  panel.hidden = true;
  panel.setAttribute('role', 'dialog');
  panel.setAttribute('aria-label', 'Chat de suporte');

  const header = element('header', 'flex items-center gap-3 border-b p-3');
  const who = element('div', 'grid');
  who.append(
    element('p', 'font-semibold', agent),
    element('p', 'text-xs text-muted-foreground', 'Suporte técnico'),
  );
  const online = element(
    'span',
    'ml-auto rounded-full bg-success px-2 py-0.5 text-xs font-semibold text-success-foreground',
    CHAT_TEXTS.online,
  );
  const close = element(
    'button',
    'cursor-pointer rounded-md px-2 py-1 text-lg leading-none text-muted-foreground hover:bg-accent',
    '×',
  );
  close.type = 'button';
  close.setAttribute('aria-label', 'Fechar o chat');
  header.append(who, online, close);

  const log = element('ol', 'flex flex-1 flex-col gap-3 overflow-y-auto p-3');
  log.setAttribute('role', 'log');
  log.setAttribute('aria-label', 'Mensagens');
  log.setAttribute('aria-live', 'polite');

  const typing = element('li', 'mr-auto flex gap-1 rounded-2xl rounded-bl-sm bg-muted px-4 py-3');
  typing.setAttribute('role', 'status');
  typing.dataset.testid = 'typing-indicator';
  typing.append(element('span', 'sr-only', 'Digitando...'));
  for (const delay of [0, 150, 300]) {
    const dot = element(
      'span',
      'size-2 animate-bounce rounded-full bg-muted-foreground/70 motion-reduce:animate-none',
    );
    dot.style.animationDelay = `${delay}ms`;
    dot.setAttribute('aria-hidden', 'true');
    typing.append(dot);
  }

  const form = element('form', 'flex gap-2 border-t p-3');
  const input = element(
    'input',
    'h-10 min-w-0 flex-1 rounded-md border border-input bg-background px-3 text-base placeholder:text-muted-foreground focus-visible:outline-2 focus-visible:outline-ring md:text-sm',
  );
  input.placeholder = CHAT_TEXTS.placeholder;
  input.maxLength = CHAT_MESSAGE_MAX;
  input.autocomplete = 'off';
  input.setAttribute('aria-label', 'Mensagem');
  const send = element(
    'button',
    'h-10 cursor-pointer rounded-md bg-primary px-4 text-sm font-medium text-primary-foreground disabled:cursor-not-allowed disabled:opacity-60',
    'Enviar',
  );
  send.type = 'submit';
  form.append(input, send);
  panel.append(header, log, form);
  root.body.append(panel);

  let waiting = false;
  const refresh = () => {
    send.disabled = waiting || input.value.trim() === '';
    input.disabled = waiting;
  };
  const show = (role: Message['role'], text: string) => {
    const item = element('li', BUBBLE[role]);
    const body = element('p', 'whitespace-pre-line [overflow-wrap:anywhere]');
    body.append(...(role === 'assistant' ? replyNodes(text) : [document.createTextNode(text)]));
    item.append(
      body,
      element('time', 'mt-1 block text-right text-[11px] opacity-80', formatTime(new Date())),
    );
    log.append(item);
    log.scrollTop = log.scrollHeight;
  };

  show('assistant', CHAT_TEXTS.widgetGreeting(agent));
  messages.push({ role: 'assistant', content: CHAT_TEXTS.widgetGreeting(agent) });
  refresh();

  input.addEventListener('input', refresh);
  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    const content = input.value.trim();
    if (!content || waiting) return; // blank, or while a reply is pending
    input.value = '';
    show('user', content);
    messages.push({ role: 'user', content });
    waiting = true;
    refresh();
    log.append(typing);
    log.scrollTop = log.scrollHeight;
    let reply: string;
    try {
      reply = await ask(chatId, chatContext(messages));
    } catch (error) {
      reply = (error as Error).message;
    }
    typing.remove();
    show('assistant', reply);
    messages.push({ role: 'assistant', content: reply });
    waiting = false;
    refresh();
    input.focus();
  });

  const setOpen = (open: boolean) => {
    panel.hidden = !open;
    launcher.setAttribute('aria-expanded', String(open));
    if (open) input.focus();
    else launcher.focus();
  };
  close.addEventListener('click', () => setOpen(false));
  panel.addEventListener('keydown', (event) => {
    if (event.key === 'Escape') setOpen(false);
  });
  launcher.setAttribute('aria-controls', panel.id);

  return { toggle: () => setOpen(Boolean(panel.hidden)) };
}

// Loaded by the launcher's first click: open at once, then toggle on every later click.
const launcher = document.querySelector<HTMLElement>('[data-support-widget]');
if (launcher) {
  const widget = createSupportWidget(document, launcher);
  launcher.addEventListener('click', widget.toggle);
  widget.toggle();
}
