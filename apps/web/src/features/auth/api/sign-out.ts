import { api } from "../../../lib/api-client.ts";

export const signOut = () => api("/api/auth/sign-out", { method: "POST", body: {} });
