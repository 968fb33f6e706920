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
import { TEAM_BUTTON } from '../../shared/support-links';

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

const LINK = 'font-semibold text-primary underline underline-offset-2';
// A phone number in a reply is the team's WhatsApp (the only one the assistant gives).
const PHONE = /^\+?[\d\s().-]{8,}$/;

/** A link to the team's WhatsApp (the launcher's own address), opened beside the landing. */
function whatsAppLink(href: string, text: string, className = LINK) {
  const link = element('a', className, text);
  link.href = href;
  link.target = '_blank';
  link.rel = 'noopener noreferrer';
  return link;
}

/** A reply as text nodes; the WhatsApp number and "Falar com a equipe" are links to WhatsApp. */
function replyNodes(text: string, whatsApp: string) {
  return parseBold(text).map((segment) => {
    if (!segment.bold) return document.createTextNode(segment.text);
    if (segment.text === TEAM_BUTTON || PHONE.test(segment.text)) return whatsAppLink(whatsApp, segment.text);
    return element('strong', 'font-semibold', segment.text);
  });
}

const CHOICE =
  'inline-flex h-8 cursor-pointer items-center rounded-md border bg-background px-3 text-sm font-medium hover:bg-accent';

const BUBBLE = {
  user: 'ml-auto max-w-[85%] rounded-2xl rounded-br-sm bg-primary px-3 py-2 text-sm text-primary-foreground',
  assistant: 'mr-auto max-w-[85%] rounded-2xl rounded-bl-sm bg-muted px-3 py-2 text-sm text-foreground',
};

type Reply = { response: string; choices?: string[] };

async function ask(chatId: string, messages: Message[]): Promise<Reply> {
  const res = await fetch('/api/support/chat', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    // The chat's id goes as `sessionId`, its wire name kept.
    body: JSON.stringify({ sessionId: chatId, messages }),
  });
  const body = (await res.json().catch(() => ({}))) as Partial<Reply> & { message?: string };
  if (res.ok && body.response) return { response: body.response, choices: body.choices };
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
  // The launcher is the WhatsApp link: "Falar com a equipe" opens the same conversation.
  const whatsApp = launcher.getAttribute('href') ?? '';
  const team = element('div', 'border-t px-3 py-2');
  team.append(
    whatsAppLink(
      whatsApp,
      TEAM_BUTTON,
      'inline-flex h-8 items-center rounded-md px-2 text-sm font-medium text-muted-foreground hover:bg-accent',
    ),
  );
  panel.append(header, log, form, team);
  root.body.append(panel);

  let waiting = false;
  const refresh = () => {
    send.disabled = waiting || input.value.trim() === '';
    input.disabled = waiting;
  };
  let offered: HTMLElement | null = null;
  const show = (role: Message['role'], text: string, choices: string[] = []) => {
    offered?.remove();
    offered = null;
    const item = element('li', BUBBLE[role]);
    const body = element('p', 'whitespace-pre-line [overflow-wrap:anywhere]');
    body.append(...(role === 'assistant' ? replyNodes(text, whatsApp) : [document.createTextNode(text)]));
    item.append(
      body,
      element('time', 'mt-1 block text-right text-[11px] opacity-80', formatTime(new Date())),
    );
    log.append(item);
    if (choices.length > 0) {
      // The topics the assistant offers when unsure: one click asks about it.
      offered = element('li', 'mr-auto flex max-w-[85%] flex-wrap gap-2');
      offered.setAttribute('aria-label', 'Assuntos sugeridos');
      for (const choice of choices) {
        const chip =
          choice === TEAM_BUTTON ? whatsAppLink(whatsApp, choice, CHOICE) : element('button', CHOICE, choice);
        if (chip instanceof HTMLButtonElement) {
          chip.type = 'button';
          chip.addEventListener('click', () => void submit(choice));
        }
        offered.append(chip);
      }
      log.append(offered);
    }
    log.scrollTop = log.scrollHeight;
  };

  show('assistant', CHAT_TEXTS.widgetGreeting(agent));
  messages.push({ role: 'assistant', content: CHAT_TEXTS.widgetGreeting(agent) });
  refresh();

  input.addEventListener('input', refresh);
  const submit = async (text: string) => {
    const content = text.trim();
    if (!content || waiting) return; // blank, or while a reply is pending
    input.value = '';
    show('user', content);
    messages.push({ role: 'user', content });
    waiting = true;
    refresh();
    log.append(typing);
    log.scrollTop = log.scrollHeight;
    let reply: Reply;
    try {
      reply = await ask(chatId, chatContext(messages));
    } catch (error) {
      reply = { response: (error as Error).message };
    }
    typing.remove();
    show('assistant', reply.response, reply.choices);
    messages.push({ role: 'assistant', content: reply.response });
    waiting = false;
    refresh();
    input.focus();
  };
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    void submit(input.value);
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
