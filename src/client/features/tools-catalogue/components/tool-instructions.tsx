import Markdown from 'react-markdown';
import type { CatalogueToolView } from '../../../../shared/schemas/tools-catalogue';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../../../ui/dialog';

/**
 * A tool's instructions, written by the operator in markdown, in a dialog. react-markdown builds
 * React elements (never raw HTML: a tag in the text shows as text), and links open in a new tab.
 * Its own chunk (the dialog and the markdown reader): loaded when a member first opens a tool.
 */
export default function ToolInstructionsDialog({
  tool,
  onClose,
}: {
  tool: CatalogueToolView;
  onClose: () => void;
}) {
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{tool.name}</DialogTitle>
          <DialogDescription>Instruções de uso</DialogDescription>
        </DialogHeader>
        <div className="grid gap-3 text-sm leading-relaxed [&_a]:text-primary [&_a]:underline [&_h1]:font-semibold [&_h2]:font-semibold [&_h3]:font-semibold [&_ol]:list-decimal [&_ol]:pl-5 [&_ul]:list-disc [&_ul]:pl-5">
          <Markdown
            components={{
              a: ({ node: _node, ...props }) => <a {...props} target="_blank" rel="noreferrer noopener" />,
            }}
          >
            {tool.instructions ?? ''}
          </Markdown>
        </div>
      </DialogContent>
    </Dialog>
  );
}
