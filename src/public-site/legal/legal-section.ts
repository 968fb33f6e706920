import type { ReactNode } from 'react';

/** One numbered section of a legal page (the number comes from its position). */
export type LegalSection = { id: string; title: string; body: ReactNode };
