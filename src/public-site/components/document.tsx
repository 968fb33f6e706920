import type { ReactNode } from 'react';
import type { PageAssets, SiteData } from '../site-data';

export type PageMeta = { title: string; description: string; path: string };

/** The whole HTML document of a public page: head (SEO, Open Graph, assets) and body. */
export function Document({
  meta,
  site,
  assets,
  children,
}: {
  meta: PageMeta;
  site: SiteData;
  assets: PageAssets;
  children: ReactNode;
}) {
  const absolute = (path: string) => (site.siteUrl ? new URL(path, site.siteUrl).href : path);
  return (
    <html lang="pt-BR">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{meta.title}</title>
        <meta name="description" content={meta.description} />
        <meta name="theme-color" content="#6d28d9" />
        <meta name="color-scheme" content="light dark" />
        {site.siteUrl && <link rel="canonical" href={absolute(meta.path)} />}
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <link rel="apple-touch-icon" href="/apple-touch-icon.png" />
        <meta property="og:type" content="website" />
        <meta property="og:locale" content="pt_BR" />
        <meta property="og:site_name" content={site.config.appName} />
        <meta property="og:title" content={meta.title} />
        <meta property="og:description" content={meta.description} />
        <meta property="og:url" content={absolute(meta.path)} />
        <meta property="og:image" content={absolute('/og-image.jpg')} />
        <meta property="og:image:width" content="1200" />
        <meta property="og:image:height" content="630" />
        <meta
          property="og:image:alt"
          content={`${site.config.appName}: ferramentas premium em uma assinatura`}
        />
        <meta name="twitter:card" content="summary_large_image" />
        {assets.preloadFonts.map((href) => (
          <link key={href} rel="preload" href={href} as="font" type="font/woff2" crossOrigin="anonymous" />
        ))}
        {assets.stylesheets.map((href) => (
          <link key={href} rel="stylesheet" href={href} />
        ))}
        {/* Applies the saved theme before first paint (key "theme"). */}
        <script src="/theme-init.js" />
        {assets.script && <script type="module" src={assets.script} />}
      </head>
      <body className="min-h-dvh">{children}</body>
    </html>
  );
}
