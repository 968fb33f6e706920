// Applies the saved theme before first paint (light by default, key "theme": docs/product.md#screens-and-routes).
try {
  if (localStorage.getItem('theme') === 'dark') document.documentElement.classList.add('dark');
} catch (_) {}
