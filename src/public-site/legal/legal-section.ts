import type { ReactNode } from 'react';

/** One numbered section of a legal page (the number comes from its position). */
export type LegalSection = { id: string; title: string; body: ReactNode };

/** Links inside a legal text: underlined, in the brand colour. */
export const legalLink = 'font-medium text-primary underline underline-offset-4';
