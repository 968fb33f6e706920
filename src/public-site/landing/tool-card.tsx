import {
  AudioLines,
  Bot,
  Clapperboard,
  LayoutTemplate,
  type LucideIcon,
  Palette,
  Search,
} from 'lucide-react';
import { CATEGORY_LABELS, type LandingTool, type LandingToolCategory } from '../tool-categories';

export const CATEGORY_ICONS: Record<LandingToolCategory, LucideIcon> = {
  ai: Bot,
  design: Palette,
  research: Search,
  video: Clapperboard,
  audio: AudioLines,
  templates: LayoutTemplate,
};

/**
 * Name, short description and category badge. data-category drives the filter.
 * Phones: icon on the left of the text; wider screens: icon and badge above it.
 */
export function ToolCard({ tool }: { tool: LandingTool }) {
  const Icon = CATEGORY_ICONS[tool.category];
  return (
    <li
      data-category={tool.category}
      className="grid grid-cols-[auto_1fr] content-start gap-x-4 gap-y-1.5 rounded-2xl border bg-card p-5 shadow-sm transition-shadow hover:shadow-md sm:grid-cols-[1fr_auto] sm:gap-y-2"
    >
      <span className="col-start-1 row-span-3 row-start-1 inline-flex size-11 items-center justify-center rounded-xl bg-primary/10 text-primary sm:row-span-1 sm:mb-1">
        <Icon className="size-5" aria-hidden />
      </span>
      <h3 className="col-start-2 row-start-2 font-semibold sm:col-span-2 sm:col-start-1">{tool.name}</h3>
      <span className="col-start-2 row-start-1 self-center justify-self-start rounded-full bg-secondary px-2.5 py-0.5 text-xs font-medium text-secondary-foreground sm:justify-self-end">
        {CATEGORY_LABELS[tool.category]}
      </span>
      <p className="col-start-2 row-start-3 text-sm text-muted-foreground sm:col-span-2 sm:col-start-1">
        {tool.description}
      </p>
    </li>
  );
}
