// After a deploy, a page opened before it asks for chunks the server no longer has. Vite reports
// the failed import ('vite:preloadError'); loading the page again fetches the new build. Once per
// minute at most, so a server that really lacks the file shows its error instead of looping.
const RELOADED_AT = 'hub:stale-chunk-reload';

export function reloadOnStaleChunk() {
  window.addEventListener('vite:preloadError', (event) => {
    const last = Number(sessionStorage.getItem(RELOADED_AT) ?? 0);
    if (Date.now() - last < 60_000) return;
    sessionStorage.setItem(RELOADED_AT, String(Date.now()));
    event.preventDefault();
    window.location.reload();
  });
}
