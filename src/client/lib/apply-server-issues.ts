import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from './api';

/**
 * The server's 400 lists every issue by field (platform/http/validate.ts): each one naming a
 * field of this form is shown under that field, as if the browser had caught it.
 */
export function applyServerIssues<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fieldNames: readonly string[],
) {
  if (!(error instanceof ApiError)) return;
  const fields = new Set(fieldNames);
  for (const issue of error.issues) {
    const field = issue.path.split('.')[0];
    if (field && fields.has(field))
      setError(issue.path as Path<T>, { type: 'server', message: issue.message });
  }
}
