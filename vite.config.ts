import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// A signed-in first load fetches a handful of files, not one per shared module (decision 018): the
// framework every screen runs on, the app shell, each screen's own chunk, and the heavy libraries
// only some screens use (charts, form validation) in theirs. Small chunks that several screens
// share are copied into each rather than fetched as files of their own.
const node = (packages: string) => new RegExp(`node_modules[\\\\/](${packages})[\\\\/]`);
const CHUNK_GROUPS = [
  {
    name: 'framework',
    // With the small libraries the charts and the forms also use, so neither is fetched for them.
    test: node(
      'react|react-dom|scheduler|react-router|@tanstack/[\\w-]+|hono|clsx|tailwind-merge|@standard-schema/[\\w-]+',
    ),
    priority: 40,
  },
  {
    name: 'charts',
    test: node('chart\\.js|@kurkle/color'),
    priority: 30,
  },
  { name: 'forms', test: node('zod|react-hook-form|@hookform/resolvers'), priority: 30 },
];

// The app (auth, member and admin areas). The server-rendered public pages' scripts are built
// apart (vite.site.config.ts), so nothing of this reaches them.
export default defineConfig(({ mode }) => ({
  plugins: [react(), tailwindcss()],
  build: {
    outDir: 'dist/client',
    // `npm run dev` rebuilds this and the site's scripts into one folder: emptying it would drop those.
    emptyOutDir: mode !== 'development',
    sourcemap: false,
    target: 'es2022',
    // The server finds the stylesheet's hashed name here (web/vite-manifest.ts).
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: { groups: CHUNK_GROUPS, experimentalInlineCommonChunks: { maxSize: 16_000 } },
      },
    },
  },
  server: { proxy: { '/api': 'http://localhost:3000' } },
}));
