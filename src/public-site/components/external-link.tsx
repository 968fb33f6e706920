import type { ComponentProps } from 'react';

/** A link that opens another site in a new tab, without giving it a handle on this page. */
export const ExternalLink = (props: Omit<ComponentProps<'a'>, 'target' | 'rel'>) => (
  <a target="_blank" rel="noopener noreferrer" {...props} />
);
