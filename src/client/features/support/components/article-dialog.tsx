import { useEffect } from 'react';
import {
  type KnowledgeArticleInput,
  type KnowledgeArticleView,
  knowledgeArticleSchema,
} from '../../../../shared/schemas/support';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  FormDialogFooter,
} from '../../../../ui/dialog';
import { TextField } from '../../../../ui/text-field';
import { TextareaField } from '../../../../ui/textarea-field';
import { toast } from '../../../lib/toast-store';
import { useFormSubmit } from '../../../lib/use-form-submit';
import { useSaveKnowledgeArticle } from '../api/knowledge-articles';

const EMPTY: KnowledgeArticleInput = { title: '', keywords: '', answer: '' };

type ArticleDialogProps = {
  /** The article to edit, 'new' for a new one, null when closed. */
  article: KnowledgeArticleView | 'new' | null;
  onClose: () => void;
};

/** Adds or edits a knowledge-base article; the assistant answers with it from the next question. */
export function ArticleDialog({ article, onClose }: ArticleDialogProps) {
  const editing = article !== null && article !== 'new' ? article : null;
  const { form, errors, onSubmit, busy, submitLabel } = useFormSubmit({
    schema: knowledgeArticleSchema,
    defaultValues: EMPTY,
    mutation: useSaveKnowledgeArticle(),
    toVariables: (values) => ({ id: editing?.id, article: values }),
    labels: { idle: 'Salvar artigo', busy: 'Salvando...' },
    errorTitle: editing ? 'Não foi possível atualizar o artigo.' : 'Não foi possível adicionar o artigo.',
    onSuccess: (result) => {
      toast({ title: result.message, variant: 'success' });
      onClose();
    },
  });

  useEffect(() => {
    if (article === null) return;
    form.reset(
      editing ? { title: editing.title, keywords: editing.keywords, answer: editing.answer } : EMPTY,
    );
  }, [article, editing, form]);

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
        <form onSubmit={onSubmit} className="grid gap-4" noValidate>
          <TextField
            id="article-title"
            label="Título"
            error={errors.title?.message}
            {...form.register('title')}
          />
          <TextField
            id="article-keywords"
            label="Palavras-chave"
            hint="Separadas por vírgula: como os membros escrevem (gírias, sinônimos, frases curtas)."
            error={errors.keywords?.message}
            {...form.register('keywords')}
          />
          <TextareaField
            id="article-answer"
            label="Resposta"
            rows={8}
            hint="Use **negrito** para nomes de páginas e botões. {app}, {telefone} e {versao} viram o nome do produto, o WhatsApp e a versão do navegador."
            error={errors.answer?.message}
            {...form.register('answer')}
          />
          <FormDialogFooter onCancel={onClose} busy={busy} submitLabel={submitLabel} />
        </form>
      </DialogContent>
    </Dialog>
  );
}
