import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { useState } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { OtpInput } from "./otp-input.tsx";

function Harness({ onValue }: { onValue?: (v: string) => void }) {
  const [value, setValue] = useState("");
  return (
    <OtpInput
      value={value}
      onChange={(v) => {
        setValue(v);
        onValue?.(v);
      }}
    />
  );
}

afterEach(cleanup);

const box = (i: number) => screen.getByLabelText(`Digit ${i} of 6`) as HTMLInputElement;

describe("OtpInput", () => {
  it("typing a digit fills the box and moves to the next; letters are ignored", () => {
    render(<Harness />);
    fireEvent.change(box(1), { target: { value: "4" } });
    expect(box(1).value).toBe("4");
    expect(document.activeElement).toBe(box(2));
    fireEvent.change(box(2), { target: { value: "x" } });
    expect(box(2).value).toBe("");
  });

  it("pasting a code fills all six boxes", () => {
    let last = "";
    render(<Harness onValue={(v) => (last = v)} />);
    fireEvent.paste(box(1), { clipboardData: { getData: () => "12 34 56" } });
    expect(last).toBe("123456");
    expect([1, 2, 3, 4, 5, 6].map((i) => box(i).value).join("")).toBe("123456");
  });

  it("Backspace on an empty box clears and focuses the previous one", () => {
    render(<Harness />);
    fireEvent.change(box(1), { target: { value: "7" } });
    fireEvent.keyDown(box(2), { key: "Backspace" });
    expect(box(1).value).toBe("");
    expect(document.activeElement).toBe(box(1));
  });
});
