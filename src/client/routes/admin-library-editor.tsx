import { useParams } from 'react-router';
import { EditorCard, LoadedEditor } from '../components/editor-page';
import { useAdminLibraryItem } from '../features/library/api/admin-library';
import { LibraryItemForm } from '../features/library/components/library-item-form';
import { usePageTitle } from '../lib/use-page-title';

const BACK = { to: '/admin/biblioteca', label: 'Voltar para a biblioteca' };

function EditItem({ id }: { id: string }) {
  return (
    <LoadedEditor
      query={useAdminLibraryItem(id)}
      back={BACK}
      notFound="Item não encontrado"
      loadError="Não foi possível carregar o item."
    >
      {({ item }) => (
        <EditorCard back={BACK} title="Editar item" description="Altere os dados do item da biblioteca.">
          <LibraryItemForm item={item} />
        </EditorCard>
      )}
    </LoadedEditor>
  );
}

/** /admin/biblioteca/adicionar and /admin/biblioteca/editar/{id}. */
export function Component() {
  const { id } = useParams();
  usePageTitle(id ? 'Editar item' : 'Adicionar item');
  if (id) return <EditItem key={id} id={id} />;
  return (
    <EditorCard
      back={BACK}
      title="Adicionar item"
      description="Um novo material para os assinantes baixarem."
    >
      <LibraryItemForm />
    </EditorCard>
  );
}
