import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { i18n, type Messages } from "@lingui/core";
import { act, cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import * as PdfLib from "pdf-lib";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { fakeApi, renderWithProviders } from "../../../test/render.tsx";
import { QUIZ_QUESTIONS } from "./wellness-questions.ts";
import { WellnessQuizPage } from "./wellness-quiz-page.tsx";

const [hindi] = Object.values(import.meta.glob<Messages>("../locales/hi.po", { import: "messages", eager: true }));
const require = createRequire(import.meta.url);
const fontsDir = require.resolve("@fontsource/noto-sans-devanagari/package.json").replace(/package\.json$/, "files/");

beforeEach(() => {
  i18n.load("hi", hindi ?? {});
  act(() => i18n.activate("hi"));
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  act(() => i18n.activate("en"));
});

describe("wellness quiz page in Hindi", () => {
  it("downloads the plan as a Hindi PDF with the Devanagari font", async () => {
    fakeApi({ "GET /api/me": { user: null, profile: null } });
    // The page fetches the font files by their asset URL: answer those from node_modules.
    const api = globalThis.fetch;
    const fontRequests: string[] = [];
    vi.stubGlobal("fetch", async (url: string, init?: RequestInit) => {
      const file = /[^/]+\.woff2?(?=$|\?)/.exec(String(url))?.[0];
      if (!file) return api(url, init);
      fontRequests.push(file);
      return new Response(new Uint8Array(await readFile(fontsDir + file)));
    });
    renderWithProviders(<WellnessQuizPage />);
    const groups = screen.getAllByRole("group").filter((g) => g.querySelector("legend"));
    QUIZ_QUESTIONS.forEach((q, i) => {
      fireEvent.click(within(groups[i] as HTMLElement).getByLabelText(q.options[0]?.label ?? ""));
    });
    fireEvent.click(screen.getByRole("button", { name: "मेरा प्लान देखें" }));

    const created: Blob[] = [];
    vi.stubGlobal(
      "URL",
      Object.assign(URL, {
        createObjectURL: (blob: Blob) => {
          created.push(blob);
          return "blob:plan";
        },
        revokeObjectURL: vi.fn(),
      }),
    );
    const clicks: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
      clicks.push(this.download);
    });
    fireEvent.click(screen.getByRole("button", { name: "मेरा प्लान डाउनलोड करें (PDF)" }));
    await waitFor(() => expect(clicks).toEqual(["saathi-wellness-plan.pdf"]), { timeout: 20_000 });
    expect(fontRequests.sort()).toEqual(
      ["devanagari-400", "devanagari-700", "latin-400", "latin-700"].map(
        (n) => `noto-sans-devanagari-${n}-normal.woff`,
      ),
    );

    const doc = await PdfLib.PDFDocument.load(new Uint8Array(await (created[0] as Blob).arrayBuffer()));
    expect(doc.getTitle()).toMatch(/[\u0900-\u097F]/);
    const { PDFDict, PDFName } = PdfLib;
    const fonts = doc.context
      .enumerateIndirectObjects()
      .map(([, o]) => (o instanceof PDFDict ? o.get(PDFName.of("BaseFont"))?.toString() : undefined))
      .filter(Boolean);
    expect(fonts.some((name) => name?.includes("NotoSansDevanagari"))).toBe(true);
  }, 60_000);
});
