import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { PageAssets } from '../../../public-site/site-data';

type ManifestChunk = { file: string; css?: string[] };

// Keys of vite.config.ts's inputs in .vite/manifest.json.
const SPA_ENTRY = 'index.html';
const ENHANCE_ENTRY = 'src/public-site/browser/enhance.ts';
const SUPPORT_WIDGET_ENTRY = 'src/public-site/browser/support-widget.ts';
// Portuguese text only needs Inter's Latin subset; preloading it avoids a late font swap.
const LATIN_FONT = /\/inter-latin-wght-normal-[^/]+\.woff2$/;

/**
 * The built files the server-rendered pages link to: the shared stylesheet, the enhance script,
 * and the support widget's script (loaded by the landing only when a visitor opens the chat).
 */
export function readPageAssets(clientDir: string): PageAssets {
  const file = path.join(clientDir, '.vite', 'manifest.json');
  let manifest: Record<string, ManifestChunk>;
  try {
    manifest = JSON.parse(readFileSync(file, 'utf8'));
  } catch (cause) {
    throw new Error(`Build manifest not found at ${file}: run \`npm run build\` first.`, { cause });
  }
  const spa = manifest[SPA_ENTRY];
  const enhance = manifest[ENHANCE_ENTRY];
  const widget = manifest[SUPPORT_WIDGET_ENTRY];
  if (!spa?.css?.length || !enhance || !widget)
    throw new Error(`${file} lacks the ${SPA_ENTRY}, ${ENHANCE_ENTRY} or ${SUPPORT_WIDGET_ENTRY} entry.`);
  const url = (name: string) => `/${name}`;
  return {
    stylesheets: spa.css.map(url),
    script: url(enhance.file),
    supportWidgetScript: url(widget.file),
    preloadFonts: Object.values(manifest)
      .map((chunk) => url(chunk.file))
      .filter((name) => LATIN_FONT.test(name)),
  };
}
