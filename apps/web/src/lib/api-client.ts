// The one way the web app talks to the API: same origin, cookies, JSON, errors as ApiError.
import { t } from "@lingui/core/macro";
import { LOCALE_HEADER } from "@saathi/contract/locale";
import { MSG } from "@saathi/contract/messages";
import { currentLocale } from "./i18n/i18n.ts";
import { noteAnswer, noteReachable } from "./offline/network-status.ts";
import { SAVED_AT_HEADER } from "./offline/offline-copies.ts";
import { pageCopyFor, savePageCopy } from "./offline/page-copies.ts";

/** An error answer from the API (or the network), with what the UI needs to react. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields: { field: string; message: string }[] = [],
    readonly retryAfter?: number,
  ) {
    super(message);
  }
}

type Listener = () => void;
const unauthenticatedListeners = new Set<Listener>();

/** Called when the API says the session is gone ('Not authenticated'). */
export function onUnauthenticated(listener: Listener): () => void {
  unauthenticatedListeners.add(listener);
  return () => unauthenticatedListeners.delete(listener);
}

const secondFactorListeners = new Set<Listener>();

/**
 * Called when a member's session must give its two-step code first (403 TWO_FACTOR_REQUIRED outside
 * the admin console, which has its own gate): the app shows the code screen.
 */
export function onSecondFactorRequired(listener: Listener): () => void {
  secondFactorListeners.add(listener);
  return () => secondFactorListeners.delete(listener);
}

export interface RequestOptions {
  method?: "GET" | "POST" | "PATCH" | "PUT" | "DELETE";
  body?: unknown;
  signal?: AbortSignal;
  headers?: Record<string, string>;
}

/** Sends a request and returns the parsed JSON body; throws ApiError on any failure. */
export async function api<T>(path: string, { method = "GET", body, signal, headers }: RequestOptions = {}): Promise<T> {
  let response: Response;
  // Before the service worker is in charge (the first visit), the page keeps the member's screens itself.
  const copy = method === "GET" ? pageCopyFor(path) : null;
  try {
    response = await fetch(path, {
      method,
      credentials: "include",
      signal,
      headers: {
        ...(body instanceof FormData || body === undefined ? {} : { "content-type": "application/json" }),
        // The API answers (errors included) in the language shown.
        [LOCALE_HEADER]: currentLocale(),
        ...headers,
      },
      body: body instanceof FormData ? body : body !== undefined ? JSON.stringify(body) : undefined,
    });
  } catch (err) {
    if ((err as Error).name === "AbortError") throw err;
    noteReachable(false);
    // Written in the language shown, at the moment it happens (no server to translate it).
    throw new ApiError(0, "NETWORK", t`You seem to be offline. Please check your connection and try again.`);
  }
  // An answer from the service worker's saved copies says so (the screens show it); any
  // other answer shows the server is reachable.
  const savedAt = response.headers?.get(SAVED_AT_HEADER) ?? null;
  if (method === "GET") noteAnswer(path, savedAt);
  if (savedAt === null) noteReachable(true);
  if (copy && savedAt === null && response.status === 200) void savePageCopy(copy, response.clone());
  const text = await response.text();
  const data = text ? safeJson(text) : null;
  if (!response.ok) {
    const e = (data ?? {}) as {
      code?: string;
      message?: string;
      fields?: { field: string; message: string }[];
      retryAfter?: number;
    };
    if (response.status === 401 && e.code === "NOT_AUTHENTICATED") for (const l of unauthenticatedListeners) l();
    if (response.status === 403 && e.code === "TWO_FACTOR_REQUIRED" && !path.startsWith("/api/admin"))
      for (const l of secondFactorListeners) l();
    throw new ApiError(
      response.status,
      e.code ?? `HTTP_${response.status}`,
      e.message ?? (response.status === 401 ? MSG.notAuthenticated : t`Something went wrong. Please try again.`),
      e.fields ?? [],
      e.retryAfter,
    );
  }
  return data as T;
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
