import { api } from "../../../lib/api-client.ts";

/** POST /api/auth/sign-out: ends this session on the server. */
export const signOut = () => api("/api/auth/sign-out", { method: "POST", body: {} });
