import { tx } from "../i18n/translate.ts";

/** 'Failed to join call: {reason}' in the reader's language (the reason as the browser or API gave it). */
export function callFailure(what: string, err: unknown): string {
  const reason = (err as { message?: unknown } | null | undefined)?.message;
  return typeof reason === "string" && reason ? `${tx(what)}: ${tx(reason)}` : tx(what);
}
