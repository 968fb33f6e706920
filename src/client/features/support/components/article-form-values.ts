import { KNOWLEDGE_AUDIENCE_LABELS } from '../../../../shared/labels';
import {
  DEFAULT_KNOWLEDGE_AUDIENCE,
  KNOWLEDGE_AUDIENCES,
  type KnowledgeArticleInput,
  type KnowledgeArticleView,
} from '../../../../shared/schemas/support';

/** The "Público" select's choices, from the widest audience to the narrowest. */
export const AUDIENCE_OPTIONS = KNOWLEDGE_AUDIENCES.map((audience) => ({
  value: audience,
  label: KNOWLEDGE_AUDIENCE_LABELS[audience],
}));

/** What the article form starts with: the article's own values, or a blank one for members. */
export function articleFormValues(article: KnowledgeArticleView | null): KnowledgeArticleInput {
  if (!article) return { title: '', keywords: '', answer: '', audience: DEFAULT_KNOWLEDGE_AUDIENCE };
  const { title, keywords, answer, audience } = article;
  return { title, keywords, answer, audience };
}
