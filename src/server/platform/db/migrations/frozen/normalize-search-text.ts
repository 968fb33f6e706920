// Frozen copy of platform/db/text-search.ts's normalizeSearchText as migration 0005 ran it (issue
// 16): a landed migration never changes, so it never imports live code. Never edit this file.

/** Lower case, accents removed, runs of spaces as one: "Edição de  Vídeo" → "edicao de video". */
export function normalizeSearchText(text: string) {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();
}
