// The cast and requests the counsellor-led circles tests share: a listed host ("Kiran Das"), another
// listed expert, three members, and helpers to host a circle, book a seat and read notices and counts.
import type { sql } from "drizzle-orm";
import { expect } from "vitest";
import { z } from "zod";
import { queryRows } from "../src/platform/db/typed-query.ts";
import { publishedExpert } from "./experts-fixture.ts";
import { type Harness, type Member, ORIGIN, startHarness } from "./harness.ts";

export interface CirclesCast {
  h: Harness;
  host: Member;
  otherExpert: Member;
  asha: Member;
  ravi: Member;
  meena: Member;
}

/** A fresh harness with the usual cast (one database per test file). */
export async function startCirclesCast(): Promise<CirclesCast> {
  const h = await startHarness();
  return {
    h,
    host: await publishedExpert(h, { fullName: "Kiran Das" }),
    otherExpert: await publishedExpert(h, { fullName: "Meera Rao" }),
    asha: await h.member({ displayName: "Asha Test" }),
    ravi: await h.member({ displayName: "Ravi Test" }),
    meena: await h.member({ displayName: "Meena Test" }),
  };
}

/** A day `days` from now at `hour`:00 UTC, as ISO. */
export const inDays = (days: number, hour = 10) => {
  const d = new Date(Date.now() + days * 86_400_000);
  d.setUTCHours(hour, 0, 0, 0);
  return d.toISOString();
};

export type CircleJson = {
  id: string;
  occurrences: { id: string; seatsLeft: number; startsAt: string; waiting: number }[];
};

/** Requests against the harness the cast lives in (read when called: the cast is made in beforeAll). */
export function circleRequests(cast: () => Pick<CirclesCast, "h" | "host">) {
  const get = (m: Member | null, url: string) => cast().h.app.inject({ url, headers: m ? { cookie: m.cookie } : {} });
  const send = (m: Member | null, method: "POST" | "PATCH" | "DELETE", url: string, payload?: unknown) =>
    cast().h.app.inject({
      method,
      url,
      headers: { origin: ORIGIN, ...(m ? { cookie: m.cookie } : {}) },
      ...(payload !== undefined ? { payload: payload as object } : {}),
    });
  async function hostCircle(body: Record<string, unknown> = {}, by: Member = cast().host): Promise<CircleJson> {
    const res = await send(by, "POST", "/api/expert/circles", {
      topic: "exam_stress",
      language: "English",
      title: "Before the boards",
      groundRules: "What is said here stays here.",
      minutes: 60,
      seats: 4,
      fee: 0,
      startsAt: inDays(5),
      ...body,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  }
  const book = (m: Member, occurrenceId: string, nickname = "Quiet owl") =>
    send(m, "POST", `/api/circles/occurrences/${occurrenceId}/seats`, { nickname });
  const count = async (query: ReturnType<typeof sql>) =>
    (await queryRows(cast().h.database.db, z.object({ n: z.number() }), query))[0]?.n ?? -1;
  const noticesOf = async (m: Member) =>
    ((await get(m, "/api/notifications")).json().items as { type: string; data: { message?: string } }[]).filter(
      (n) => n.type === "circle",
    );
  return { get, send, hostCircle, book, count, noticesOf };
}
