import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { z } from 'zod';
import { MAX_IMAGE_BYTES } from '../../../shared/constants';
import { IMAGE_MESSAGES, libraryItemSchema } from '../../../shared/schemas/library';
import type { AppEnv } from '../../app-env';
import { AppError } from '../../platform/http/app-error';
import { prepareImage } from './library-image';

// The add/edit form arrives as multipart/form-data: its fields plus, optionally, the image.

/** The text fields of a form post: strings, with the checkbox as "true"/"false". */
const formFieldsSchema = libraryItemSchema.extend({
  isActive: z
    .enum(['true', 'false'], { error: 'Informe se o item está ativo.' })
    .default('true')
    .transform((value) => value === 'true'),
  image: z.instanceof(File, { error: 'A imagem deve ser enviada como arquivo.' }).optional(),
});

/** Room for the text fields beside the largest image. */
const FORM_OVERHEAD = 64 * 1024;
const UPLOAD_MAX_BYTES = MAX_IMAGE_BYTES + FORM_OVERHEAD;

/** The API's 64 kB JSON limit steps aside for these routes, which set their own (app.ts). */
export const ownsUploadLimit = (method: string, path: string) =>
  (method === 'POST' && path === '/api/admin/library') ||
  (method === 'PUT' && /^\/api\/admin\/library\/[^/]+$/.test(path));

/** A 50 MB upload is refused from its Content-Length (or as it streams), before it is read. */
export const uploadLimit: MiddlewareHandler<AppEnv> = bodyLimit({
  maxSize: UPLOAD_MAX_BYTES,
  onError: () => {
    throw new AppError(413, IMAGE_MESSAGES.tooLarge);
  },
});

const NOT_A_FORM = 'Envie o formulário com os campos do item (multipart/form-data).';

/**
 * Reads and validates the form: fields first (400 with each field's message
 * (docs/product.md#validation-rules), like validate(), as the answer to send), then the image by
 * its bytes (4xx thrown by prepareImage).
 */
export async function readLibraryForm(c: Context<AppEnv>) {
  if (!c.req.header('content-type')?.toLowerCase().startsWith('multipart/form-data'))
    throw new AppError(400, NOT_A_FORM);
  let body: Record<string, string | File>;
  try {
    body = await c.req.parseBody();
  } catch {
    throw new AppError(400, NOT_A_FORM);
  }
  // No file chosen: browsers send an empty, nameless file part.
  if (body.image instanceof File && body.image.size === 0 && !body.image.name) delete body.image;
  const parsed = formFieldsSchema.safeParse(body);
  if (!parsed.success) {
    const issues = parsed.error.issues.map((issue) => ({
      path: issue.path.join('.'),
      message: issue.message,
    }));
    return c.json({ message: issues[0]?.message ?? 'Dados inválidos.', issues }, 400);
  }
  const { image, ...values } = parsed.data;
  return { values, image: image ? await prepareImage(image) : undefined };
}
