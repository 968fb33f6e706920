/** One title pattern for every page, SPA and server-rendered alike: "Página — Hub Premium". */
export const pageTitle = (page: string, appName: string) => `${page} — ${appName}`;
