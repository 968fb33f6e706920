/**
 * The landing's tool category filter: toggle buttons (aria-pressed) that hide the other
 * categories' cards and announce how many remain. Revealed only once wired.
 */
export function initToolFilter(root: Document) {
  const group = root.querySelector<HTMLElement>('[data-tool-filter]');
  const list = root.querySelector<HTMLElement>('[data-tool-list]');
  const status = root.querySelector<HTMLElement>('[data-tool-status]');
  if (!group || !list) return;
  const buttons = [...group.querySelectorAll<HTMLButtonElement>('button[data-filter]')];
  const cards = [...list.querySelectorAll<HTMLElement>('[data-category]')];

  group.addEventListener('click', (event) => {
    const button = (event.target as Element).closest<HTMLButtonElement>('button[data-filter]');
    if (!button) return;
    const filter = button.dataset.filter;
    for (const other of buttons) other.setAttribute('aria-pressed', String(other === button));
    let shown = 0;
    for (const card of cards) {
      const visible = filter === 'all' || card.dataset.category === filter;
      card.hidden = !visible;
      if (visible) shown += 1;
    }
    if (status) {
      const what = filter === 'all' ? '' : ` de ${button.textContent?.trim()}`;
      status.textContent = `${shown} ${shown === 1 ? 'ferramenta' : 'ferramentas'}${what}`;
    }
  });
  group.hidden = false;
}
