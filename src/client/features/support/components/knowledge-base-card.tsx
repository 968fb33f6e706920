import { BookOpenText, Pencil, Plus, Search, Trash2 } from 'lucide-react';
import { useMemo, useState } from 'react';
import { formatDate } from '../../../../shared/format';
import { KNOWLEDGE_AUDIENCE_LABELS } from '../../../../shared/labels';
import type { KnowledgeArticleView } from '../../../../shared/schemas/support';
import { fillPlaceholders, parseBold } from '../../../../shared/support-chat';
import { Button } from '../../../../ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../../ui/card';
import { ConfirmDialog } from '../../../../ui/confirm-dialog';
import { EmptyState } from '../../../../ui/empty-state';
import { Input } from '../../../../ui/input';
import { QueryState } from '../../../components/query-state';
import { config } from '../../../lib/config';
import { notifyError } from '../../../lib/notify-error';
import { toast } from '../../../lib/toast-store';
import { useDeleteKnowledgeArticle, useKnowledgeArticles } from '../api/knowledge-articles';
import { ArticleDialog } from './article-form';

const folded = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

/** The offline assistant's knowledge base: articles an admin adds, edits and removes. */
export function KnowledgeBaseCard() {
  const articles = useKnowledgeArticles();
  const remove = useDeleteKnowledgeArticle();
  const [filter, setFilter] = useState('');
  const [editing, setEditing] = useState<KnowledgeArticleView | 'new' | null>(null);
  const [deleting, setDeleting] = useState<KnowledgeArticleView | null>(null);

  const shown = useMemo(() => {
    const term = folded(filter.trim());
    const all = articles.data?.articles ?? [];
    return term ? all.filter((a) => folded(`${a.title} ${a.keywords} ${a.answer}`).includes(term)) : all;
  }, [articles.data, filter]);

  const onDelete = (article: KnowledgeArticleView) =>
    remove.mutate(article.id, {
      onSuccess: (result) => {
        toast({ title: result.message, variant: 'success' });
        setDeleting(null);
      },
      onError: (error) => notifyError('Não foi possível excluir o artigo.', error),
    });

  return (
    <Card>
      <CardHeader>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <CardTitle>Base de conhecimento</CardTitle>
          <Button size="sm" onClick={() => setEditing('new')}>
            <Plus />
            Novo artigo
          </Button>
        </div>
        <CardDescription>
          As respostas do assistente offline, usadas também para orientar a API quando configurada. Cada
          mudança vale a partir da próxima pergunta.
          {articles.data && ` ${articles.data.articles.length} artigos.`}
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <div className="relative">
          <Search
            className="absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
            aria-hidden
          />
          <Input
            value={filter}
            onChange={(event) => setFilter(event.target.value)}
            placeholder="Buscar artigo"
            aria-label="Buscar artigo"
            className="pl-9"
          />
        </div>
        <QueryState query={articles}>
          {() =>
            shown.length === 0 ? (
              <EmptyState icon={BookOpenText}>
                {filter ? 'Nenhum artigo encontrado.' : 'Nenhum artigo ainda.'}
              </EmptyState>
            ) : (
              <ul className="grid gap-2" aria-label="Artigos">
                {shown.map((article) => (
                  <li key={article.id} className="flex items-start gap-3 rounded-md border p-3">
                    <div className="grid min-w-0 flex-1 gap-1">
                      <p className="font-medium">{article.title}</p>
                      <AnswerPreview answer={article.answer} />
                      <p className="text-xs text-muted-foreground">
                        Público: {KNOWLEDGE_AUDIENCE_LABELS[article.audience]} · Atualizado em{' '}
                        {formatDate(article.updatedAt)}
                      </p>
                    </div>
                    <Button
                      variant="ghost"
                      size="icon"
                      aria-label={`Editar ${article.title}`}
                      onClick={() => setEditing(article)}
                    >
                      <Pencil />
                    </Button>
                    <Button
                      variant="ghost"
                      size="icon"
                      aria-label={`Excluir ${article.title}`}
                      onClick={() => setDeleting(article)}
                    >
                      <Trash2 />
                    </Button>
                  </li>
                ))}
              </ul>
            )
          }
        </QueryState>
      </CardContent>
      <ArticleDialog article={editing} onClose={() => setEditing(null)} />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Excluir artigo?"
        description={`“${deleting?.title ?? ''}” deixa de ser usado pelo assistente. Esta ação não pode ser desfeita.`}
        confirmLabel={remove.isPending ? 'Excluindo...' : 'Excluir'}
        busy={remove.isPending}
        onConfirm={() => deleting && onDelete(deleting)}
      />
    </Card>
  );
}

/**
 * An article's answer as members read it: the configuration in its placeholders, **bold** as bold,
 * its lines kept (two shown), never HTML.
 */
function AnswerPreview({ answer }: { answer: string }) {
  const filled = fillPlaceholders(answer, config);
  return (
    <p className="line-clamp-2 whitespace-pre-line text-sm text-muted-foreground">
      {parseBold(filled).map((segment, i) =>
        segment.bold ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: segments never move; their order is the text.
          <strong key={i} className="font-semibold text-foreground">
            {segment.text}
          </strong>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: as above.
          <span key={i}>{segment.text}</span>
        ),
      )}
    </p>
  );
}
