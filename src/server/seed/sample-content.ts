import type { Db } from '../platform/db/connection';
import { addLibraryItem, addTraining } from './content-factories';

const LIBRARY = [
  {
    name: 'Pack de Templates para Reels',
    description: '50 templates editáveis para vídeos curtos.',
    fileSize: 52_428_800,
  },
  {
    name: 'Guia de Prompts para IA',
    description: 'Mais de 300 prompts testados para imagens e textos.',
    fileSize: 2_097_152,
  },
  { name: 'Kit de Presets de Cor', description: null, fileSize: 15_728_640 },
];

const TRAININGS = [
  { title: 'Primeiros passos no navegador anti-detect', category: 'Introdução', videoId: 'dQw4w9WgXcQ' },
  { title: 'Criando imagens com IA do zero', category: 'IA', videoId: 'aqz-KE-bpKQ' },
  { title: 'Edição de vídeo rápida para redes sociais', category: 'Vídeo', videoId: 'ScMzIvxBSi4' },
];

/** Demo library items and trainings, added only to empty tables. */
export async function seedSampleContent(db: Db, createdBy: string) {
  const hasLibrary = await db.selectFrom('library_items').select('id').limit(1).executeTakeFirst();
  if (!hasLibrary) {
    for (const [i, item] of LIBRARY.entries()) {
      await addLibraryItem(db, {
        ...item,
        fileUrl: `https://downloads.example.com/demo-${i + 1}.zip`,
        downloadsCount: 10 * (i + 1),
        createdBy,
        createdAt: new Date(Date.now() - i * 60_000),
      });
    }
  }
  const hasTrainings = await db.selectFrom('trainings').select('id').limit(1).executeTakeFirst();
  if (!hasTrainings) {
    for (const [i, training] of TRAININGS.entries())
      await addTraining(db, { ...training, createdBy, createdAt: new Date(Date.now() - i * 60_000) });
  }
}
