import { randomUUID } from 'node:crypto';
import { type Kysely, sql } from 'kysely';
import { columnTypes } from './frozen/column-types';

// The landing page's tool grid is a table
// the operator edits. Seeded with 18 descriptive, fictional names (never third-party brands),
// three per category. Values are written out here, not imported: a landed migration never changes.
const SEED: [category: string, name: string, description: string][] = [
  ['ai', 'Assistente de Escrita IA', 'Textos, roteiros, legendas e e-mails prontos em segundos.'],
  ['ai', 'Gerador de Imagens IA', 'Crie ilustrações e fotos realistas a partir de uma descrição.'],
  ['ai', 'Chat IA Avançado', 'Modelos de linguagem de última geração para tirar dúvidas e criar.'],
  ['design', 'Editor de Design Online', 'Artes para redes sociais, banners e apresentações no navegador.'],
  ['design', 'Removedor de Fundo', 'Recortes perfeitos de pessoas e produtos com um clique.'],
  ['design', 'Banco de Imagens Premium', 'Milhões de fotos, vetores e ícones com licença comercial.'],
  ['research', 'Pesquisa de Palavras-chave', 'Volume de busca, concorrência e ideias de conteúdo para SEO.'],
  ['research', 'Espião de Anúncios', 'Descubra os anúncios e criativos que mais vendem no seu nicho.'],
  ['research', 'Análise de Concorrentes', 'Tráfego, fontes de visitas e estratégias de outros sites.'],
  ['video', 'Editor de Vídeo Pro', 'Edição completa com efeitos, transições e exportação em 4K.'],
  ['video', 'Gerador de Vídeos com Avatar', 'Apresentadores virtuais que falam o seu roteiro em português.'],
  ['video', 'Legendas Automáticas', 'Transcrição e legendas animadas para vídeos curtos.'],
  ['audio', 'Narração com Voz IA', 'Vozes naturais em dezenas de idiomas para vídeos e anúncios.'],
  ['audio', 'Trilhas Sonoras Livres', 'Músicas e efeitos sonoros sem direitos autorais para usar à vontade.'],
  ['audio', 'Estúdio de Limpeza de Áudio', 'Remove ruídos e eco e deixa sua voz com qualidade de estúdio.'],
  [
    'templates',
    'Templates para Redes Sociais',
    'Posts, stories e carrosséis editáveis para todos os nichos.',
  ],
  ['templates', 'Modelos de Apresentação', 'Slides profissionais para aulas, reuniões e lançamentos.'],
  ['templates', 'Kits de Landing Page', 'Páginas de venda prontas para adaptar e publicar.'],
];

export async function up(db: Kysely<unknown>) {
  const t = columnTypes(db);
  await db.schema
    .createTable('landing_tools')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('category', 'text', (c) =>
      c.notNull().check(sql`category in ('ai', 'design', 'research', 'video', 'audio', 'templates')`),
    )
    .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('is_active', t.boolean, (c) => c.notNull().defaultTo(t.true))
    .addColumn('created_at', t.timestamp, (c) => c.notNull().defaultTo(t.now))
    .addColumn('updated_at', t.timestamp, (c) => c.notNull().defaultTo(t.now))
    .execute();
  // The landing page lists active tools in the operator's order.
  await db.schema
    .createIndex('landing_tools_active_order_idx')
    .on('landing_tools')
    .columns(['is_active', 'sort_order'])
    .execute();

  await db
    .insertInto('landing_tools' as never)
    .values(
      SEED.map(([category, name, description], index) => ({
        id: randomUUID(),
        name,
        description,
        category,
        sort_order: (index + 1) * 10,
      })) as never,
    )
    .execute();
}
