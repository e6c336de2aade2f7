// A dialog opened from a menu item (a "More options" menu's Block…) notes the menu's button as what
// opened it: the item goes away with its menu, and the focus must come back to the button, not the heading.
import { afterEach, describe, expect, it } from "vitest";
import { rememberFocus, restoreLostFocus } from "./focus-return.ts";

afterEach(() => {
  document.body.innerHTML = "";
});

describe("rememberFocus", () => {
  it("in a menu, names the menu's button (its aria-labelledby), and the focus returns there once the menu is gone", () => {
    document.body.innerHTML = `<main><h1>Feed</h1><button id="more" aria-label="More options">…</button></main>
      <div role="menu" aria-labelledby="more"><div role="menuitem" tabindex="-1">Block Ravi</div></div>`;
    const item = document.querySelector<HTMLElement>("[role='menuitem']");
    item?.focus();
    expect(document.activeElement).toBe(item);
    const opener = rememberFocus();
    expect(opener).toBe(document.getElementById("more"));
    // The menu and the dialog are gone; the focus fell to <body>.
    document.querySelector("[role='menu']")?.remove();
    (document.activeElement as HTMLElement | null)?.blur();
    restoreLostFocus(opener);
    expect(document.activeElement?.id).toBe("more");
  });

  it("outside a menu, names the focused element itself", () => {
    document.body.innerHTML = `<main><h1>Feed</h1><button id="plain">Open</button></main>`;
    const button = document.getElementById("plain");
    button?.focus();
    expect(rememberFocus()).toBe(button);
  });
});
