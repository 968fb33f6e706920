/** First stop of the keyboard: jumps past the header to the page's content. */
export const SkipLink = () => (
  <a
    href="#conteudo"
    className="sr-only focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-50 focus:rounded-md focus:bg-primary focus:px-4 focus:py-2 focus:text-primary-foreground"
  >
    Pular para o conteúdo
  </a>
);
