import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react(), tailwindcss()],
  build: {
    outDir: 'dist/client',
    emptyOutDir: true,
    sourcemap: false,
    target: 'es2022',
    // The server finds the hashed names of the public pages' CSS and script here (web/vite-manifest.ts).
    manifest: true,
    rolldownOptions: {
      input: {
        // The SPA (auth, member and admin areas).
        index: 'index.html',
        // The server-rendered public pages' only script: a few progressive enhancements.
        enhance: 'src/public-site/browser/enhance.ts',
        // The landing's support chat: its own entry, imported by URL when a visitor opens it,
        // so the landing loads none of it (nor Vite's preload helper) before that.
        'support-widget': 'src/public-site/browser/support-widget.ts',
      },
    },
  },
  server: { proxy: { '/api': 'http://localhost:3000' } },
});
