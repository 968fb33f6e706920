/**
 * The landing's phone menu (a <details> in SiteHeader) closes once a section link is followed or
 * on Escape, focus back on its button: the disclosure alone would stay open over the page.
 */
export function initLandingMenu(root: Document) {
  for (const menu of root.querySelectorAll<HTMLDetailsElement>('[data-landing-menu]')) {
    const close = () => {
      menu.open = false;
    };
    menu.addEventListener('click', (event) => {
      if (event.target instanceof Element && event.target.closest('a')) close();
    });
    menu.addEventListener('keydown', (event) => {
      if (event.key !== 'Escape' || !menu.open) return;
      close();
      menu.querySelector('summary')?.focus();
    });
  }
}
