import { describe, expect, it } from 'vitest';
import { CHAT_ID } from './schemas/support';
import {
  AGENT_NAMES,
  chatContext,
  createChatId,
  parseBold,
  pickAgentName,
  previewOf,
  shortChatId,
  shortTicketId,
  toolsChatHeightPx,
} from './support-chat';

describe('parseBold', () => {
  it('splits **bold** pointers from plain text', () => {
    expect(parseBold('Abra **Conectar** e clique em **Gerar código**.')).toEqual([
      { text: 'Abra ', bold: false },
      { text: 'Conectar', bold: true },
      { text: ' e clique em ', bold: false },
      { text: 'Gerar código', bold: true },
      { text: '.', bold: false },
    ]);
  });

  it('keeps markup as text: HTML is never interpreted', () => {
    const hostile = '<img src=x onerror=alert(1)> **<b>oi</b>**';
    expect(parseBold(hostile)).toEqual([
      { text: '<img src=x onerror=alert(1)> ', bold: false },
      { text: '<b>oi</b>', bold: true },
    ]);
  });

  it('leaves an unpaired marker as written', () => {
    expect(parseBold('5 ** 2')).toEqual([{ text: '5 ** 2', bold: false }]);
  });
});

describe('chatContext', () => {
  it('sends the 12 latest messages, long answers cut at 1,500 characters', () => {
    const messages = Array.from({ length: 15 }, (_, i) => ({
      role: i % 2 ? ('assistant' as const) : ('user' as const),
      content: `${i} ${'x'.repeat(3000)}`,
    }));
    const context = chatContext(messages);
    expect(context).toHaveLength(12);
    expect(context[0]?.content.startsWith('3 ')).toBe(true);
    expect(context.filter((t) => t.role === 'assistant').every((t) => t.content.length === 1500)).toBe(true);
    const users = messages.slice(-12).filter((t) => t.role === 'user');
    expect(context.filter((t) => t.role === 'user')).toEqual(users);
  });
});

describe('chat rules', () => {
  it('grows the tools chat by 80 px a message from 300, up to 700', () => {
    expect([0, 1, 4, 5, 10].map(toolsChatHeightPx)).toEqual([300, 380, 620, 700, 700]);
  });

  it('picks one of 20 agent names', () => {
    expect(new Set(AGENT_NAMES).size).toBe(20);
    expect(pickAgentName(() => 0)).toBe(AGENT_NAMES[0]);
    expect(pickAgentName(() => 0.9999)).toBe(AGENT_NAMES[19]);
  });

  it('makes chat ids of session_, the time and a random part', () => {
    const id = createChatId(1_700_000_000_000);
    expect(id).toMatch(/^session_1700000000000_[a-z0-9]{8}$/);
    expect(id).toMatch(CHAT_ID);
    expect(createChatId()).not.toBe(createChatId());
  });

  it('cuts previews at 100 characters and ids at 8', () => {
    expect(previewOf('a'.repeat(100))).toBe('a'.repeat(100));
    expect(previewOf('a'.repeat(101))).toBe(`${'a'.repeat(100)}...`);
    expect(shortTicketId('0123456789abcdef')).toBe('01234567');
    expect(shortChatId('session_1700000000000_abcdefgh')).toBe('abcdefgh');
  });
});
