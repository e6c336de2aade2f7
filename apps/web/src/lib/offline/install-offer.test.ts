import { afterEach, describe, expect, it } from "vitest";
import {
  cameBack,
  INSTALL_NOT_NOW_KEY,
  recordVisit,
  rememberInstallNotNow,
  saidNotNowToInstall,
  VISIT_DAYS_KEY,
} from "./install-offer.ts";

const DAY = 86_400_000;
const at = (iso: string) => Date.parse(iso);

afterEach(() => localStorage.clear());

describe("when Saathi offers to be installed", () => {
  it("never on the first day, and only once the member comes back on another day", () => {
    expect(cameBack(recordVisit(at("2026-11-20T08:00:00Z")))).toBe(false);
    expect(cameBack(recordVisit(at("2026-11-20T21:00:00Z")))).toBe(false); // same day again
    expect(cameBack(recordVisit(at("2026-11-21T07:00:00Z")))).toBe(true);
  });

  it("keeps only the last five days and ignores what is not a day", () => {
    localStorage.setItem(VISIT_DAYS_KEY, "garbage,<script>,2026-01-01");
    const days = [1, 2, 3, 4, 5, 6].map((d) => recordVisit(at(`2026-02-0${d}T10:00:00Z`))).at(-1);
    expect(days).toEqual(["2026-02-02", "2026-02-03", "2026-02-04", "2026-02-05", "2026-02-06"]);
  });

  it("is quiet for 30 days after 'Not now'", () => {
    const now = at("2026-11-20T08:00:00Z");
    expect(saidNotNowToInstall(now)).toBe(false);
    rememberInstallNotNow(now);
    expect(localStorage.getItem(INSTALL_NOT_NOW_KEY)).toBe(String(now));
    expect(saidNotNowToInstall(now + 29 * DAY)).toBe(true);
    expect(saidNotNowToInstall(now + 31 * DAY)).toBe(false);
  });
});
