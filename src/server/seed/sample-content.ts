import { randomUUID } from 'node:crypto';
import type { Db } from '../platform/db/connection';

const LIBRARY = [
  {
    name: 'Pack de Templates para Reels',
    description: '50 templates editáveis para vídeos curtos.',
    file_size: 52_428_800,
  },
  {
    name: 'Guia de Prompts para IA',
    description: 'Mais de 300 prompts testados para imagens e textos.',
    file_size: 2_097_152,
  },
  { name: 'Kit de Presets de Cor', description: null, file_size: 15_728_640 },
];

const TRAININGS = [
  { title: 'Primeiros passos no navegador anti-detect', category: 'Introdução', id: 'dQw4w9WgXcQ' },
  { title: 'Criando imagens com IA do zero', category: 'IA', id: 'aqz-KE-bpKQ' },
  { title: 'Edição de vídeo rápida para redes sociais', category: 'Vídeo', id: 'ScMzIvxBSi4' },
];

/** Demo library items and trainings, added only to empty tables. */
export async function seedSampleContent(db: Db, createdBy: string) {
  const hasLibrary = await db.selectFrom('library_items').select('id').limit(1).executeTakeFirst();
  if (!hasLibrary) {
    await db
      .insertInto('library_items')
      .values(
        LIBRARY.map((item, i) => ({
          id: randomUUID(),
          ...item,
          file_url: `https://downloads.example.com/demo-${i + 1}.zip`,
          image_url: null,
          is_active: true,
          downloads_count: 10 * (i + 1),
          created_by: createdBy,
        })),
      )
      .execute();
  }
  const hasTrainings = await db.selectFrom('trainings').select('id').limit(1).executeTakeFirst();
  if (!hasTrainings) {
    await db
      .insertInto('trainings')
      .values(
        TRAININGS.map((t) => ({
          id: randomUUID(),
          title: t.title,
          category: t.category,
          youtube_url: `https://www.youtube.com/watch?v=${t.id}`,
          youtube_video_id: t.id,
          description: null,
          is_active: true,
          created_by: createdBy,
        })),
      )
      .execute();
  }
}
