import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { cn } from './cn';

const badgeVariants = cva(
  'inline-flex items-center rounded-full border px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap',
  {
    variants: {
      variant: {
        default: 'border-transparent bg-primary text-primary-foreground',
        secondary: 'border-transparent bg-secondary text-secondary-foreground',
        destructive: 'border-transparent bg-destructive text-destructive-foreground',
        success: 'border-transparent bg-success text-success-foreground',
        // Something to look at that is not an error (a payment in dispute).
        warning: 'border-amber-600/40 bg-amber-500/15 text-amber-900 dark:text-amber-200',
        outline: 'text-foreground',
      },
    },
    defaultVariants: { variant: 'default' },
  },
);

export type BadgeProps = ComponentProps<'span'> & VariantProps<typeof badgeVariants>;

// data-variant exposes the style the badge rules talk about (destructive, secondary…) to tests.
export const Badge = ({ className, variant, ...props }: BadgeProps) => (
  <span
    data-variant={variant ?? 'default'}
    className={cn(badgeVariants({ variant }), className)}
    {...props}
  />
);
