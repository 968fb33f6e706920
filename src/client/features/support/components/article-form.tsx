import { type KnowledgeArticleView, knowledgeArticleSchema } from '../../../../shared/schemas/support';
import { FormDialogFooter } from '../../../../ui/dialog';
import { SelectField } from '../../../../ui/select-field';
import { TextField } from '../../../../ui/text-field';
import { TextareaField } from '../../../../ui/textarea-field';
import { toast } from '../../../lib/toast-store';
import { useFormSubmit } from '../../../lib/use-form-submit';
import { useSaveKnowledgeArticle } from '../api/knowledge-articles';
import { AUDIENCE_OPTIONS, articleFormValues } from './article-form-values';

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
