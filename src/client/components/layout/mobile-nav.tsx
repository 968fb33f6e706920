import { useRef } from 'react';
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
  isAdmin,
  counts,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  isAdmin: boolean;
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
          isAdmin={isAdmin}
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
