// Applies the saved theme before first paint (SPEC §1: default light, key "theme").
try {
  if (localStorage.getItem('theme') === 'dark') document.documentElement.classList.add('dark');
} catch (_) {}
