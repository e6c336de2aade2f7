/** Keyset cursor over (created_at, id), opaque to clients. */
export interface PostCursor {
  createdAt: string;
  id: string;
}

export function encodeCursor(c: PostCursor): string {
  return Buffer.from(`${c.createdAt}|${c.id}`).toString("base64url");
}

/** Null for a cursor that is not one of ours (the caller answers 400). */
export function decodeCursor(raw: string): PostCursor | null {
  const [createdAt, id] = Buffer.from(raw, "base64url").toString("utf8").split("|");
  if (!createdAt || !id || Number.isNaN(Date.parse(createdAt))) return null;
  if (!/^[0-9a-f-]{36}$/i.test(id)) return null;
  return { createdAt, id };
}
