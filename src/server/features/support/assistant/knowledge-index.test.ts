import { describe, expect, it } from 'vitest';
import { buildKnowledgeIndex } from './knowledge-index';

const index = buildKnowledgeIndex([
  { id: 'cancel', title: 'Cancelamento', keywords: 'cancelar, multa', answer: 'Cancele quando quiser.' },
  {
    id: 'code',
    title: 'Código de verificação',
    keywords: 'código, autenticador',
    answer: 'Clique em Gerar.',
  },
  { id: 'slow', title: 'Ferramenta lenta', keywords: 'lenta, travando, não abre', answer: 'Feche e abra.' },
  { id: 'price', title: 'Planos', keywords: 'preço, mensal', answer: 'R$ 197 por mês.' },
]);
const first = (question: string) => index.search(question, { limit: 1 })[0]?.article.id;

describe('the knowledge index', () => {
  it('reads typos: a letter changed, dropped or two swapped, even where stems differ', () => {
    expect(first('cancelamneto')).toBe('cancel');
    expect(first('codgio do autenticador')).toBe('code');
    expect(first('quanto custa o mensl')).toBe('price');
  });

  it('reads an unknown name in a question about using a tool as the tool', () => {
    const [match] = index.search('o krea nao abre', { limit: 1 });
    expect(match?.article.id).toBe('slow');
    expect(match?.coverage).toBe(1);
  });

  it('leaves unknown words unknown elsewhere, so nothing looks covered', () => {
    const [match] = index.search('receita de bolo de cenoura', { limit: 1 });
    expect(match?.coverage ?? 0).toBe(0);
  });

  it('ranks by how much of the question an article covers, not by one repeated common word', () => {
    const ranked = buildKnowledgeIndex([
      { id: 'how', title: 'Como funciona, funciona mesmo', keywords: 'funciona', answer: 'Funciona assim.' },
      { id: 'phone', title: 'Requisitos', keywords: 'celular, android', answer: 'Só no computador.' },
      // "funciona" is common in the base, "celular" is not.
      ...['pix', 'proxy', 'mac'].map((id) => ({ id, title: id, keywords: id, answer: `O ${id} funciona.` })),
    ]);
    expect(ranked.search('funciona no celular?', { limit: 1 })[0]?.article.id).toBe('phone');
  });

  it("corrects a typo towards members' own words too, not only the articles'", () => {
    const sessions = buildKnowledgeIndex([
      { id: 'out', title: 'Sessões', keywords: 'desconectado do site', answer: 'Veja as sessões.' },
      { id: 'price', title: 'Planos', keywords: 'preço', answer: 'R$ 197.' },
    ]);
    // "desconeto" is one edit from "desconecto" (a member's word for "desconectar"), two from
    // any word the articles wrote.
    expect(sessions.search('desconeto', { limit: 1 })[0]?.article.id).toBe('out');
  });

  it('breaks a tie of coverage towards the article naming a term the question implies', () => {
    const pages = buildKnowledgeIndex([
      { id: 'how', title: 'Como acessar', keywords: 'senha das ferramentas', answer: 'Veja a senha.' },
      { id: 'page', title: 'Página Conectar', keywords: 'senha das ferramentas', answer: 'A senha.' },
    ]);
    const ask = (prefer: string[]) =>
      pages.search('senha das ferramentas', { limit: 1, prefer })[0]?.article.id;
    expect(ask(['pagin'])).toBe('page');
    expect(ask(['acess'])).toBe('how');
  });
});
