import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { ModerationMark, SensitiveThemeGate } from "./content-marks.tsx";

afterEach(cleanup);

describe("content marks", () => {
  it("a post about a chosen theme arrives folded, and opens on tap", () => {
    render(
      <SensitiveThemeGate theme="loss">
        <p>I miss my father</p>
      </SensitiveThemeGate>,
    );
    expect(screen.queryByText("I miss my father")).toBeNull();
    expect(screen.getByText("This post talks about loss and grief. Show it?")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Show post" }));
    expect(screen.getByText("I miss my father")).toBeTruthy();
  });

  it("without a theme the post shows as it is", () => {
    render(
      <SensitiveThemeGate theme={null}>
        <p>Hello</p>
      </SensitiveThemeGate>,
    );
    expect(screen.getByText("Hello")).toBeTruthy();
  });

  it("the author sees why their content is not public", () => {
    const { rerender } = render(<ModerationMark mark={{ state: "held", reason: null }} />);
    expect(screen.getByRole("note").textContent).toBe("Waiting for review");
    rerender(<ModerationMark mark={{ state: "hidden", reason: "Unkind words" }} />);
    expect(screen.getByRole("note").textContent).toBe("Hidden by moderators: Unkind words");
    rerender(<ModerationMark mark={null} />);
    expect(screen.queryByRole("note")).toBeNull();
  });
});
