import { api } from "../../../lib/api-client.ts";

/** POST /api/guardian-booking/:token/sandbox/fail: the sandbox's Fail payment (the hold stays for another try). */
export const guardianSandboxFail = (token: string) =>
  api<{ failed: true }>(`/api/guardian-booking/${encodeURIComponent(token)}/sandbox/fail`, { method: "POST" });
