// Web Push's endpoints have no cache: each is used once, at the moment a member allows notifications
// (or stops them).
import type { PushKey } from "@saathi/contract/push";
import { api } from "../../api-client.ts";

/** GET /api/push/key: the server's VAPID public key. */
export const getPushKey = () => api<PushKey>("/api/push/key");
