import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { PageAssets } from '../../../public-site/site-data';

type ManifestChunk = { file: string; css?: string[]; imports?: string[]; dynamicImports?: string[] };
export type Manifest = Record<string, ManifestChunk>;

// The two builds' manifests (vite.config.ts: the app; vite.site.config.ts: the public pages' scripts)
// and the keys of their inputs.
const APP_MANIFEST = 'manifest.json';
const SITE_MANIFEST = 'site-manifest.json';
export const SPA_ENTRY = 'index.html';
const ENHANCE_ENTRY = 'src/public-site/browser/enhance.ts';
const SUPPORT_WIDGET_ENTRY = 'src/public-site/browser/support-widget.ts';
// Portuguese text only needs Inter's Latin subset; preloading it avoids a late font swap.
const LATIN_FONT = /\/inter-latin-wght-normal-[^/]+\.woff2$/;

export const readAppManifest = (clientDir: string) => readManifest(clientDir, APP_MANIFEST);

function readManifest(clientDir: string, name: string): Manifest {
  const file = path.join(clientDir, '.vite', name);
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch (cause) {
    throw new Error(`Build manifest not found at ${file}: run \`npm run build\` first.`, { cause });
  }
}

/** A chunk and every chunk it imports statically, each once: what loading it fetches. */
export function chunksOf(manifest: Manifest, key: string, seen = new Set<string>()): ManifestChunk[] {
  const chunk = manifest[key];
  if (!chunk || seen.has(key)) return [];
  seen.add(key);
  return [chunk, ...(chunk.imports ?? []).flatMap((imported) => chunksOf(manifest, imported, seen))];
}

/**
 * The built files the server-rendered pages link to: the app's stylesheet, the enhance script,
 * and the support widget's script (loaded by the landing only when a visitor opens the chat).
 */
export function readPageAssets(clientDir: string): PageAssets {
  const app = readManifest(clientDir, APP_MANIFEST);
  const site = readManifest(clientDir, SITE_MANIFEST);
  const stylesheets = chunksOf(app, SPA_ENTRY).flatMap((chunk) => chunk.css ?? []);
  const enhance = site[ENHANCE_ENTRY];
  const widget = site[SUPPORT_WIDGET_ENTRY];
  if (!stylesheets.length || !enhance || !widget)
    throw new Error(
      `The build manifests lack the ${SPA_ENTRY}, ${ENHANCE_ENTRY} or ${SUPPORT_WIDGET_ENTRY} entry.`,
    );
  const url = (name: string) => `/${name}`;
  return {
    stylesheets: stylesheets.map(url),
    script: url(enhance.file),
    supportWidgetScript: url(widget.file),
    preloadFonts: Object.values(app)
      .map((chunk) => url(chunk.file))
      .filter((name) => LATIN_FONT.test(name)),
  };
}
