import { APPLICATION_MSG, APPLICATION_STATUSES } from "@saathi/contract/expert-application";
import { describe, expect, it } from "vitest";
import { mayReadDocument } from "../onboarding/onboarding.policy.ts";
import {
  badgeFor,
  isEditable,
  isListed,
  nextStatus,
  submissionProblems,
  TRANSITIONS,
  type VettingAction,
  verifiedUntil,
} from "./vetting.policy.ts";

describe("vetting state machine", () => {
  it("allows exactly these moves", () => {
    const allowed: string[] = [];
    for (const action of Object.keys(TRANSITIONS) as VettingAction[])
      for (const s of APPLICATION_STATUSES) {
        const to = nextStatus(s, action);
        if (to) allowed.push(`${s} -${action}-> ${to}`);
      }
    expect(allowed.sort()).toEqual(
      [
        "draft -submit-> submitted",
        "changes_requested -submit-> submitted",
        "submitted -request_changes-> changes_requested",
        "submitted -approve-> approved",
        "submitted -reject-> rejected",
        "approved -suspend-> suspended",
        "suspended -reinstate-> approved",
        "approved -reverify-> approved",
      ].sort(),
    );
  });
  it("rejected is final; nothing approves twice; a suspended expert is not re-verified before reinstating", () => {
    for (const a of Object.keys(TRANSITIONS) as VettingAction[]) expect(nextStatus("rejected", a)).toBeNull();
    expect(nextStatus("approved", "approve")).toBeNull();
    expect(nextStatus("suspended", "reverify")).toBeNull();
    expect(nextStatus("changes_requested", "approve")).toBeNull();
  });
  it("only draft and changes requested are editable", () => {
    expect(APPLICATION_STATUSES.filter(isEditable)).toEqual(["draft", "changes_requested"]);
  });
  it("badge from the kind; 12 months of verification; listing needs both marks", () => {
    expect(badgeFor("clinical_psychologist")).toBe("rci_registered");
    expect(badgeFor("counsellor")).toBe("verified_counsellor");
    const now = new Date("2026-11-23T10:00:00Z");
    expect(verifiedUntil(now).toISOString()).toBe("2027-11-23T10:00:00.000Z");
    expect(isListed(now, new Date("2027-01-01"), now)).toBe(true);
    expect(isListed(null, new Date("2027-01-01"), now)).toBe(false);
    expect(isListed(now, new Date("2026-01-01"), now)).toBe(false);
    expect(isListed(now, null, now)).toBe(false);
  });
  it("submission needs the profile, the details, a degree and an ID, and the RCI certificate for psychologists", () => {
    const ready = { hasProfile: true, detailsComplete: true, kind: "counsellor" as const };
    expect(submissionProblems({ ...ready, documentKinds: ["degree", "government_id"] })).toEqual([]);
    expect(submissionProblems({ ...ready, documentKinds: [] })).toEqual([
      APPLICATION_MSG.degreeMissing,
      APPLICATION_MSG.idMissing,
    ]);
    expect(
      submissionProblems({ ...ready, kind: "clinical_psychologist", documentKinds: ["degree", "government_id"] }),
    ).toEqual([APPLICATION_MSG.registrationMissing]);
    expect(
      submissionProblems({
        hasProfile: false,
        detailsComplete: false,
        kind: null,
        documentKinds: ["degree", "government_id"],
      }),
    ).toEqual([APPLICATION_MSG.profileFirst, APPLICATION_MSG.detailsMissing]);
  });

  it("documents are read by their expert and by admins only", () => {
    const doc = { expertId: "e1" };
    expect(mayReadDocument({ id: "e1", role: "expert" }, doc)).toBe(true);
    expect(mayReadDocument({ id: "a1", role: "admin" }, doc)).toBe(true);
    expect(mayReadDocument({ id: "e2", role: "expert" }, doc)).toBe(false);
    expect(mayReadDocument({ id: "m1", role: "users" }, doc)).toBe(false);
  });
});
