import { type APIRequestContext, expect } from "@playwright/test";

/** Waits for a new one-time code sent to `to` (newer than `after`) and returns it. */
export async function latestCode(request: APIRequestContext, to: string, after = 0): Promise<string> {
  let code = "";
  await expect
    .poll(
      async () => {
        const res = await request.get(`/api/dev/outbox?to=${encodeURIComponent(to)}`);
        const messages = (await res.json()) as { code?: string; createdAt: string }[];
        const fresh = messages.find((m) => m.code && Date.parse(m.createdAt) > after);
        code = fresh?.code ?? "";
        return code;
      },
      { timeout: 10_000, message: `a code sent to ${to}` },
    )
    .toMatch(/^\d{6}$/);
  return code;
}

/** Types a code into the six OTP boxes (pasting, as a phone's autofill would). */
export async function fillOtp(page: import("@playwright/test").Page, code: string): Promise<void> {
  const first = page.getByLabel("Digit 1 of 6");
  await first.click();
  for (const [i, d] of [...code].entries()) await page.getByLabel(`Digit ${i + 1} of 6`).fill(d);
}

/** A unique email per test run. */
export const uniqueEmail = (tag: string) => `${tag}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@e2e.test`;

/** The origin the e2e server trusts (better-auth POSTs need it). */
export const ORIGIN = `http://localhost:${process.env.E2E_PORT ?? 3100}`;
