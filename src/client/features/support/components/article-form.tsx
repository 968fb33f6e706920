import { KNOWLEDGE_AUDIENCE_LABELS } from '../../../../shared/labels';
import {
  DEFAULT_KNOWLEDGE_AUDIENCE,
  KNOWLEDGE_AUDIENCES,
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
import { SelectField } from '../../../../ui/select-field';
import { TextField } from '../../../../ui/text-field';
import { TextareaField } from '../../../../ui/textarea-field';
import { toast } from '../../../lib/toast-store';
import { useFormSubmit } from '../../../lib/use-form-submit';
import { useSaveKnowledgeArticle } from '../api/knowledge-articles';

/** The "Público" select's choices, from the widest audience to the narrowest. */
const AUDIENCE_OPTIONS = KNOWLEDGE_AUDIENCES.map((audience) => ({
  value: audience,
  label: KNOWLEDGE_AUDIENCE_LABELS[audience],
}));

/** What the article form starts with: the article's own values, or a blank one for members. */
export function articleFormValues(article: KnowledgeArticleView | null): KnowledgeArticleInput {
  if (!article) return { title: '', keywords: '', answer: '', audience: DEFAULT_KNOWLEDGE_AUDIENCE };
  const { title, keywords, answer, audience } = article;
  return { title, keywords, answer, audience };
}

type ArticleFormProps = {
  /** The article to edit, null for a new one. */
  article: KnowledgeArticleView | null;
  onClose: () => void;
};

/** A knowledge-base article's fields: mounted each time the dialog opens, with that article's values. */
export function ArticleForm({ article, onClose }: ArticleFormProps) {
  const { form, errors, onSubmit, busy, submitLabel } = useFormSubmit({
    schema: knowledgeArticleSchema,
    defaultValues: articleFormValues(article),
    mutation: useSaveKnowledgeArticle(),
    toVariables: (values) => ({ id: article?.id, article: values }),
    labels: { idle: 'Salvar artigo', busy: 'Salvando...' },
    errorTitle: article ? 'Não foi possível atualizar o artigo.' : 'Não foi possível adicionar o artigo.',
    onSuccess: (result) => {
      toast({ title: result.message, variant: 'success' });
      onClose();
    },
  });

  return (
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
      <SelectField
        id="article-audience"
        label="Público"
        options={AUDIENCE_OPTIONS}
        hint="Quem o assistente pode responder com este artigo. Visitantes: todos, inclusive o chat da página inicial; Membros: quem entrou na conta; Assinantes: só assinaturas ativas."
        error={errors.audience?.message}
        {...form.register('audience')}
      />
      <FormDialogFooter onCancel={onClose} busy={busy} submitLabel={submitLabel} />
    </form>
  );
}

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
