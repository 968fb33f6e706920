import type { KnowledgeArticleView } from '../../../../shared/schemas/support';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../../../ui/dialog';
import { ArticleForm } from './article-form';

type ArticleDialogProps = {
  /** The article to edit, 'new' for a new one, null when closed. */
  article: KnowledgeArticleView | 'new' | null;
  onClose: () => void;
};

/** Adds or edits a knowledge-base article; the assistant answers with it from the next question. */
export function ArticleDialog({ article, onClose }: ArticleDialogProps) {
  const editing = article !== null && article !== 'new' ? article : null;
  return (
    <Dialog open={article !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>{editing ? 'Editar artigo' : 'Novo artigo'}</DialogTitle>
          <DialogDescription>
            O assistente encontra o artigo pelo título, pelas palavras-chave e pela própria resposta, mesmo
            sem acentos ou com erros de digitação.
          </DialogDescription>
        </DialogHeader>
        {/* The content unmounts when closed: each opening starts from that article's values. */}
        <ArticleForm key={editing?.id ?? 'new'} article={editing} onClose={onClose} />
      </DialogContent>
    </Dialog>
  );
}
