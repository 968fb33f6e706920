// What seed-keyset.ts, keyset-measure.ts and bench/keyset-paging.mjs agree on.

export const KEYSET_BENCH = {
  /** The admins the audit rows name, in turn. */
  admins: ['admin-keyset-0@exemplo.com.br', 'admin-keyset-1@exemplo.com.br', 'admin-keyset-2@exemplo.com.br'],
  /** Members the audit rows are about and the code requests belong to, in turn. */
  members: 20,
  /** The later page measured: the one after this many "Mais antigos". */
  laterPage: 50,
};
