// The console's fetch helpers over the app's one API client: query strings from objects, and errors as
// {status, code, message} (ApiError) so screens can show the server's sentence and act on its code.
import { t } from "@lingui/core/macro";
import { ApiError, api } from "../../lib/api-client.ts";
import { tx } from "../../lib/i18n/translate.ts";

export { ApiError };

type QueryValue = string | number | boolean | null | undefined;

/** "?a=1&b=x" from an object; empty and undefined values are left out (the server applies defaults). */
export function toQueryString(query: Record<string, QueryValue> = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === "") continue;
    params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : "";
}

/** GET /api/admin/<path> with an optional query object. */
export function adminGet<T>(path: string, query?: Record<string, QueryValue>, signal?: AbortSignal): Promise<T> {
  return api<T>(`/api/admin/${path.replace(/^\//, "")}${toQueryString(query)}`, { signal });
}

/** POST/PATCH/PUT/DELETE /api/admin/<path> with a JSON (or FormData) body. */
export function adminSend<T>(method: "POST" | "PATCH" | "PUT" | "DELETE", path: string, body?: unknown): Promise<T> {
  return api<T>(`/api/admin/${path.replace(/^\//, "")}`, { method, body: body ?? {} });
}

/** The sentence to show for any failure (ApiError carries the server's; anything else gets a kind default). */
export function errorMessage(error: unknown): string {
  if (error instanceof ApiError) return tx(error.message);
  return t`Something went wrong. Please try again.`;
}

/** The error's code ("STAFF_ONLY", "VALIDATION", "NETWORK"…), or undefined. */
export function errorCode(error: unknown): string | undefined {
  return error instanceof ApiError ? error.code : undefined;
}
