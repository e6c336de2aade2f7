// A side-chat line is kept nowhere, yet a member who saw it may report it. Each line travels with a
// proof sealed by this server (AES-256-GCM under a key derived from AUTH_SECRET): who wrote it, in
// which meeting, under which name, when, and the SHA-256 of its text. Only this server can open or make
// one, so a report names a line that was really said, by whom, without the room or anyone's id leaving
// the server; any node opens what another sealed (they share AUTH_SECRET).
import { createCipheriv, createDecipheriv, createHash, hkdfSync, randomBytes } from "node:crypto";
import { z } from "zod";

const proofSchema = z.object({
  /** The writer's id. */
  a: z.string(),
  /** The meeting (occurrence). */
  o: z.string(),
  /** The line's id. */
  i: z.string(),
  /** The name shown (circle nickname, or the host's name). */
  n: z.string(),
  /** When it was said (ISO). */
  s: z.string(),
  /** SHA-256 of the text, hex. */
  h: z.string(),
});
export type LineProof = z.infer<typeof proofSchema>;

export const textHash = (text: string) => createHash("sha256").update(text).digest("hex");

export function createLineProofs(secret: string) {
  const key = Buffer.from(hkdfSync("sha256", secret, "saathi", "circle-room side-chat line", 32));
  return {
    seal(p: LineProof): string {
      const iv = randomBytes(12);
      const cipher = createCipheriv("aes-256-gcm", key, iv);
      const body = Buffer.concat([cipher.update(JSON.stringify(p), "utf8"), cipher.final()]);
      return Buffer.concat([iv, cipher.getAuthTag(), body]).toString("base64url");
    },
    /** The proof, or null when it was not sealed here (or was changed). */
    open(ref: string): LineProof | null {
      try {
        const raw = Buffer.from(ref, "base64url");
        if (raw.length < 29) return null;
        const decipher = createDecipheriv("aes-256-gcm", key, raw.subarray(0, 12));
        decipher.setAuthTag(raw.subarray(12, 28));
        const text = Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString("utf8");
        const parsed = proofSchema.safeParse(JSON.parse(text));
        return parsed.success ? parsed.data : null;
      } catch {
        return null;
      }
    },
  };
}

export type LineProofs = ReturnType<typeof createLineProofs>;
