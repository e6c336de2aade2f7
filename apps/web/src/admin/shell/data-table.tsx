// The console's table: TanStack Table v9 (headless) renders the columns; paging, sorting and search happen on
// the server (manual mode), driven by the caller — usually useTableUrlState, see tableUrlProps below.
import { Trans, useLingui } from "@lingui/react/macro";
import { ADMIN_PAGE_SIZES, type AdminPage } from "@saathi/contract/admin";
import { rowSortingFeature, type SortingState, tableFeatures, useTable } from "@tanstack/react-table";
import { ArrowDown, ArrowUp, ArrowUpDown } from "lucide-react";
import { type ReactNode, useId, useMemo } from "react";
import { Alert } from "../../components/ui/alert.tsx";
import { Button } from "../../components/ui/button.tsx";
import { errorMessage } from "./admin-api.ts";
import { SearchBox } from "./search-box.tsx";
import type { SortDir, TableUrlState } from "./use-table-url-state.ts";

export interface DataColumn<T> {
  /** Column id; for a sortable column also the `sort` value the server gets. */
  id: string;
  header: string;
  cell(row: T): ReactNode;
  sortable?: boolean;
  /** Extra classes for the cells (e.g. "text-right tabular-nums"). */
  className?: string;
}

/** What the table needs of a query (a TanStack Query result fits as it is). */
export interface PageResult<T> {
  data: AdminPage<T> | undefined;
  isPending: boolean;
  isError: boolean;
  isFetching?: boolean;
  error: unknown;
  refetch(): unknown;
}

export interface DataTableProps<T extends object> {
  /** Names the table for screen readers (shown as a visible caption). */
  caption: string;
  columns: DataColumn<T>[];
  result: PageResult<T>;
  rowKey(row: T): string;
  onPageChange(page: number): void;
  onPageSizeChange?(pageSize: number): void;
  sort?: { id: string | undefined; dir: SortDir };
  onSort?(id: string, dir: SortDir): void;
  search?: { label: string; value: string; onSearch(q: string): void; placeholder?: string };
  /** Filters and other controls shown beside the search box. */
  toolbar?: ReactNode;
  emptyMessage?: string;
}

const features = tableFeatures({ rowSortingFeature });
const NO_ROWS: never[] = [];

export function DataTable<T extends object>(props: DataTableProps<T>) {
  const { t } = useLingui();
  const { caption, columns, result, rowKey, sort, onSort, search, toolbar } = props;
  const captionId = useId();
  const defs = useMemo(
    () =>
      columns.map((c) => ({
        id: c.id,
        header: c.header,
        accessorFn: (row: T) => row as unknown,
        cell: ({ row }: { row: { original: T } }) => c.cell(row.original),
        enableSorting: Boolean(c.sortable),
        meta: { className: c.className },
      })),
    [columns],
  );
  const sorting: SortingState = sort?.id ? [{ id: sort.id, desc: sort.dir === "desc" }] : [];
  const table = useTable({
    features,
    // biome-ignore lint/suspicious/noExplicitAny: our column shape is narrower than v9's generic ColumnDef union
    columns: defs as any,
    data: (result.data?.rows ?? NO_ROWS) as T[],
    getRowId: (row: T) => rowKey(row),
    manualSorting: true,
    state: { sorting },
    onSortingChange: () => {},
  });

  // Without rows the table need not be wide: the loading / empty sentence then fits a phone.
  const rowCount = result.data?.rows.length ?? 0;
  const page = result.data?.page ?? 1;
  const pageSize = result.data?.pageSize ?? 25;
  const total = result.data?.total ?? 0;
  const lastPage = Math.max(1, Math.ceil(total / pageSize));
  const first = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const last = first === 0 ? 0 : first + (result.data?.rows.length ?? 0) - 1;

  const toggle = (id: string) => {
    if (!onSort) return;
    // First click sorts descending (newest, largest first), the next ascending.
    onSort(id, sort?.id === id && sort.dir === "desc" ? "asc" : "desc");
  };

  return (
    <div className="flex flex-col gap-3">
      {search || toolbar ? (
        <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-end">
          {search ? <SearchBox {...search} /> : null}
          {toolbar}
        </div>
      ) : null}
      {result.isError ? (
        <Alert>
          <span className="flex flex-wrap items-center gap-2">
            {errorMessage(result.error)}
            <Button variant="secondary" onClick={() => result.refetch()}>
              <Trans>Try again</Trans>
            </Button>
          </span>
        </Alert>
      ) : null}
      {/* A phone scrolls wide tables sideways; the region is focusable so keyboards can scroll it too. */}
      <section
        aria-labelledby={captionId}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (axe)
        tabIndex={0}
        // `relative`: screen-reader-only text inside (absolutely placed) stays in this box; without it, it
        // escaped to the page and made a phone scroll the whole console sideways.
        className="relative overflow-x-auto rounded-2xl border border-slate-200 bg-white"
      >
        <table
          className={`w-full border-collapse text-left text-sm ${rowCount ? "min-w-[36rem]" : ""}`}
          aria-busy={result.isFetching || undefined}
        >
          <caption id={captionId} className="px-3 pt-3 text-left text-base font-semibold text-ink">
            {caption}
          </caption>
          <thead>
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id} className="border-b border-slate-200">
                {group.headers.map((header) => {
                  const col = columns.find((c) => c.id === header.column.id);
                  const active = sort?.id === header.column.id;
                  const ariaSort = active ? (sort?.dir === "asc" ? "ascending" : "descending") : undefined;
                  return (
                    <th key={header.id} scope="col" aria-sort={ariaSort} className="px-3 py-2 font-semibold text-muted">
                      {col?.sortable && onSort ? (
                        <button
                          type="button"
                          onClick={() => toggle(header.column.id)}
                          className="inline-flex min-h-11 items-center gap-1 rounded-lg hover:text-ink"
                        >
                          {col.header}
                          {active ? (
                            sort?.dir === "asc" ? (
                              <ArrowUp size={14} aria-hidden="true" />
                            ) : (
                              <ArrowDown size={14} aria-hidden="true" />
                            )
                          ) : (
                            <ArrowUpDown size={14} aria-hidden="true" className="opacity-50" />
                          )}
                        </button>
                      ) : (
                        col?.header
                      )}
                    </th>
                  );
                })}
              </tr>
            ))}
          </thead>
          <tbody>
            {result.isPending ? (
              <tr>
                <td colSpan={columns.length} className="px-3 py-6 text-center text-muted" role="status">
                  <Trans>Loading…</Trans>
                </td>
              </tr>
            ) : table.getRowModel().rows.length === 0 && !result.isError ? (
              <tr>
                <td colSpan={columns.length} className="px-3 py-6 text-center text-muted">
                  {props.emptyMessage ?? t`Nothing matches. Try another search or clear the filters.`}
                </td>
              </tr>
            ) : (
              table.getRowModel().rows.map((row) => (
                <tr key={row.id} className="border-b border-slate-100 last:border-0 hover:bg-brand-50/40">
                  {row.getAllCells().map((cell) => {
                    const col = columns.find((c) => c.id === cell.column.id);
                    return (
                      <td key={cell.id} className={`px-3 py-2 align-top text-ink ${col?.className ?? ""}`}>
                        {col?.cell(row.original)}
                      </td>
                    );
                  })}
                </tr>
              ))
            )}
          </tbody>
        </table>
      </section>
      <Pager
        page={page}
        lastPage={lastPage}
        pageSize={pageSize}
        summary={total === 0 ? t`No rows` : t`Showing ${first}–${last} of ${total}`}
        onPageChange={props.onPageChange}
        onPageSizeChange={props.onPageSizeChange}
        disabled={result.isPending}
      />
    </div>
  );
}

function Pager(p: {
  page: number;
  lastPage: number;
  pageSize: number;
  summary: string;
  disabled: boolean;
  onPageChange(page: number): void;
  onPageSizeChange?(size: number): void;
}) {
  const { t } = useLingui();
  const sizeId = useId();
  const { summary, page, lastPage } = p;
  return (
    <nav aria-label={t`Pages`} className="flex flex-wrap items-center gap-2 text-sm text-muted">
      <p aria-live="polite" className="mr-auto">
        <Trans>
          {summary} · page {page} of {lastPage}
        </Trans>
      </p>
      {p.onPageSizeChange ? (
        <span className="flex items-center gap-1">
          <label htmlFor={sizeId}>
            <Trans>Rows</Trans>
          </label>
          <select
            id={sizeId}
            value={p.pageSize}
            onChange={(e) => p.onPageSizeChange?.(Number(e.target.value))}
            className="min-h-11 rounded-xl border border-slate-300 bg-white px-2"
          >
            {ADMIN_PAGE_SIZES.map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </select>
        </span>
      ) : null}
      <Button variant="secondary" disabled={p.disabled || p.page <= 1} onClick={() => p.onPageChange(p.page - 1)}>
        <Trans>Previous</Trans>
      </Button>
      <Button
        variant="secondary"
        disabled={p.disabled || p.page >= p.lastPage}
        onClick={() => p.onPageChange(p.page + 1)}
      >
        <Trans>Next</Trans>
      </Button>
    </nav>
  );
}

/** Wires a table to the address state: `<DataTable {...tableUrlProps(state, "Search members")} … />`. */
export function tableUrlProps<F extends string>(state: TableUrlState<F>, searchLabel?: string) {
  return {
    onPageChange: state.setPage,
    onPageSizeChange: state.setPageSize,
    sort: { id: state.sort, dir: state.dir },
    onSort: state.setSort,
    ...(searchLabel ? { search: { label: searchLabel, value: state.q, onSearch: state.setSearch } } : {}),
  };
}
