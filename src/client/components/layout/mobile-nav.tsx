import { useRef } from 'react';
import type { GuardSubject } from '../../../shared/routes';
import { Sheet, SheetContent, SheetTitle } from '../../../ui/dialog';
import { Brand } from './brand';
import { type NavCounts, SidebarNav } from './sidebar-nav';

/**
 * The sidebar as a drawer on small screens. Its own chunk (docs/decisions/018-first-load.md): the
 * dialog machinery it runs on is fetched when the menu is first opened, not with every page.
 */
export function MobileNav({
  open,
  onOpenChange,
  viewer,
  counts,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  viewer: GuardSubject;
  counts?: NavCounts;
}) {
  // A link in the drawer was followed: focus goes to the new page, not back to the menu button.
  const navigated = useRef(false);
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent
        onCloseAutoFocus={(event) => {
          if (navigated.current) event.preventDefault();
          navigated.current = false;
        }}
      >
        <SheetTitle className="px-2 py-1">
          <Brand />
        </SheetTitle>
        <SidebarNav
          viewer={viewer}
          counts={counts}
          onNavigate={() => {
            navigated.current = true;
            onOpenChange(false);
          }}
        />
      </SheetContent>
    </Sheet>
  );
}
