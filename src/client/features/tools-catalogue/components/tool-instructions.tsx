import Markdown from 'react-markdown';

/**
 * A tool's instructions, written by the operator in markdown. react-markdown builds React
 * elements (never raw HTML: an HTML tag in the text shows as text), and links open in a new tab.
 * Its own chunk: loaded when a member first opens a tool.
 */
export default function ToolInstructions({ text }: { text: string }) {
  return (
    <div className="grid gap-3 text-sm leading-relaxed [&_a]:text-primary [&_a]:underline [&_h2]:font-semibold [&_h3]:font-semibold [&_ol]:list-decimal [&_ol]:pl-5 [&_ul]:list-disc [&_ul]:pl-5">
      <Markdown
        components={{
          a: ({ node: _node, ...props }) => <a {...props} target="_blank" rel="noreferrer noopener" />,
        }}
      >
        {text}
      </Markdown>
    </div>
  );
}
