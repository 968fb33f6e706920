import type { ToolCategory } from '../shared/tools-catalogue';

// Every landing tool card carries one of the catalogue's six categories (stored keys, shown in pt-BR).
export {
  TOOL_CATEGORIES as LANDING_TOOL_CATEGORIES,
  TOOL_CATEGORY_LABELS as CATEGORY_LABELS,
  type ToolCategory as LandingToolCategory,
} from '../shared/tools-catalogue';

/** One card of the landing page's tool grid: a catalogue tool the operator shows on the landing. */
export type LandingTool = {
  id: string;
  name: string;
  description: string;
  category: ToolCategory;
};

/** The landing's grid and its "+N ferramentas": how many more tools the subscription includes. */
export type LandingCatalogue = { tools: LandingTool[]; moreTools: number };
