import { type RefObject, useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/**
 * After a client-side navigation to another page, focus goes to its main heading (or the main
 * region when it has none), so a screen reader announces the new page and Tab continues from
 * there instead of from the link that was clicked. The first page load keeps the browser's focus.
 */
export function useFocusHeadingOnNavigation(main: RefObject<HTMLElement | null>) {
  const { pathname } = useLocation();
  const previous = useRef(pathname);
  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    const region = main.current;
    const target = region?.querySelector<HTMLElement>('h1') ?? region;
    if (!target) return;
    if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
    target.focus();
  }, [pathname, main]);
}
