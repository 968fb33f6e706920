import { Eye, EyeOff, Pencil, Trash2 } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../ui/button';

type ContentRowActionsProps = {
  /** What the row shows, so each button reads "Excluir <name>" to a screen reader. */
  name: string;
  isActive: boolean;
  editTo: string;
  busy: boolean;
  onToggle: () => void;
  onDelete: () => void;
};

/** An admin content row's Ativar/Desativar, Editar and Excluir icon buttons (library, trainings). */
export function ContentRowActions({
  name,
  isActive,
  editTo,
  busy,
  onToggle,
  onDelete,
}: ContentRowActionsProps) {
  const toggle = isActive ? 'Desativar' : 'Ativar';
  return (
    <>
      <Button
        variant="outline"
        size="icon"
        disabled={busy}
        onClick={onToggle}
        aria-label={`${toggle} ${name}`}
        title={toggle}
      >
        {isActive ? <EyeOff /> : <Eye />}
      </Button>
      <Button variant="outline" size="icon" asChild>
        <Link to={editTo} aria-label={`Editar ${name}`} title="Editar">
          <Pencil />
        </Link>
      </Button>
      <Button
        variant="outline"
        size="icon"
        className="text-destructive"
        disabled={busy}
        onClick={onDelete}
        aria-label={`Excluir ${name}`}
        title="Excluir"
      >
        <Trash2 />
      </Button>
    </>
  );
}
