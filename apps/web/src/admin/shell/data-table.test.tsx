import type { AdminPage } from "@saathi/contract/admin";
import { useQuery } from "@tanstack/react-query";
import { act, cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { useLocation } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fakeApi, renderWithProviders } from "../../test/render.tsx";
import { adminGet } from "./admin-api.ts";
import { type DataColumn, DataTable, tableUrlProps } from "./data-table.tsx";
import { formatDate, formatPaise } from "./format.ts";
import { useTableUrlState } from "./use-table-url-state.ts";

type Row = { id: string; name: string; amount: number };
const columns: DataColumn<Row>[] = [
  { id: "name", header: "Name", cell: (r) => r.name, sortable: true },
  { id: "amount", header: "Amount", cell: (r) => formatPaise(r.amount) },
];
const page = (rows: Row[], over: Partial<AdminPage<Row>> = {}): AdminPage<Row> => ({
  rows,
  total: rows.length,
  page: 1,
  pageSize: 25,
  ...over,
});

const testKey = (q: unknown) => ["test-table", q] as const;

/** A page as a section would write it: address state → query → table. */
function Harness() {
  const state = useTableUrlState({ filters: ["status"] as const, defaultSort: "name" });
  const result = useQuery({
    queryKey: testKey(state.query),
    queryFn: () => adminGet<AdminPage<Row>>("things", state.query),
  });
  const location = useLocation();
  return (
    <>
      <DataTable
        caption="Things"
        columns={columns}
        result={result}
        rowKey={(r) => r.id}
        {...tableUrlProps(state, "Search things")}
      />
      <output data-testid="url">{location.search}</output>
    </>
  );
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe("DataTable", () => {
  it("renders a captioned table with the server's rows and a page summary", async () => {
    fakeApi({ "GET /api/admin/things": page([{ id: "1", name: "Asha", amount: 123_450 }], { total: 30 }) });
    renderWithProviders(<Harness />, "/admin/things");
    expect(await screen.findByText("Asha")).toBeTruthy();
    expect(screen.getByRole("table", { name: "Things" })).toBeTruthy();
    expect(screen.getByText("₹1,234.50")).toBeTruthy();
    expect(screen.getByText(/Showing 1–1 of 30/)).toBeTruthy();
    expect(screen.getByRole("columnheader", { name: /Name/ }).getAttribute("aria-sort")).toBe("descending");
  });

  it("sends page, sort and search to the server through the address", async () => {
    const calls = fakeApi({ "GET /api/admin/things": page([{ id: "1", name: "Asha", amount: 100 }], { total: 60 }) });
    renderWithProviders(<Harness />, "/admin/things");
    await screen.findByText("Asha");
    fireEvent.click(screen.getByRole("button", { name: "Next" }));
    await waitFor(() => expect(screen.getByTestId("url").textContent).toContain("page=2"));
    await waitFor(() => expect(calls.at(-1)?.url).toContain("page=2"));

    fireEvent.click(screen.getByRole("button", { name: /Name/ }));
    await waitFor(() => expect(calls.at(-1)?.url).toContain("dir=asc"));
    // Sorting starts again at page 1.
    expect(screen.getByTestId("url").textContent).not.toContain("page=2");

    fireEvent.change(screen.getByLabelText("Search things"), { target: { value: "ravi" } });
    await waitFor(() => expect(calls.at(-1)?.url).toContain("q=ravi"), { timeout: 10_000 });
  });

  it("says so when nothing matches", async () => {
    fakeApi({ "GET /api/admin/things": page([]) });
    renderWithProviders(<Harness />, "/admin/things");
    expect(await screen.findByText(/Nothing matches/)).toBeTruthy();
    expect((screen.getByRole("button", { name: "Next" }) as HTMLButtonElement).disabled).toBe(true);
  });

  it("shows the server's error with a way to try again", async () => {
    fakeApi({
      "GET /api/admin/things": [400, { code: "VALIDATION_ERROR", message: "pageSize: Choose 10, 25, 50 or 100 rows" }],
    });
    renderWithProviders(<Harness />, "/admin/things?pageSize=7");
    expect(await screen.findByText("pageSize: Choose 10, 25, 50 or 100 rows")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Try again" })).toBeTruthy();
  });

  it("shows loading while the first page comes", async () => {
    fakeApi({ "GET /api/admin/things": page([]) });
    renderWithProviders(<Harness />, "/admin/things");
    expect(screen.getByText("Loading…")).toBeTruthy();
    await act(async () => {});
  });
});

describe("formatting", () => {
  it("shows rupees from paise and dates in India", () => {
    expect(formatPaise(150_000)).toBe("₹1,500");
    expect(formatPaise(99)).toBe("₹0.99");
    // 20:00 UTC is already the next day in India.
    expect(formatDate("2026-03-04T20:00:00Z")).toBe("5 Mar 2026");
  });
});
