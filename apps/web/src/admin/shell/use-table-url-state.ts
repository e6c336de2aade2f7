// A console table's state lives in the address (?page=2&pageSize=25&q=asha&sort=submittedAt&dir=asc&status=x),
// so a reload, the back button or a link pasted to a colleague shows the same rows.
import { ADMIN_DEFAULT_PAGE_SIZE, ADMIN_PAGE_SIZES } from "@saathi/contract/admin";
import { useCallback, useMemo } from "react";
import { useSearchParams } from "react-router";

export type SortDir = "asc" | "desc";

export interface TableUrlStateOptions<F extends string> {
  /** Names of extra filters kept in the address (e.g. ["status", "from", "to"]). */
  filters?: readonly F[];
  /** Sort field when the address has none (the server's default otherwise). */
  defaultSort?: string;
  defaultDir?: SortDir;
}

export interface TableUrlState<F extends string> {
  page: number;
  pageSize: number;
  q: string;
  sort: string | undefined;
  dir: SortDir;
  filters: Record<F, string | undefined>;
  /** Everything to send to the server: {page, pageSize, q, sort, dir, ...filters} (empty ones left out). */
  query: Record<string, string | number | undefined>;
  setPage(page: number): void;
  setPageSize(pageSize: number): void;
  setSearch(q: string): void;
  setSort(sort: string, dir: SortDir): void;
  setFilter(name: F, value: string | undefined): void;
  clearFilters(): void;
}

const positive = (text: string | null, fallback: number) => {
  const n = Number(text);
  return Number.isInteger(n) && n >= 1 ? n : fallback;
};

export function useTableUrlState<F extends string = never>(options: TableUrlStateOptions<F> = {}): TableUrlState<F> {
  const [params, setParams] = useSearchParams();
  const { filters: names = [] as readonly F[], defaultSort, defaultDir = "desc" } = options;

  const page = positive(params.get("page"), 1);
  const sizeParam = positive(params.get("pageSize"), ADMIN_DEFAULT_PAGE_SIZE);
  const pageSize = (ADMIN_PAGE_SIZES as readonly number[]).includes(sizeParam) ? sizeParam : ADMIN_DEFAULT_PAGE_SIZE;
  const q = params.get("q") ?? "";
  const sort = params.get("sort") ?? defaultSort;
  const dir: SortDir = params.get("dir") === "asc" ? "asc" : params.get("dir") === "desc" ? "desc" : defaultDir;
  const filterKey = names.map((n) => `${n}=${params.get(n) ?? ""}`).join("&");

  // biome-ignore lint/correctness/useExhaustiveDependencies: filterKey stands for the filter values
  const filters = useMemo(
    () => Object.fromEntries(names.map((n) => [n, params.get(n) || undefined])) as Record<F, string | undefined>,
    [filterKey],
  );

  /** Changes some parameters; anything but a page change goes back to page 1. */
  const update = useCallback(
    (changes: Record<string, string | undefined>) => {
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          for (const [k, v] of Object.entries(changes)) {
            if (v === undefined || v === "") next.delete(k);
            else next.set(k, v);
          }
          if (!("page" in changes)) next.delete("page");
          return next;
        },
        { replace: true },
      );
    },
    [setParams],
  );

  const query = useMemo(
    () => ({ page, pageSize, q: q || undefined, sort, dir, ...filters }),
    [page, pageSize, q, sort, dir, filters],
  );

  return {
    page,
    pageSize,
    q,
    sort,
    dir,
    filters,
    query,
    setPage: (p) => update({ page: p <= 1 ? undefined : String(p) }),
    setPageSize: (s) => update({ pageSize: String(s) }),
    setSearch: (text) => update({ q: text.trim() || undefined }),
    setSort: (field, d) => update({ sort: field, dir: d }),
    setFilter: (name, value) => update({ [name]: value }),
    clearFilters: () => update(Object.fromEntries(names.map((n) => [n, undefined]))),
  };
}
