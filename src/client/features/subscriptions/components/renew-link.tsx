import { RefreshCw } from 'lucide-react';
import type { Plan } from '../../../../shared/constants';
import { buttonVariants } from '../../../../ui/button';
import { cn } from '../../../../ui/cn';
import { config } from '../../../lib/config';

/** Renovar: the plan's hosted checkout (operator's config), in a new tab like every checkout link. */
export function RenewLink({ plan, className }: { plan: Plan; className?: string }) {
  return (
    <a
      href={config.checkoutUrls[plan]}
      target="_blank"
      rel="noopener noreferrer"
      className={cn(buttonVariants({ size: 'sm' }), 'w-fit', className)}
    >
      <RefreshCw aria-hidden /> Renovar
    </a>
  );
}
