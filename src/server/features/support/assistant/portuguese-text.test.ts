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
    expect(searchTerms('eu quero o reembolso por favor')).toEqual(searchTerms('reembolso'));
    expect(searchTerms('vc tá lerdo pq n abre')).toEqual(searchTerms('lenta abre'));
  });

  it('keeps the possessive, which tells "qual meu plano" from "qual o plano"', () => {
    expect(searchTerms('qual minha assinatura')).toEqual(searchTerms('meu assinatura'));
    expect(searchTerms('qual o plano')).not.toContain(searchTerms('meu')[0]);
  });

  it.each([
    ['como eu acesso o canva?', 'como acesso a ferramenta'],
    ['o chat gpt me deslogou', 'a ferramenta desconectou'],
    ['o gerador de imagens diz que acabaram os créditos', 'a ferramenta acabaram os créditos'],
    ['nao consigo entrar no editor de video', 'entrar na ferramenta'],
  ])('reads a tool by its name or kind as "ferramenta": "%s"', (question, plain) => {
    expect(searchTerms(question)).toEqual(searchTerms(plain));
  });

  it.each([
    ['o gerador acabou as fast hours', 'a ferramenta acabou os créditos'],
    ['estourou a quota', 'estourou a cota'],
    ['como uso o capcut pelo site de vcs', 'como uso a ferramenta'],
    ['como abro o canva', 'como acessar a ferramenta'],
    ['qual plano eu tenho', 'qual plano meu'],
    ['fiz a renovacao e nada', 'paguei a renovação e nada'],
  ])('reads what a phrase means: "%s"', (question, plain) => {
    expect(searchTerms(question)).toEqual(searchTerms(plain));
  });

  it('reads a device in a question about signing in as a session, unless a tool is named', () => {
    expect(searchTerms('como desconecto o celular')).toEqual(searchTerms('como desconecto o aparelho'));
    expect(searchTerms('o canva desconectou no celular')).toContain(searchTerms('celular')[0]);
    expect(searchTerms('funciona no celular?')).toEqual(searchTerms('funciona celular'));
  });

  it('keeps numbers, which name versions and plans', () => {
    expect(searchTerms('windows 11 em 12x')).toEqual(expect.arrayContaining(['11', '12x']));
  });

  it('returns nothing for punctuation or stop words alone', () => {
    expect(searchTerms('?!... e o de')).toEqual([]);
  });
});
