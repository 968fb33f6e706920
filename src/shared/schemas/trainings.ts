import { z } from 'zod';
import { extractYoutubeId, isYoutubeUrl } from '../youtube';
import { descriptionField, requiredText } from './content-fields';
import { textField } from './fields';
import { URL_MAX_LENGTH } from './library';

// A training: the form's fields and their messages.
const TITLE_MAX_LENGTH = 200;
const CATEGORY_MAX_LENGTH = 60;
const YOUTUBE_URL_INVALID = 'Por favor, insira uma URL válida do YouTube.';
const YOUTUBE_ID_MISSING = 'Não foi possível extrair o ID do vídeo do YouTube.';

const youtubeUrlField = textField('A URL do YouTube é obrigatória.', { invalid: YOUTUBE_URL_INVALID })
  .min(1, 'A URL do YouTube é obrigatória.')
  .max(URL_MAX_LENGTH, YOUTUBE_URL_INVALID)
  .refine(isYoutubeUrl, YOUTUBE_URL_INVALID)
  // A watch/embed/short link whose id is not 11 characters: the extraction message.
  .refine((url) => extractYoutubeId(url) !== null, YOUTUBE_ID_MISSING);

export const trainingSchema = z.strictObject({
  title: requiredText(
    'O título é obrigatório.',
    TITLE_MAX_LENGTH,
    `O título deve ter no máximo ${TITLE_MAX_LENGTH} caracteres.`,
  ),
  category: requiredText(
    'A categoria é obrigatória.',
    CATEGORY_MAX_LENGTH,
    `A categoria deve ter no máximo ${CATEGORY_MAX_LENGTH} caracteres.`,
  ),
  youtubeUrl: youtubeUrlField,
  description: descriptionField,
  isActive: z.boolean({ error: 'Informe se o treinamento está ativo.' }).default(true),
});
export type TrainingValues = z.output<typeof trainingSchema>;

export const trainingStatusSchema = z.strictObject({
  isActive: z.boolean({ error: 'Informe se o treinamento está ativo.' }),
});

export const trainingProgressSchema = z.strictObject({
  watched: z.boolean({ error: 'Informe se o treinamento foi assistido.' }),
});

/** A training as members see it, with their own progress. */
export type TrainingView = {
  id: string;
  title: string;
  category: string;
  youtubeVideoId: string;
  description: string | null;
  createdAt: string;
  watched: boolean;
};

export type AdminTrainingView = Omit<TrainingView, 'watched'> & {
  youtubeUrl: string;
  isActive: boolean;
  updatedAt: string;
};
