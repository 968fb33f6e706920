import { describe, expect, it } from 'vitest';
import { searchTerms } from './portuguese-text';

describe('searchTerms', () => {
  it.each([
    ['instalação', 'instalacao'],
    ['instalações', 'instalacoes'],
    ['instalar', 'instalação'],
    ['código', 'codigo'],
    ['créditos', 'credito'],
    ['desconectou', 'desconectada'],
    ['assinaturas', 'assinatura'],
  ])('reads "%s" and "%s" as the same word', (a, b) => {
    expect(searchTerms(a)).toEqual(searchTerms(b));
  });

  it('expands chat abbreviations and drops words that carry no topic', () => {
    expect(searchTerms('qual o zap de vcs')).toEqual(searchTerms('whatsapp'));
    expect(searchTerms('eu quero o meu reembolso por favor')).toEqual(searchTerms('reembolso'));
  });

  it('keeps numbers, which name versions and plans', () => {
    expect(searchTerms('windows 11 em 12x')).toEqual(expect.arrayContaining(['11', '12x']));
  });

  it('returns nothing for punctuation or stop words alone', () => {
    expect(searchTerms('?!... e o de')).toEqual([]);
  });
});
