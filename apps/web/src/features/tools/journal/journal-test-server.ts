// For the journal's component tests: a small journal server behind a stubbed fetch, and the network going
// away and back. Kept entries are keyed by client id: the same id with the same words answers the entry
// kept, with other words 409 CLIENT_ID_REUSED (as POST /api/journal does).
import { CONSENT_MSG } from "@saathi/contract/consents";
import { JOURNAL_ERROR, JOURNAL_MSG, type JournalEntry } from "@saathi/contract/journal";
import { act } from "@testing-library/react";
import { vi } from "vitest";

export const ME = {
  user: { id: "u1", email: "asha@example.com", name: "Asha", role: "users", emailVerified: true, phoneNumber: null },
  profile: null,
};

export type Refusal = { status: number; code: string; message: string };

/**
 * `held`: entries the account has already. `refuse` may turn the nth POST down first; `loseAnswer` keeps
 * the entry but its answer never arrives (the network drops); `consentFirst`: nothing is kept before the
 * consent is given.
 */
export function journalServer({
  held = [],
  refuse = () => null,
  loseAnswer = () => false,
  consentFirst = false,
}: {
  held?: JournalEntry[];
  refuse?: (n: number) => Refusal | null;
  loseAnswer?: (n: number) => boolean;
  consentFirst?: boolean;
} = {}) {
  const entries: JournalEntry[] = [...held];
  const posts: { clientId: string; body: string }[] = [];
  let consented = !consentFirst;
  vi.stubGlobal("fetch", async (url: string, init: RequestInit = {}) => {
    const method = init.method ?? "GET";
    if (method === "GET" && url === "/api/me") return Response.json(ME);
    if (method === "GET" && url === "/api/journal") return Response.json({ entries: [...entries].reverse() });
    if (method === "POST" && url === "/api/safety/check") return Response.json({ level: "none" });
    if (method === "POST" && url === "/api/account/consents") {
      consented = true;
      return Response.json({ current: [], history: [] });
    }
    if (method === "POST" && url === "/api/journal") {
      if (!navigator.onLine) throw new TypeError("Failed to fetch");
      const body = JSON.parse(String(init.body)) as { clientId: string; body: string; createdAt: string };
      posts.push(body);
      if (!consented)
        return Response.json({ code: "CONSENT_REQUIRED", message: CONSENT_MSG.required }, { status: 409 });
      const refusal = refuse(posts.length);
      if (refusal) return Response.json({ code: refusal.code, message: refusal.message }, { status: refusal.status });
      const known = entries.find((e) => e.clientId === body.clientId);
      if (known && known.body !== body.body)
        return Response.json(
          { code: JOURNAL_ERROR.clientIdReused, message: JOURNAL_MSG.clientIdReused },
          { status: 409 },
        );
      if (known) return Response.json(known);
      const entry = { id: crypto.randomUUID(), clientId: body.clientId, body: body.body, createdAt: body.createdAt };
      entries.push(entry);
      if (loseAnswer(posts.length)) throw new TypeError("Failed to fetch");
      return Response.json(entry, { status: 201 });
    }
    throw new Error(`unexpected ${method} ${url}`);
  });
  return { entries, posts };
}

/** The browser says it went offline or came back (navigator.onLine and its event). */
export function setOnline(online: boolean) {
  vi.spyOn(navigator, "onLine", "get").mockReturnValue(online);
  act(() => {
    window.dispatchEvent(new Event(online ? "online" : "offline"));
  });
}
