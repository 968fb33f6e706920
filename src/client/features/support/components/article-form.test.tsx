import { zodResolver } from '@hookform/resolvers/zod';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { type KnowledgeArticleInput, knowledgeArticleSchema } from '../../../../shared/schemas/support';
import { ArticleForm, articleFormValues } from './article-form';

const ARTICLE = {
  id: '00000000-0000-4000-8000-000000000001',
  title: 'Zumbarrelo',
  keywords: 'zumbarrelo',
  answer: 'Só para assinantes.',
  audience: 'subscribers' as const,
  updatedAt: '2026-11-01T12:00:00Z',
};

const render = () =>
  renderToString(
    <QueryClientProvider client={new QueryClient()}>
      <ArticleForm article={null} onClose={() => {}} />
    </QueryClientProvider>,
  );

describe('ArticleForm (an article has an audience)', () => {
  it('asks for the audience in a "Público" select with a visible label and the three choices', () => {
    const html = render();
    expect(html).toMatch(/<label[^>]*for="article-audience"[^>]*>Público<\/label>/);
    const select = html.match(/<select[^>]*id="article-audience"[\s\S]*?<\/select>/)?.[0] ?? '';
    expect(select).toContain('name="audience"');
    expect([...select.matchAll(/<option value="(\w+)">([^<]+)<\/option>/g)].map((m) => [m[1], m[2]])).toEqual(
      [
        ['visitors', 'Visitantes'],
        ['members', 'Membros'],
        ['subscribers', 'Assinantes'],
      ],
    );
  });

  // The values themselves are filled in by react-hook-form once mounted: these are its defaults.
  it('starts a new article for members, and an edited one with its own audience', () => {
    expect(articleFormValues(null)).toEqual({ title: '', keywords: '', answer: '', audience: 'members' });
    expect(articleFormValues(ARTICLE)).toEqual({
      title: 'Zumbarrelo',
      keywords: 'zumbarrelo',
      answer: 'Só para assinantes.',
      audience: 'subscribers',
    });
  });

  it('shows the pt-BR message under the select for an audience it does not know', async () => {
    const resolve = zodResolver(knowledgeArticleSchema);
    const values = { ...articleFormValues(ARTICLE), audience: 'todos' } as unknown as KnowledgeArticleInput;
    const { errors } = await resolve(values, undefined, { fields: {}, shouldUseNativeValidation: false });
    expect(errors.audience?.message).toBe('Escolha o público do artigo.');
    const valid = await resolve(articleFormValues(ARTICLE), undefined, {
      fields: {},
      shouldUseNativeValidation: false,
    });
    expect(valid.errors).toEqual({});
  });
});
