// Every landing tool card carries one of six categories (stored keys, shown in pt-BR).
export const LANDING_TOOL_CATEGORIES = ['ai', 'design', 'research', 'video', 'audio', 'templates'] as const;
export type LandingToolCategory = (typeof LANDING_TOOL_CATEGORIES)[number];

export const CATEGORY_LABELS: Record<LandingToolCategory, string> = {
  ai: 'IA',
  design: 'Design',
  research: 'Pesquisa',
  video: 'Vídeo',
  audio: 'Áudio',
  templates: 'Templates',
};

/** One card of the landing page's tool grid, as the operator keeps it in `landing_tools`. */
export type LandingTool = {
  id: string;
  name: string;
  description: string;
  category: LandingToolCategory;
};
