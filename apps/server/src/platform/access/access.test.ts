import { describe, expect, it, vi } from "vitest";
import { AppError } from "../http/errors.ts";
import { defineAccess, permission } from "./access.ts";

type Row = { id: string; ownerId: string; guestId: string };
const rows = new Map<string, Row>([["r1", { id: "r1", ownerId: "owner", guestId: "guest" }]]);
const notFound = () => new AppError(404, "ROW_NOT_FOUND", "Not found.");
const setup = () => {
  const load = vi.fn(async (id: string) => rows.get(id) ?? null);
  const access = defineAccess({
    load,
    sees: (userId: string, r: Row) => r.ownerId === userId || r.guestId === userId,
    notFound,
  });
  return { load, access };
};
const ownerOnly = permission(
  (userId: string, r: Row) => r.ownerId === userId,
  () => new AppError(403, "NOT_YOURS", "Only the owner."),
);
const statusOf = async (p: Promise<unknown>) =>
  p.then(
    () => 200,
    (err: AppError) => ({ status: err.status, code: err.code }),
  );

describe("defineAccess", () => {
  it("hands back the loaded subject, read once", async () => {
    const { load, access } = setup();
    expect(await access.require("guest", "r1")).toBe(rows.get("r1"));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("a missing subject and one the actor may not see get the same 404 (existence never leaks)", async () => {
    const { access } = setup();
    const missing = await statusOf(access.require("owner", "nope"));
    const stranger = await statusOf(access.require("stranger", "r1"));
    expect(missing).toEqual({ status: 404, code: "ROW_NOT_FOUND" });
    expect(stranger).toEqual(missing);
    // Even with a permission that would answer 403: someone who cannot see it is told it is not there.
    expect(await statusOf(access.require("stranger", "r1", ownerOnly))).toEqual(missing);
  });

  it("a permission refuses someone who sees the subject with its own answer (403)", async () => {
    const { access } = setup();
    expect(await statusOf(access.require("guest", "r1", ownerOnly))).toEqual({ status: 403, code: "NOT_YOURS" });
    expect(await access.require("owner", "r1", ownerOnly)).toBe(rows.get("r1"));
  });

  it("check applies the same rule to a row already read", async () => {
    const { load, access } = setup();
    expect(await access.check("owner", rows.get("r1"), ownerOnly)).toBe(rows.get("r1"));
    expect(await statusOf(access.check("owner", null))).toEqual({ status: 404, code: "ROW_NOT_FOUND" });
    expect(await statusOf(access.check("stranger", rows.get("r1")))).toEqual({ status: 404, code: "ROW_NOT_FOUND" });
    expect(await statusOf(access.check("guest", rows.get("r1"), ownerOnly))).toEqual({
      status: 403,
      code: "NOT_YOURS",
    });
    expect(load).not.toHaveBeenCalled();
  });

  it("a load that takes the actor (a visibility query) and an asking policy (blocks)", async () => {
    const blocked = new Set(["guest"]);
    const access = defineAccess({
      load: async (id: string, userId: string) => (userId === "hidden-from" ? null : (rows.get(id) ?? null)),
      sees: async (userId: string) => !blocked.has(userId),
      notFound,
    });
    expect(await access.require("owner", "r1")).toBe(rows.get("r1"));
    expect(await statusOf(access.require("hidden-from", "r1"))).toEqual({ status: 404, code: "ROW_NOT_FOUND" });
    expect(await statusOf(access.require("guest", "r1"))).toEqual({ status: 404, code: "ROW_NOT_FOUND" });
  });
});
