import type { SensitiveThemesBody } from "@saathi/contract/safety-visibility";
import { api } from "../../../lib/api-client.ts";

/** PUT /api/me/sensitive-themes: the whole choice. */
export const setSensitiveThemes = (body: SensitiveThemesBody) =>
  api<SensitiveThemesBody>("/api/me/sensitive-themes", { method: "PUT", body });
