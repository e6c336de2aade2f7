// What Saathi's two Janus plugins (AudioBridge, VideoRoom) share: one control handle per process for the
// room requests (made on first use, and again after Janus lost the session), the rooms' token lists and
// `exists`, a new handle per participant that goes again when its first request fails, and the handles
// this process holds by participant id (all forgotten when the session is lost: Janus dropped them).
import type { JanusConnection, PluginAnswer } from "./janus-connection.ts";

export function createPluginControl(conn: JanusConnection, plugin: string) {
  let control: Promise<number> | null = null;
  /** participant (or publisher) id → the handle this process holds for it. */
  const held = new Map<number, number>();
  conn.onReset(() => {
    control = null;
    held.clear();
  });
  const controlHandle = () => {
    control ??= conn.attach(plugin).catch((err) => {
      control = null;
      throw err;
    });
    return control;
  };
  /** A room request on the control handle; answers the plugin's data. */
  const request = async (body: Record<string, unknown>) => (await conn.message(await controlHandle(), body)).data;

  return {
    request,
    async exists(room: number): Promise<boolean> {
      return (await request({ request: "exists", room })).exists === true;
    },
    async addTokens(room: number, secret: string, tokens: string[]) {
      if (tokens.length) await request({ request: "allowed", room, secret, action: "add", allowed: tokens });
    },
    async removeTokens(room: number, secret: string, tokens: string[]) {
      if (tokens.length) await request({ request: "allowed", room, secret, action: "remove", allowed: tokens });
    },
    async allowedTokens(room: number, secret: string): Promise<string[]> {
      // "add" with nothing new answers the whole list.
      const data = await request({ request: "allowed", room, secret, action: "add", allowed: [] });
      return (data.allowed as string[] | undefined) ?? [];
    },
    /** A first request on a new handle (a join); the handle goes again when it fails. */
    async onNewHandle(
      body: Record<string, unknown>,
      jsep?: unknown,
    ): Promise<{ handle: number; answer: PluginAnswer }> {
      const handle = await conn.attach(plugin);
      try {
        return { handle, answer: await conn.message(handle, body, jsep) };
      } catch (err) {
        await conn.detach(handle);
        throw err;
      }
    },
    /** The handles this process holds, by participant id. */
    held: {
      set: (id: number, handle: number) => void held.set(id, handle),
      get: (id: number) => held.get(id),
      has: (id: number) => held.has(id),
      /** Forgets the participant's handle and detaches it (nothing when this process does not hold it). */
      async drop(id: number) {
        const handle = held.get(id);
        held.delete(id);
        if (handle !== undefined) await conn.detach(handle);
      },
    },
  };
}
