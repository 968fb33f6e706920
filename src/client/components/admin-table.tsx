import type { ReactNode } from 'react';

const HEAD = 'px-4 py-3 text-left font-medium text-muted-foreground';

type AdminTableProps = {
  /** The column titles before the last, Ações, which sits right-aligned over the row's buttons. */
  columns: readonly string[];
  /** Read by screen readers only. */
  caption?: string;
  /**
   * The table's min-width class from 640 px up (below it a wider screen scrolls the table, never
   * the page); on phones the rows are cards (`table-cards` in styles.css): give each cell a
   * `data-label` with its column's name.
   */
  minWidth: string;
  /** Extra classes on the bordered frame (a card background). */
  frameClassName?: string;
  children: ReactNode;
};

/** An admin list as a table: its header row, then the rows given (products, events, trainings). */
export function AdminTable({ columns, caption, minWidth, frameClassName, children }: AdminTableProps) {
  return (
    <div className={`table-cards overflow-x-auto rounded-lg border ${frameClassName ?? ''}`.trim()}>
      <table className={`w-full ${minWidth} text-sm`}>
        {caption && <caption className="sr-only">{caption}</caption>}
        <thead className="border-b bg-muted/50">
          <tr>
            {columns.map((title) => (
              <th key={title} scope="col" className={HEAD}>
                {title}
              </th>
            ))}
            <th scope="col" className={`${HEAD} text-right`}>
              Ações
            </th>
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}

/** A row's last cell: its buttons, right-aligned (wrapping under each other when `wrap`). */
export function ActionsCell({ wrap = false, children }: { wrap?: boolean; children: ReactNode }) {
  return (
    <td className="px-4 py-3">
      <div className={wrap ? 'flex flex-wrap justify-end gap-2' : 'flex justify-end gap-2'}>{children}</div>
    </td>
  );
}
