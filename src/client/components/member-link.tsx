import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { memberPagePath } from '../../shared/routes';
import { cn } from '../../ui/cn';

/**
 * A member named on an admin screen (users list, tickets, support logs, payment
 * events, audit, code requests) opens their page, /admin/usuarios/:id.
 */
export function MemberLink({
  userId,
  className,
  title,
  children,
}: {
  userId: string;
  className?: string;
  title?: string;
  children: ReactNode;
}) {
  return (
    <Link
      to={memberPagePath(userId)}
      title={title}
      className={cn('underline-offset-4 hover:underline focus-visible:underline', className)}
    >
      {children}
    </Link>
  );
}
