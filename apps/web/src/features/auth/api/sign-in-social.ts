import { api } from "../../../lib/api-client.ts";

/** Starts Google or Microsoft sign-in: the server answers with the provider's URL. */
export async function signInSocial(provider: "google" | "microsoft", callbackURL: string): Promise<void> {
  const { url } = await api<{ url: string }>("/api/auth/sign-in/social", {
    method: "POST",
    body: { provider, callbackURL },
  });
  window.location.assign(url);
}
