// Expert vetting end to end: the application's life cycle, the listing rule everywhere a
// member finds or books an expert, suspension with refunds, re-verification, and the audit trail.
import { ADMIN_MSG } from "@saathi/contract/admin";
import { APPLICATION_MSG } from "@saathi/contract/expert-application";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { staffMember } from "../../../test/admin-helpers.ts";
import { bookAndPay, createBooking, slotsOf } from "../../../test/booking-helpers.ts";
import {
  makeExpert,
  publishedExpert,
  submittedExpert,
  uploadDocument,
  validCredentials,
  validProfile,
} from "../../../test/experts-fixture.ts";
import { type Harness, type Member, startHarness } from "../../../test/harness.ts";

let h: Harness;
let admin: Member;
beforeAll(async () => {
  h = await startHarness();
  admin = await staffMember(h);
});
afterAll(() => h?.close());

const get = (url: string, cookie?: string) => h.app.inject({ url, headers: cookie ? { cookie } : {} });
const put = (url: string, payload: object, cookie: string) =>
  h.app.inject({ method: "PUT", url, headers: { cookie }, payload });
const act = (path: string, body?: object, cookie = admin.cookie) => h.post(`/api/admin/${path}`, body, { cookie });
const audits = async (targetId: string) =>
  (
    await h.database.db.execute<{
      action: string;
      actor_id: string;
      reason: string | null;
      before: unknown;
      after: unknown;
    }>(sql`select action, actor_id, reason, before, after from audit_log where target_id = ${targetId} order by id`)
  ).rows;
const outbox = async (to: string) =>
  (await get(`/api/dev/outbox?to=${encodeURIComponent(to)}`)).json() as { subject: string; text: string }[];

/** Is the expert visible and bookable anywhere a member looks? */
async function visibility(expertId: string, member: Member) {
  const list = (await get("/api/experts?pageSize=50", member.cookie)).json().items as { expertId: string }[];
  const featured = (await get("/api/experts/featured")).json() as { expertId: string }[];
  return {
    directory: list.some((e) => e.expertId === expertId),
    featured: featured.some((e) => e.expertId === expertId),
    detail: (await get(`/api/experts/${expertId}`)).statusCode,
    availability: (await get(`/api/experts/${expertId}/availability`)).statusCode,
  };
}

describe("the application life cycle", () => {
  it("draft → submitted → changes requested → resubmitted → approved, told at each step, audited", async () => {
    const m = await h.member();
    await makeExpert(h, m);
    expect((await put("/api/onboarding", validProfile({ fullName: "Meera Life Cycle" }), m.cookie)).statusCode).toBe(
      200,
    );
    const draft = (await get("/api/onboarding/application", m.cookie)).json();
    expect(draft).toMatchObject({ status: "draft", editable: true, listed: false });
    expect(draft.missing).toEqual([
      APPLICATION_MSG.detailsMissing,
      APPLICATION_MSG.degreeMissing,
      APPLICATION_MSG.idMissing,
    ]);

    // Submitting an incomplete application says what is missing, and nothing changes.
    const early = await h.post("/api/onboarding/submit", undefined, { cookie: m.cookie });
    expect(early.statusCode).toBe(400);
    expect(early.json().missing).toContain(APPLICATION_MSG.degreeMissing);

    expect((await put("/api/onboarding/application", validCredentials(), m.cookie)).statusCode).toBe(200);
    await uploadDocument(h, m, "degree");
    await uploadDocument(h, m, "government_id");
    const sent = await h.post("/api/onboarding/submit", undefined, { cookie: m.cookie });
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toMatchObject({ completed: true, application: { status: "submitted", editable: false } });
    expect((await outbox(m.email))[0]?.subject).toBe("We received your Saathi expert application");

    // Under review: locked for the expert, not listed, and in the queue with its age.
    expect((await put("/api/onboarding/application", validCredentials(), m.cookie)).statusCode).toBe(409);
    expect((await uploadDocument(h, m, "degree")).statusCode).toBe(409);
    const member = await h.member();
    expect(await visibility(m.id, member)).toEqual({
      directory: false,
      featured: false,
      detail: 404,
      availability: 404,
    });
    const queue = (await get(`/api/admin/applications?q=${encodeURIComponent(m.email)}`, admin.cookie)).json();
    expect(queue.total).toBe(1);
    expect(queue.rows[0]).toMatchObject({
      expertId: m.id,
      name: "Meera Life Cycle",
      status: "submitted",
      ageHours: 0,
      documentCount: 2,
    });

    // Approval is not possible from a request for changes; a message is required.
    expect((await act(`applications/${m.id}/request-changes`, {})).statusCode).toBe(400);
    const ask = "Please upload a clearer copy of your degree certificate.";
    const asked = await act(`applications/${m.id}/request-changes`, { message: ask });
    expect(asked.statusCode).toBe(200);
    expect(asked.json()).toMatchObject({ status: "changes_requested" });
    expect((await act(`applications/${m.id}/approve`)).statusCode).toBe(409);
    const mine = (await get("/api/onboarding", m.cookie)).json();
    expect(mine.application).toMatchObject({ status: "changes_requested", reviewerMessage: ask, editable: true });
    expect((await get("/api/notifications", m.cookie)).json().items[0]).toMatchObject({ type: "application" });
    expect((await outbox(m.email))[0]?.text).toContain(ask);

    // The expert edits and resubmits.
    const [degree] = mine.application.documents;
    const removed = await h.app.inject({
      method: "DELETE",
      url: `/api/onboarding/application/documents/${degree.id}`,
      headers: { cookie: m.cookie, origin: "http://localhost:3000" },
    });
    expect(removed.statusCode).toBe(200);
    expect(removed.json().missing).toEqual([APPLICATION_MSG.degreeMissing]);
    await uploadDocument(h, m, "degree");
    expect((await h.post("/api/onboarding/submit", undefined, { cookie: m.cookie })).json().application.status).toBe(
      "submitted",
    );

    const approved = await act(`applications/${m.id}/approve`);
    expect(approved.statusCode).toBe(200);
    const until = Date.parse(approved.json().verifiedUntil);
    expect(until - Date.now()).toBeGreaterThan(360 * 86_400_000);
    expect(until - Date.now()).toBeLessThan(370 * 86_400_000);
    expect((await visibility(m.id, member)).detail).toBe(200);
    expect((await get(`/api/experts/${m.id}`)).json().badge).toBe("verified_counsellor");
    expect((await get("/api/onboarding/application", m.cookie)).json()).toMatchObject({
      status: "approved",
      listed: true,
      badge: "verified_counsellor",
    });
    expect((await outbox(m.email))[0]?.subject).toBe("Your Saathi expert application is approved");

    const trail = await audits(m.id);
    expect(trail.map((a) => a.action)).toEqual(["application.request_changes", "application.approve"]);
    expect(trail[0]).toMatchObject({ actor_id: admin.id, reason: ask, before: { status: "submitted" } });
    expect(trail[1]).toMatchObject({ after: { status: "approved", badge: "verified_counsellor" } });
  });

  it("clinical psychologists give the RCI number and certificate, and are shown as RCI registered", async () => {
    const m = await h.member();
    await makeExpert(h, m);
    const bad = await put(
      "/api/onboarding/application",
      validCredentials({ practitionerKind: "clinical_psychologist" }),
      m.cookie,
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain(APPLICATION_MSG.rciRequired);
    const rci = await submittedExpert(
      h,
      {},
      { practitionerKind: "clinical_psychologist", registrationNumber: "A12345" },
    );
    const review = (await get(`/api/admin/applications/${rci.id}`, admin.cookie)).json();
    expect(review.application.details).toMatchObject({ professionalBody: "RCI", registrationNumber: "A12345" });
    expect(review.application.documents.map((d: { kind: string }) => d.kind).sort()).toEqual([
      "degree",
      "government_id",
      "registration_certificate",
    ]);
    await act(`applications/${rci.id}/approve`);
    expect((await get(`/api/experts/${rci.id}`)).json().badge).toBe("rci_registered");
  });

  it("a rejection gives the reason, is final, and never lists the expert", async () => {
    const m = await submittedExpert(h);
    expect((await act(`applications/${m.id}/reject`, { reason: "" })).json().message).toContain(
      ADMIN_MSG.reasonRequired,
    );
    const reason = "We could not match your registration with the council register.";
    expect((await act(`applications/${m.id}/reject`, { reason })).statusCode).toBe(200);
    expect((await get("/api/onboarding/application", m.cookie)).json()).toMatchObject({
      status: "rejected",
      reviewerMessage: reason,
      editable: false,
    });
    expect((await h.post("/api/onboarding/submit", undefined, { cookie: m.cookie })).statusCode).toBe(409);
    expect((await act(`applications/${m.id}/approve`)).statusCode).toBe(409);
    expect((await get(`/api/experts/${m.id}`)).statusCode).toBe(404);
    expect((await audits(m.id)).map((a) => [a.action, a.reason])).toEqual([["application.reject", reason]]);
  });
});

describe("listed experts only", () => {
  it("suspension hides at once, cancels and refunds future sessions, tells members; reinstating lists again", async () => {
    const expert = await publishedExpert(h, { fullName: "Suspended Soon" });
    const asha = await h.member();
    const { bookingId } = await bookAndPay(h, asha, expert.id);
    const { bookingId: second } = await bookAndPay(h, asha, expert.id, 3);
    const reason = "Complaints are being investigated.";
    expect((await act(`experts/${expert.id}/suspend`, {})).statusCode).toBe(400);
    const res = await act(`experts/${expert.id}/suspend`, { reason });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: "suspended", verifiedUntil: null, cancelledBookings: 2 });
    expect(await visibility(expert.id, asha)).toEqual({
      directory: false,
      featured: false,
      detail: 404,
      availability: 404,
    });
    const start = (await h.database.db.execute(sql`select starts_at from bookings where id = ${bookingId}`)).rows[0];
    expect(start).toBeTruthy();

    const rows = (
      await h.database.db.execute(sql`
        select b.id, b.status, b.cancelled_by, p.status as pay, s.status as sandbox from bookings b
        join payments p on p.booking_id = b.id left join sandbox_payments s on s.payment_id = p.gateway_payment_id
        where b.id in (${bookingId}, ${second}) order by b.starts_at`)
    ).rows;
    expect(rows).toEqual([
      { id: bookingId, status: "CANCELLED", cancelled_by: "admin", pay: "refunded", sandbox: "refunded" },
      { id: second, status: "CANCELLED", cancelled_by: "admin", pay: "refunded", sandbox: "refunded" },
    ]);
    const notes = (await get("/api/notifications", asha.cookie)).json().items;
    expect(notes.filter((n: { type: string }) => n.type === "booking_cancelled")).toHaveLength(2);
    const mails = await outbox(asha.email);
    expect(mails.filter((x) => x.subject === "Your Saathi session was cancelled and refunded")).toHaveLength(2);
    expect((await get("/api/onboarding/application", expert.cookie)).json()).toMatchObject({
      status: "suspended",
      reviewerMessage: reason,
      listed: false,
    });
    expect((await outbox(expert.email))[0]?.subject).toBe("Your Saathi expert profile is suspended");

    const listed = (await get("/api/admin/experts?state=suspended", admin.cookie)).json();
    expect(listed.rows.map((r: { expertId: string }) => r.expertId)).toContain(expert.id);
    expect((await act(`experts/${expert.id}/reinstate`)).statusCode).toBe(200);
    expect((await visibility(expert.id, asha)).detail).toBe(200);
    expect((await act(`experts/${expert.id}/reinstate`)).statusCode).toBe(409);
    const trail = (await audits(expert.id)).map((a) => a.action);
    expect(trail).toEqual(["application.approve", "expert.suspend", "expert.reinstate"]);
  });

  it("past the re-verification date the expert is hidden and cannot be booked, until re-verified", async () => {
    const expert = await publishedExpert(h, { fullName: "Needs Reverify" });
    const member = await h.member();
    const slot = (await slotsOf(h, expert.id))[0] as string;
    await h.database.db.execute(
      sql`update expert_profiles set verified_until = now() - interval '1 day' where user_id = ${expert.id}`,
    );
    await h.database.db.execute(
      sql`update expert_applications set reverify_by = now() - interval '1 day' where expert_id = ${expert.id}`,
    );
    expect(await visibility(expert.id, member)).toEqual({
      directory: false,
      featured: false,
      detail: 404,
      availability: 404,
    });
    const booking = await createBooking(h, member, { expertId: expert.id, startsAt: slot });
    expect(booking.statusCode).toBe(404);
    const due = (await get("/api/admin/experts?state=reverify_due", admin.cookie)).json();
    expect(due.rows.find((r: { expertId: string }) => r.expertId === expert.id)).toMatchObject({ listed: false });

    const again = await act(`experts/${expert.id}/reverify`);
    expect(again.statusCode).toBe(200);
    expect(Date.parse(again.json().verifiedUntil)).toBeGreaterThan(Date.now() + 360 * 86_400_000);
    expect(await visibility(expert.id, member)).toMatchObject({ directory: true, detail: 200, availability: 200 });
    expect((await createBooking(h, member, { expertId: expert.id, startsAt: slot })).statusCode).toBe(200);
    expect((await audits(expert.id)).map((a) => a.action)).toEqual(["application.approve", "expert.reverify"]);
  });

  it("a submitted but unapproved expert is found nowhere and cannot be booked", async () => {
    const pending = await submittedExpert(h, { fullName: "Pending Person" });
    const member = await h.member();
    expect(await visibility(pending.id, member)).toEqual({
      directory: false,
      featured: false,
      detail: 404,
      availability: 404,
    });
    const slot = new Date(Date.now() + 3 * 3_600_000);
    slot.setUTCMinutes(30, 0, 0);
    const res = await createBooking(h, member, { expertId: pending.id, startsAt: slot.toISOString() });
    expect(res.statusCode).toBe(404);
  });
});
