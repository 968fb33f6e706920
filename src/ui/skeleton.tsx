import type { ComponentProps } from 'react';
import { cn } from './cn';

/** A block in the shape of what is loading; its list says "Carregando..." to screen readers. */
export const Skeleton = ({ className, ...props }: ComponentProps<'div'>) => (
  <div aria-hidden className={cn('animate-pulse rounded-md bg-muted', className)} {...props} />
);
