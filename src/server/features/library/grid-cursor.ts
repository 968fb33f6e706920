import { AppError } from '../../platform/http/app-error';
import type { GridPosition } from './data/list-active-library-items';

// The member grid's "after this item" position, opaque to the client: base64url of "iso|id".

export const encodeCursor = ({ createdAt, id }: GridPosition) =>
  Buffer.from(`${createdAt.toISOString()}|${id}`).toString('base64url');

export function decodeCursor(cursor: string): GridPosition {
  const [iso = '', id = ''] = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
  const createdAt = new Date(iso);
  if (Number.isNaN(createdAt.getTime()) || !/^[\w-]{1,64}$/.test(id))
    throw new AppError(400, 'Posição inválida.');
  return { createdAt, id };
}
