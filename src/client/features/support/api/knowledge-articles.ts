import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { KnowledgeArticleInput } from '../../../../shared/schemas/support';
import { api, unwrap } from '../../../lib/api';

export const knowledgeArticlesQueryOptions = queryOptions({
  queryKey: ['admin', 'support', 'articles'],
  queryFn: () => unwrap(api.admin.support.articles.$get()),
});

export const useKnowledgeArticles = () => useQuery(knowledgeArticlesQueryOptions);

type SaveArticle = { id?: string; article: KnowledgeArticleInput };
const saveArticle = ({ id, article }: SaveArticle) =>
  id
    ? unwrap(api.admin.support.articles[':id'].$put({ param: { id }, json: article }))
    : unwrap(api.admin.support.articles.$post({ json: article }));
const deleteArticle = (id: string) => unwrap(api.admin.support.articles[':id'].$delete({ param: { id } }));

function useArticleMutation<TInput, TResult>(request: (input: TInput) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: knowledgeArticlesQueryOptions.queryKey }),
  });
}

/** Creates an article, or edits one when an id is given; the assistant uses it on the next question. */
export const useSaveKnowledgeArticle = () => useArticleMutation(saveArticle);
export const useDeleteKnowledgeArticle = () => useArticleMutation(deleteArticle);
