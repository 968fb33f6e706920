// The letters migration 0031 folds in profiles_name_trgm_idx (name search). PostgreSQL serves a
// query from an expression index only when the query's expression is the same text, so the live
// query (admin-users/data/member-search.ts) imports these rather than copy them. Never edit.

/** Accented letters (both cases: lower() folds only ASCII under the C locale) and their plain letters. */
export const FOLD_FROM = 'áàâãäåéèêëíìîïóòôõöúùûüçñýÿÁÀÂÃÄÅÉÈÊËÍÌÎÏÓÒÔÕÖÚÙÛÜÇÑÝ';
export const FOLD_TO = 'aaaaaaeeeeiiiiooooouuuucnyyaaaaaaeeeeiiiiooooouuuucny';
