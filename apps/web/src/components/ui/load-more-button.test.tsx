import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { LoadMoreButton } from "./load-more-button.tsx";

afterEach(cleanup);

const query = (over: Partial<Parameters<typeof LoadMoreButton>[0]["query"]> = {}) => ({
  hasNextPage: true,
  isFetchingNextPage: false,
  fetchNextPage: vi.fn(async () => {}),
  ...over,
});

describe("LoadMoreButton", () => {
  it("is absent on the last page", () => {
    render(<LoadMoreButton query={query({ hasNextPage: false })} />);
    expect(screen.queryByRole("button")).toBeNull();
  });

  it("asks for the next page", () => {
    const q = query();
    render(<LoadMoreButton query={q} className="self-center" />);
    const button = screen.getByRole("button", { name: "Load more" });
    expect(button.className).toContain("self-center");
    fireEvent.click(button);
    expect(q.fetchNextPage).toHaveBeenCalledTimes(1);
  });

  it("while loading says so, is disabled and marked busy", () => {
    render(<LoadMoreButton query={query({ isFetchingNextPage: true })} />);
    const button = screen.getByRole("button", { name: "Loading..." }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    expect(button.getAttribute("aria-busy")).toBe("true");
  });
});
