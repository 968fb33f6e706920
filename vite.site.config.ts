import { defineConfig } from 'vite';

// The server-rendered public pages' scripts (docs/decisions/006-server-rendered-public-pages.md),
// built after the app into the same folder with a manifest of their own: no chunk, runtime or
// preload helper of the app's build.
export default defineConfig({
  publicDir: false,
  build: {
    outDir: 'dist/client',
    emptyOutDir: false,
    sourcemap: false,
    target: 'es2022',
    manifest: '.vite/site-manifest.json',
    rolldownOptions: {
      input: {
        // A few progressive enhancements (theme toggle, tool filter).
        enhance: 'src/public-site/browser/enhance.ts',
        // The landing's support chat: imported by URL when a visitor opens it, so the landing loads
        // none of it before that.
        'support-widget': 'src/public-site/browser/support-widget.ts',
      },
    },
  },
});
