import type { AdminLibraryItemView, LibraryItemValues } from '../../../../shared/schemas/library';
import { ApiError, NETWORK_ERROR } from '../../../lib/api';
import { useLibraryChange } from './change-library-item';

type SaveLibraryItemInput = {
  /** Absent when adding. */
  id?: string;
  values: LibraryItemValues;
  image: File | null;
  /** Share of the upload sent, 0 to 1, then 'sent' and 'saved' (the form's progress bar follows). */
  onProgress?: (step: number | 'sent' | 'saved') => void;
};
type SaveLibraryItemResult = { message: string; item: AdminLibraryItemView; warning?: string };

/**
 * The add/edit form goes as multipart (it carries the image) through XMLHttpRequest, the one
 * browser API that reports upload progress.
 */
export function saveLibraryItem({ id, values, image, onProgress }: SaveLibraryItemInput) {
  const form = new FormData();
  form.append('name', values.name);
  form.append('description', values.description ?? '');
  form.append('fileUrl', values.fileUrl);
  form.append('isActive', String(values.isActive));
  if (image) form.append('image', image);

  return new Promise<SaveLibraryItemResult>((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open(
      id ? 'PUT' : 'POST',
      id ? `/api/admin/library/${encodeURIComponent(id)}` : '/api/admin/library',
    );
    request.responseType = 'json';
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.(event.loaded / event.total);
    };
    request.upload.onload = () => onProgress?.('sent');
    request.onload = () => {
      const body = (request.response ?? {}) as Partial<SaveLibraryItemResult> & {
        issues?: ApiError['issues'];
        code?: string;
      };
      if (request.status >= 200 && request.status < 300) {
        onProgress?.('saved');
        resolve(body as SaveLibraryItemResult);
      } else reject(new ApiError(request.status, body.message ?? 'Erro inesperado', body.issues, body.code));
    };
    request.onerror = () => reject(new ApiError(0, NETWORK_ERROR));
    request.send(form);
  });
}

export const useSaveLibraryItem = () => useLibraryChange(saveLibraryItem);
