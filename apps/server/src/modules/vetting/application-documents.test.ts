// Application documents: the same checks as other uploads (bytes sniffed, size capped,
// images re-encoded), private storage, readable only by their expert and by admins; and every
// vetting endpoint refuses anyone but an admin with a second factor.
import { readdirSync } from "node:fs";
import path from "node:path";
import { APPLICATION_MSG, DOCUMENT_MAX_BYTES } from "@saathi/contract/expert-application";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { staffMember, staffWithoutSecondFactor } from "../../../test/admin-helpers.ts";
import {
  makeExpert,
  multipartBody,
  publishedExpert,
  submittedExpert,
  tinyPdf,
  uploadDocument,
  validProfile,
} from "../../../test/experts-fixture.ts";
import { type Harness, type Member, ORIGIN, startHarness } from "../../../test/harness.ts";

let h: Harness;
let expert: Member;
beforeAll(async () => {
  h = await startHarness();
  expert = await h.member();
  await makeExpert(h, expert);
  await h.app.inject({
    method: "PUT",
    url: "/api/onboarding",
    headers: { cookie: expert.cookie },
    payload: validProfile(),
  });
});
afterAll(() => h?.close());

const send = (body: { payload: Buffer; headers: Record<string, string> }, cookie = expert.cookie) =>
  h.app.inject({
    method: "POST",
    url: "/api/onboarding/application/documents",
    headers: { cookie, origin: ORIGIN, ...body.headers },
    payload: body.payload,
  });
const file = (bytes: Buffer, name: string, type: string, kind = "degree") =>
  multipartBody({ kind }, { name, type, bytes });

describe("document checks", () => {
  it("accepts a PDF as it is, and re-encodes a photo (EXIF and GPS dropped)", async () => {
    const pdf = await uploadDocument(h, expert, "degree");
    expect(pdf.statusCode).toBe(200);
    const jpeg = await sharp({ create: { width: 40, height: 30, channels: 3, background: "#c0ffee" } })
      .jpeg()
      .withExif({ IFD0: { Copyright: "secret place" } })
      .toBuffer();
    const res = await send(file(jpeg, "id card.jpg", "image/jpeg", "government_id"));
    expect(res.statusCode).toBe(200);
    const docs = res.json().documents as { kind: string; mimeType: string; fileName: string; url: string }[];
    expect(docs.map((d) => [d.kind, d.mimeType])).toEqual([
      ["degree", "application/pdf"],
      ["government_id", "image/webp"],
    ]);
    expect(docs[1]?.fileName).toBe("id card.webp");
    const stored = await h.app.inject({ url: docs[1]?.url ?? "", headers: { cookie: expert.cookie } });
    expect(stored.statusCode).toBe(200);
    expect(stored.headers["content-type"]).toBe("image/webp");
    expect(stored.headers["cache-control"]).toBe("private, no-store");
    expect((await sharp(stored.rawPayload).metadata()).exif).toBeUndefined();
    // Never under the public uploads folder.
    const uploads = path.join(h.dataDir, "uploads");
    const walk = (dir: string): string[] =>
      readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
        e.isDirectory() ? walk(path.join(dir, e.name)) : [path.join(dir, e.name)],
      );
    expect(walk(h.dataDir).filter((f) => f.startsWith(uploads) && f.includes("applications"))).toEqual([]);
  });

  it("refuses wrong types, spoofed names, oversize files, a missing kind and broken multipart with 4xx", async () => {
    const text = Buffer.from("just some text, not a certificate");
    const wrong = await send(file(text, "notes.txt", "text/plain"));
    expect(wrong.statusCode).toBe(415);
    expect(wrong.json().message).toBe(APPLICATION_MSG.documentType);
    const spoofed = await send(file(text, "degree.pdf", "application/pdf"));
    expect(spoofed.statusCode).toBe(415);
    const halfPdf = await send(file(Buffer.from("%PDF-1.4\n1 0 obj"), "cut.pdf", "application/pdf"));
    expect(halfPdf.statusCode).toBe(415);
    const gif = await sharp({ create: { width: 4, height: 4, channels: 3, background: "#000" } })
      .gif()
      .toBuffer();
    expect((await send(file(gif, "a.gif", "image/gif"))).statusCode).toBe(415);

    // Up to 10 MB is fine (more than the 5 MB of photos elsewhere): a scanned PDF of 7 MB.
    const scan = Buffer.concat([
      Buffer.from("%PDF-1.4\n"),
      Buffer.alloc(7 * 1024 * 1024, 32),
      Buffer.from("\n%%EOF\n"),
    ]);
    expect((await send(file(scan, "scan.pdf", "application/pdf", "registration_certificate"))).statusCode).toBe(200);
    const big = Buffer.concat([tinyPdf(), Buffer.alloc(DOCUMENT_MAX_BYTES + 10, 32)]);
    const huge = await send(file(big, "big.pdf", "application/pdf"));
    expect(huge.statusCode).toBe(413);
    expect(huge.json().message).toBe(APPLICATION_MSG.documentSize);

    const noKind = await send(multipartBody({}, { name: "a.pdf", type: "application/pdf", bytes: tinyPdf() }));
    expect(noKind.statusCode).toBe(400);
    expect(noKind.json().message).toBe(APPLICATION_MSG.documentKind);
    expect((await send(file(tinyPdf(), "a.pdf", "application/pdf", "selfie"))).statusCode).toBe(400);
    expect((await send(multipartBody({ kind: "degree" }))).statusCode).toBe(400);

    const broken = file(tinyPdf(), "a.pdf", "application/pdf");
    const cut = await send({
      payload: broken.payload.subarray(0, broken.payload.length - 30),
      headers: broken.headers,
    });
    expect(cut.statusCode).toBeGreaterThanOrEqual(400);
    expect(cut.statusCode).toBeLessThan(500);
    const noBoundary = await send({ payload: Buffer.from("x"), headers: { "content-type": "multipart/form-data" } });
    expect(noBoundary.statusCode).toBe(400);
    const json = await h.app.inject({
      method: "POST",
      url: "/api/onboarding/application/documents",
      headers: { cookie: expert.cookie, origin: ORIGIN },
      payload: { kind: "degree" },
    });
    expect(json.statusCode).toBe(400);
  });
});

describe("who may read a document", () => {
  it("its expert and admins; another expert, a member and a visitor never", async () => {
    const owner = await submittedExpert(h, { fullName: "Doc Owner" });
    const admin = await staffMember(h);
    const review = (
      await h.app.inject({ url: `/api/admin/applications/${owner.id}`, headers: { cookie: admin.cookie } })
    ).json();
    const doc = review.application.documents[0] as { id: string; url: string };
    expect(doc.url).toBe(`/api/admin/applications/${owner.id}/documents/${doc.id}`);
    const read = (url: string, cookie?: string) => h.app.inject({ url, headers: cookie ? { cookie } : {} });
    const own = `/api/onboarding/application/documents/${doc.id}`;

    expect((await read(doc.url, admin.cookie)).statusCode).toBe(200);
    expect((await read(doc.url, admin.cookie)).rawPayload.subarray(0, 5).toString()).toBe("%PDF-");
    expect((await read(own, owner.cookie)).statusCode).toBe(200);

    const other = await publishedExpert(h);
    const member = await h.member();
    expect((await read(own, other.cookie)).statusCode).toBe(404);
    expect((await read(own, member.cookie)).statusCode).toBe(404);
    expect((await read(own)).statusCode).toBe(401);
    expect((await read(doc.url, other.cookie)).statusCode).toBe(403);
    expect((await read(doc.url, member.cookie)).statusCode).toBe(403);
    expect((await read(doc.url)).statusCode).toBe(401);
    // Another expert's id in the admin path does not reach this document.
    expect((await read(`/api/admin/applications/${other.id}/documents/${doc.id}`, admin.cookie)).statusCode).toBe(404);
    // Nor can another expert delete it.
    const del = await h.app.inject({ method: "DELETE", url: own, headers: { cookie: other.cookie, origin: ORIGIN } });
    expect(del.statusCode).toBe(404);
  });
});

describe("vetting endpoints are for admins with a second factor", () => {
  it("visitors 401; members, experts and an admin without the second factor 403, before validation", async () => {
    const target = await submittedExpert(h);
    const member = await h.member();
    const noTwoFactor = await staffWithoutSecondFactor(h);
    const routes: [string, string, object?][] = [
      ["GET", "/api/admin/applications"],
      ["GET", `/api/admin/applications/${target.id}`],
      ["GET", `/api/admin/applications/${target.id}/documents/00000000-0000-4000-8000-000000000000`],
      ["POST", `/api/admin/applications/${target.id}/request-changes`, { message: "Please fix." }],
      ["POST", `/api/admin/applications/${target.id}/approve`],
      ["POST", `/api/admin/applications/${target.id}/reject`, { reason: "No." }],
      ["GET", "/api/admin/experts?state=nonsense"],
      ["POST", `/api/admin/experts/${target.id}/suspend`, {}],
      ["POST", `/api/admin/experts/${target.id}/reinstate`],
      ["POST", `/api/admin/experts/${target.id}/reverify`],
    ];
    for (const [method, url, payload] of routes) {
      const ask = (cookie?: string) =>
        h.app.inject({
          method: method as "GET" | "POST",
          url,
          headers: { origin: ORIGIN, ...(cookie ? { cookie } : {}) },
          ...(payload ? { payload } : {}),
        });
      expect((await ask()).statusCode, `${method} ${url} visitor`).toBe(401);
      for (const [who, m] of [
        ["member", member],
        ["expert", target],
        ["admin without 2FA", noTwoFactor],
      ] as const) {
        const res = await ask(m.cookie);
        expect(res.statusCode, `${method} ${url} ${who}`).toBe(403);
      }
    }
    // Nothing changed.
    expect(
      (await h.app.inject({ url: "/api/onboarding/application", headers: { cookie: target.cookie } })).json().status,
    ).toBe("submitted");
  });

  it("bad input is a 400 for an admin: unknown status, page size, non-uuid ids", async () => {
    const admin = await staffMember(h);
    const ask = (url: string) => h.app.inject({ url, headers: { cookie: admin.cookie } });
    expect((await ask("/api/admin/applications?status=nonsense")).statusCode).toBe(400);
    expect((await ask("/api/admin/applications?pageSize=7")).statusCode).toBe(400);
    expect((await ask("/api/admin/applications/not-a-uuid")).statusCode).toBe(400);
    expect((await ask("/api/admin/applications/00000000-0000-4000-8000-000000000000")).statusCode).toBe(404);
    const page = (await ask("/api/admin/applications?pageSize=10&dir=desc")).json();
    expect(page).toMatchObject({ page: 1, pageSize: 10 });
    expect(page.rows.every((r: { status: string }) => r.status === "submitted")).toBe(true);
  });
});
