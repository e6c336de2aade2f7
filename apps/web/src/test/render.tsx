// Rendering helpers for component tests: a fresh query client, a memory router, and a fake API.
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import type { ReactElement } from "react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, vi } from "vitest";

export interface FakeCall {
  method: string;
  url: string;
  body: unknown;
  headers: Record<string, string>;
}

// Requests no route answered, across every fakeApi of the running test. The component under test may
// swallow the rejected fetch (a best-effort call, a query that just shows an error), so the failure is
// also raised after the test, where nothing can catch it.
const unexpected: string[] = [];
afterEach(() => {
  const seen = unexpected.splice(0);
  if (seen.length) throw new Error(`fakeApi: unexpected request(s), declare them in the test:\n${seen.join("\n")}`);
});

/**
 * Answers fetch from a route table ("METHOD /path" prefix → body or [status, body]); records calls.
 * A request that no route matches fails the test (it rejects, and is reported after the test).
 */
export function fakeApi(routes: Record<string, unknown | [number, unknown]>): FakeCall[] {
  const calls: FakeCall[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const method = init.method ?? "GET";
      const body = typeof init.body === "string" ? JSON.parse(init.body) : undefined;
      calls.push({ method, url, body, headers: (init.headers ?? {}) as Record<string, string> });
      const key = Object.keys(routes)
        .filter((k) => {
          const [m, p] = k.split(" ");
          return m === method && url.startsWith(p ?? "");
        })
        .sort((a, b) => b.length - a.length)[0];
      if (!key) {
        unexpected.push(`${method} ${url}`);
        throw new Error(`fakeApi: unexpected request ${method} ${url}`);
      }
      const answer = routes[key];
      const [status, payload] = Array.isArray(answer) && typeof answer[0] === "number" ? answer : [200, answer];
      return Response.json(payload, { status: status as number });
    }),
  );
  return calls;
}

export function renderWithProviders(ui: ReactElement, path = "/") {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const router = createMemoryRouter([{ path: "*", element: ui }], { initialEntries: [path] });
  return render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}
