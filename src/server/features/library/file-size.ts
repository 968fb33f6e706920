import type { Deps } from '../../app-env';
import { setLibraryItemFileSize } from './data/library-items';

/** How long the link's server has to answer: past it the size stays unknown ("—"). */
export const FILE_SIZE_TIMEOUT_MS = 3000;

/**
 * The size the download link's server declares: the Content-Length of a HEAD request, following
 * redirects, or null when it does not answer in time, fails or states none. The link passed the
 * form's schema (http or https, a domain name: no IP literal, no localhost), and only a number is
 * kept of the answer.
 */
export async function readFileSize(
  url: string,
  {
    fetchImpl = fetch,
    timeoutMs = FILE_SIZE_TIMEOUT_MS,
  }: { fetchImpl?: typeof fetch; timeoutMs?: number } = {},
) {
  try {
    const res = await fetchImpl(url, {
      method: 'HEAD',
      redirect: 'follow',
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (!res.ok) return null;
    const size = Number(res.headers.get('content-length') ?? '');
    return Number.isSafeInteger(size) && size > 0 ? size : null;
  } catch {
    return null;
  }
}

/**
 * After a save, fills in the item's unknown size from its link, in the background: the admin's
 * save never waits on another server (docs/product.md#library-and-trainings). Returns the promise
 * for tests; routes do not await it.
 */
export async function fillFileSizeLater({
  deps,
  item,
}: {
  deps: Pick<Deps, 'database' | 'logger' | 'fetchLink'>;
  item: { id: string; file_url: string; file_size: number | string | null };
}) {
  if (item.file_size !== null) return;
  try {
    const size = await readFileSize(item.file_url, { fetchImpl: deps.fetchLink });
    if (size !== null)
      await setLibraryItemFileSize({ db: deps.database.db, id: item.id, fileUrl: item.file_url, size });
  } catch (err) {
    deps.logger.warn({ err, itemId: item.id }, 'library file size not recorded');
  }
}
