// The tool catalogue's words (docs/product.md#the-tool-catalogue), without zod: the member
// screens that only show them stay small.

/** Stored keys, shown in pt-BR: the six categories of the landing and /conectar. */
export const TOOL_CATEGORIES = ['ai', 'design', 'research', 'video', 'audio', 'templates'] as const;
export type ToolCategory = (typeof TOOL_CATEGORIES)[number];

export const TOOL_CATEGORY_LABELS: Record<ToolCategory, string> = {
  ai: 'IA',
  design: 'Design',
  research: 'Pesquisa',
  video: 'Vídeo',
  audio: 'Áudio',
  templates: 'Templates',
};

/** A tool's status, from working to down; anything but `working` is shown to members with its note. */
export const TOOL_STATUSES = ['working', 'unstable', 'no_credits', 'maintenance', 'down'] as const;
export type ToolStatus = (typeof TOOL_STATUSES)[number];

export const TOOL_STATUS_LABELS: Record<ToolStatus, string> = {
  working: 'Funcionando',
  unstable: 'Instável',
  no_credits: 'Sem créditos',
  maintenance: 'Em manutenção',
  down: 'Fora do ar',
};
