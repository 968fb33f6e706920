// What the app's page shows before its code has run (docs/decisions/034-resilient-navigation.md):
// on a slow connection the script takes seconds, and the page is never blank meanwhile. React
// replaces it with the real screen on its first render. The classes are the app's own (the
// stylesheet is in the page's head), in the shape of the signed-in layout (routes/member-layout.tsx):
// the sidebar on large screens, the top bar, a heading and three cards.

const bar = (classes: string) => `<div class="animate-pulse rounded-md bg-muted ${classes}"></div>`;

const LOADING_TEXT = '<p role="status" class="sr-only">Carregando...</p>';

/** The signed-in layout, empty: for a signed-in member opening a page of the member area. */
export const LAYOUT_SKELETON = [
  '<div class="min-h-dvh bg-muted/40" aria-busy="true">',
  '<div class="fixed inset-y-0 left-0 hidden w-64 flex-col gap-6 border-r bg-background p-4 lg:flex">',
  bar('h-8 w-36'),
  `<div class="grid gap-2">${bar('h-9').repeat(5)}</div>`,
  '</div>',
  '<div class="lg:pl-64">',
  `<div class="flex h-16 items-center gap-3 border-b bg-background px-4">${bar('ml-auto h-8 w-40')}</div>`,
  '<div class="mx-auto w-full max-w-6xl p-4 sm:p-6 lg:p-8">',
  LOADING_TEXT,
  bar('h-8 w-56'),
  `<div class="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">${'<div class="h-32 rounded-lg border bg-background"></div>'.repeat(3)}</div>`,
  '</div></div></div>',
].join('');

/** Everyone else (sign-in, password reset, a page the guard will send elsewhere): the app's spinner text. */
export const LOADING_SKELETON = `<div class="flex min-h-dvh items-center justify-center text-muted-foreground" aria-busy="true"><p role="status">Carregando...</p></div>`;
