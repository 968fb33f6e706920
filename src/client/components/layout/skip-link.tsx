import type { MouseEvent } from 'react';

/** The id of the member area's <main>, the skip link's target. */
export const MAIN_CONTENT_ID = 'conteudo';

/**
 * The first tab stop of the member area (WCAG 2.4.1): past the sidebar and top bar to the page.
 * Focus moves by script: a plain #fragment would also be a history entry the router navigates to.
 */
export function SkipLink() {
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    document.getElementById(MAIN_CONTENT_ID)?.focus();
  };
  return (
    <a
      href={`#${MAIN_CONTENT_ID}`}
      onClick={skip}
      className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-[60] focus:rounded-md focus:bg-background focus:px-4 focus:py-2 focus:text-sm focus:font-medium focus:shadow-lg focus:outline-2 focus:outline-ring"
    >
      Pular para o conteúdo
    </a>
  );
}
