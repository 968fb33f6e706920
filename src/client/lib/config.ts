import { DEFAULT_PUBLIC_CONFIG, type PublicConfig } from '../../shared/public-config';

// The server embeds the operator's settings in the page (web-routes.ts); without them, the defaults.
function readConfig(): PublicConfig {
  const tag = typeof document === 'undefined' ? null : document.getElementById('app-config');
  if (!tag?.textContent) return DEFAULT_PUBLIC_CONFIG;
  return { ...DEFAULT_PUBLIC_CONFIG, ...(JSON.parse(tag.textContent) as Partial<PublicConfig>) };
}

export const config = readConfig();
