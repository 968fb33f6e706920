import { SearchBar } from '../../../components/search-bar';

/** The trainings lists' search by title (the members' grid and the admin's table). */
export function TrainingSearch({ search, onSearch }: { search: string; onSearch: (search: string) => void }) {
  return (
    <SearchBar
      key={search}
      initial={search}
      label="Buscar treinamentos por título"
      placeholder="Buscar por título..."
      onSearch={onSearch}
    />
  );
}
