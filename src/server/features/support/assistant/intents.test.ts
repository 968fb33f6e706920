import { describe, expect, it } from 'vitest';
import { asksForHuman, asksWhere, inFirstPerson, smallTalk } from './intents';

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

describe('inFirstPerson', () => {
  it.each(['qual minha assinatura', 'renovei e nada', 'o que eu tenho de plano', 'paguei ontem'])(
    'hears the member speaking of their own in "%s"',
    (text) => {
      expect(inFirstPerson(text)).toBe(true);
    },
  );

  it.each(['quanto custa o plano anual', 'como eu acesso o canva'])('does not in "%s"', (text) => {
    expect(inFirstPerson(text)).toBe(false);
  });
});

describe('asksWhere', () => {
  it.each(['onde vejo a senha', 'cadê o tutorial', 'em que pagina fica', 'n to achando a biblioteca'])(
    'hears a question about where something is in "%s"',
    (text) => {
      expect(asksWhere(text)).toBe(true);
    },
  );

  it.each(['como eu entro na ferramenta', 'o que acho do plano'])('does not in "%s"', (text) => {
    expect(asksWhere(text)).toBe(false);
  });
});
