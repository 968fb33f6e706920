/**
 * The landing's chat launcher. The widget is its own build entry, imported by URL on the first
 * click (so the landing loads none of it before, nor Vite's preload helper); once loaded it opens
 * itself and handles the launcher's later clicks. Without JavaScript, or when its script cannot
 * load, the launcher is a link to the messaging app.
 */
export function initSupportWidget(root: Document) {
  const launcher = root.querySelector<HTMLAnchorElement>('[data-support-widget]');
  const script = launcher?.dataset.supportWidget;
  if (!launcher || !script) return;
  launcher.setAttribute('role', 'button');
  launcher.setAttribute('aria-expanded', 'false');
  launcher.removeAttribute('target');
  let loading: Promise<unknown> | undefined;
  launcher.addEventListener('click', (event) => {
    event.preventDefault();
    if (loading) return;
    loading = import(/* @vite-ignore */ script).catch(() => {
      loading = undefined;
      window.open(launcher.href, '_blank', 'noopener');
    });
  });
}
