// The one data-table pattern of the dashboard: TanStack Table over a server-side page (the server
// filters, sorts and pages; the table only shows and asks), with keyboard navigation: Arrow keys (or
// j and k), Home/End move between rows, Enter opens the focused row; `rowKeys` adds a screen's own
// one-letter steps on the focused row (the front desk's `a` and `n`). With `selection`, a first column
// of checkboxes selects rows (TanStack row selection) for a bulk action of the screen's own.
import { flexRender, getCoreRowModel, useReactTable, type ColumnDef, type RowSelectionState, type SortingState } from '@tanstack/react-table';
import { useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { useI18n } from '../../lib/i18n';
import { Button } from '../../components/ui/Button';

export interface ServerPage {
  page: number; // 1-based
  pageSize: number;
  total: number;
  /** More than `total` match (the server counts a very broad search only so far). */
  totalCapped?: boolean;
}

export interface RowSelection<Row> {
  selected: RowSelectionState;
  onChange: (next: RowSelectionState) => void;
  /** Rows a bulk action can apply to; others get no checkbox. */
  canSelect: (row: Row) => boolean;
  /** The accessible name of a row's checkbox (e.g. "Select Wang Xiaoming"). */
  rowLabel: (row: Row) => string;
  allLabel: string;
}

function selectColumn<Row>(selection: RowSelection<Row>): ColumnDef<Row, unknown> {
  const box = 'h-4 w-4 accent-brand-600';
  return {
    id: 'select',
    enableSorting: false,
    header: ({ table }) => (
      <input
        type="checkbox"
        className={box}
        aria-label={selection.allLabel}
        checked={table.getIsAllRowsSelected()}
        ref={(el) => {
          if (el) el.indeterminate = table.getIsSomeRowsSelected();
        }}
        disabled={!table.getRowModel().rows.some((r) => r.getCanSelect())}
        onChange={table.getToggleAllRowsSelectedHandler()}
      />
    ),
    cell: ({ row }) =>
      row.getCanSelect() ? (
        <input type="checkbox" className={box} aria-label={selection.rowLabel(row.original)} checked={row.getIsSelected()} onChange={row.getToggleSelectedHandler()} />
      ) : null,
  };
}

export function DataTable<Row>({
  label,
  columns,
  rows,
  paging,
  onPage,
  sorting,
  onSort,
  onOpen,
  loading,
  empty,
  rowKey,
  selection,
  rowKeys,
}: {
  label: string;
  columns: ColumnDef<Row, unknown>[];
  rows: Row[];
  paging?: ServerPage;
  onPage?: (page: number) => void;
  sorting?: SortingState;
  onSort?: (sorting: SortingState) => void;
  onOpen?: (row: Row) => void;
  loading?: boolean;
  empty: ReactNode;
  rowKey: (row: Row) => string;
  selection?: RowSelection<Row>;
  /** One-letter keys that act on the focused row, e.g. `{ a: markArrived }`; shown on the screen. */
  rowKeys?: Record<string, (row: Row) => void>;
}) {
  const { t } = useI18n();
  const allColumns = selection ? [selectColumn(selection), ...columns] : columns;
  const table = useReactTable({
    data: rows,
    columns: allColumns,
    getCoreRowModel: getCoreRowModel(),
    getRowId: rowKey,
    manualSorting: true,
    manualPagination: true,
    manualFiltering: true,
    enableRowSelection: selection ? (row) => selection.canSelect(row.original) : false,
    onRowSelectionChange: (update) => {
      if (!selection) return;
      selection.onChange(typeof update === 'function' ? update(selection.selected) : update);
    },
    state: { sorting: sorting ?? [], rowSelection: selection?.selected ?? {} },
  });
  const [active, setActive] = useState(0);
  const rowRefs = useRef<(HTMLTableRowElement | null)[]>([]);
  const modelRows = table.getRowModel().rows;
  const current = Math.min(active, Math.max(0, modelRows.length - 1));

  const focusRow = (index: number) => {
    const next = Math.max(0, Math.min(modelRows.length - 1, index));
    setActive(next);
    rowRefs.current[next]?.focus();
  };
  const onKey = (event: KeyboardEvent<HTMLTableRowElement>, index: number, row: Row) => {
    if (event.target !== event.currentTarget) return; // keys inside a cell's own control stay its own
    if (event.ctrlKey || event.metaKey || event.altKey) return; // the browser's and the system's own
    const key = event.key.length === 1 ? event.key.toLowerCase() : event.key;
    const moves: Record<string, number> = { ArrowDown: index + 1, j: index + 1, ArrowUp: index - 1, k: index - 1, Home: 0, End: modelRows.length - 1 };
    const step = rowKeys?.[key];
    if (key in moves) {
      event.preventDefault();
      focusRow(moves[key] ?? index);
    } else if (step) {
      event.preventDefault();
      step(row);
    } else if (event.key === 'Enter' && onOpen) {
      event.preventDefault();
      onOpen(row);
    }
  };

  const pages = paging ? Math.max(1, Math.ceil(paging.total / paging.pageSize)) : 1;
  return (
    <div data-slot="data-table" className="space-y-3">
      <div className="overflow-x-auto rounded-xl border border-slate-200">
        <table className="w-full text-sm" aria-label={label} aria-busy={loading || undefined}>
          <thead className="bg-slate-50 text-start">
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id}>
                {group.headers.map((header) => {
                  // The server sorts: a column is sortable when it says so (it has no accessor here).
                  const sortable = header.column.columnDef.enableSorting === true;
                  const current = (sorting ?? []).find((x) => x.id === header.column.id);
                  const sorted = current ? (current.desc ? 'desc' : 'asc') : false;
                  const toggle = () => onSort?.([{ id: header.column.id, desc: current ? !current.desc : false }]);
                  const title = flexRender(header.column.columnDef.header, header.getContext());
                  return (
                    <th
                      key={header.id}
                      scope="col"
                      className="px-3 py-2 text-start font-semibold text-slate-700"
                      aria-sort={sorted ? (sorted === 'asc' ? 'ascending' : 'descending') : undefined}
                    >
                      {sortable && onSort ? (
                        <button
                          type="button"
                          className="inline-flex items-center gap-1 rounded hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
                          onClick={toggle}
                        >
                          {title}
                          <span aria-hidden="true">{sorted === 'asc' ? '▲' : sorted === 'desc' ? '▼' : '↕'}</span>
                        </button>
                      ) : (
                        title
                      )}
                    </th>
                  );
                })}
              </tr>
            ))}
          </thead>
          <tbody>
            {modelRows.length === 0 ? (
              <tr>
                <td colSpan={allColumns.length} className="px-3 py-6 text-center text-slate-600">
                  {loading ? t('dash-loading') : empty}
                </td>
              </tr>
            ) : (
              modelRows.map((row, index) => (
                <tr
                  key={row.id}
                  ref={(el) => {
                    rowRefs.current[index] = el;
                  }}
                  data-slot="data-table-row"
                  tabIndex={index === current ? 0 : -1}
                  aria-keyshortcuts={rowKeys ? Object.keys(rowKeys).join(' ') : undefined}
                  onFocus={() => setActive(index)}
                  onKeyDown={(e) => onKey(e, index, row.original)}
                  onDoubleClick={() => onOpen?.(row.original)}
                  className={cn('border-t border-slate-100 focus:bg-brand-50 focus:outline-2 focus:outline-brand-600', onOpen && 'cursor-pointer hover:bg-slate-50')}
                >
                  {row.getVisibleCells().map((cell) => (
                    <td key={cell.id} className="px-3 py-2 align-top">
                      {flexRender(cell.column.columnDef.cell, cell.getContext())}
                    </td>
                  ))}
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
      {paging && onPage && (
        <nav aria-label={t('dash-table-paging')} className="flex flex-wrap items-center justify-between gap-2 text-sm">
          <p aria-live="polite">{t(paging.totalCapped ? 'dash-table-page-of-many' : 'dash-table-page-of', { page: paging.page, pages, total: paging.total })}</p>
          <div className="flex gap-2">
            <Button type="button" variant="secondary" size="sm" disabled={paging.page <= 1} onClick={() => onPage(paging.page - 1)}>
              {t('dash-table-previous')}
            </Button>
            <Button type="button" variant="secondary" size="sm" disabled={paging.page >= pages} onClick={() => onPage(paging.page + 1)}>
              {t('dash-table-next')}
            </Button>
          </div>
        </nav>
      )}
    </div>
  );
}
