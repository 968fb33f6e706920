import { useEffect } from 'react';
import { toast } from './toast-store';

/** A list that cannot load says so once in an error toast (the screen keeps its state). */
export function useLoadErrorToast(isError: boolean, description: string) {
  useEffect(() => {
    if (isError) toast({ title: 'Erro', description, variant: 'destructive' });
  }, [isError, description]);
}

/** Deleting the last row of the last page leaves an empty page: step back to the new last one. */
export function useStepBackFromEmptiedPage(
  data: { items: unknown[]; pageCount: number } | undefined,
  page: number,
  setPage: (page: number) => void,
) {
  useEffect(() => {
    if (data && data.items.length === 0 && page > data.pageCount) setPage(data.pageCount);
  }, [data, page, setPage]);
}
