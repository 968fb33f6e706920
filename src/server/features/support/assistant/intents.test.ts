import { describe, expect, it } from 'vitest';
import { asksForHuman, smallTalk } from './intents';

describe('asksForHuman', () => {
  it.each([
    'Quero falar com um atendente.',
    'me passa pra um humano pf',
    'Tem alguma pessoa de verdade ai?',
    'quero falar com alguém',
    'pode abrir um chamado?',
    'ATENDENTE!!!',
  ])('hears a request for a person in "%s"', (text) => {
    expect(asksForHuman(text)).toBe(true);
  });

  it.each(['posso passar o acesso para outra pessoa?', 'esqueci minha senha', 'o atendimento é 24h?'])(
    'does not in "%s"',
    (text) => {
      expect(asksForHuman(text)).toBe(false);
    },
  );
});

describe('smallTalk', () => {
  it('tells a greeting or thanks from a question', () => {
    expect(smallTalk('Bom dia!')).toBe('greeting');
    expect(smallTalk('muito obrigada')).toBe('thanks');
    expect(smallTalk('bom dia, esqueci minha senha')).toBeNull();
  });
});
