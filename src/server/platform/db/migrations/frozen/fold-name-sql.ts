// Frozen copy of platform/db/folded-name.ts's FOLD_FROM / FOLD_TO as migration 0031 indexed them
// (issue 20 §2): PostgreSQL serves a query from an expression index only when the query's
// expression is the same text, so the live one must never drift from this. Never edit this file.

/** Accented letters (both cases: lower() folds only ASCII under the C locale) and their plain letters. */
export const FOLD_FROM = 'áàâãäåéèêëíìîïóòôõöúùûüçñýÿÁÀÂÃÄÅÉÈÊËÍÌÎÏÓÒÔÕÖÚÙÛÜÇÑÝ';
export const FOLD_TO = 'aaaaaaeeeeiiiiooooouuuucnyyaaaaaaeeeeiiiiooooouuuucny';
