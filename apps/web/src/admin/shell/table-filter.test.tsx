import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { TableFilter } from "./table-filter.tsx";

describe("TableFilter", () => {
  afterEach(cleanup);
  const options = [
    ["", "Any"],
    ["open", "Open"],
    ["done", "Done"],
  ] as const;

  it("is a select named by its label, 44 px tall, showing the chosen value", () => {
    render(<TableFilter label="Status" value="open" options={options} onChange={() => {}} />);
    const select = screen.getByRole("combobox", { name: "Status" }) as HTMLSelectElement;
    expect(select.value).toBe("open");
    expect(select.className).toContain("min-h-11");
    expect(screen.getAllByRole("option").map((o) => o.textContent)).toEqual(["Any", "Open", "Done"]);
  });

  it("reports the chosen value, and no value for the option that means no filter", () => {
    const onChange = vi.fn();
    render(<TableFilter label="Status" value={undefined} options={options} onChange={onChange} />);
    const select = screen.getByRole("combobox", { name: "Status" });
    fireEvent.change(select, { target: { value: "done" } });
    fireEvent.change(select, { target: { value: "" } });
    expect(onChange.mock.calls).toEqual([["done"], [undefined]]);
  });
});
