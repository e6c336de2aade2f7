import type { SensitiveThemesBody } from "@saathi/contract/safety-visibility";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { safetyKeys } from "../../../lib/api/safety/safety-keys.ts";
import { api } from "../../../lib/api-client.ts";

export const getSensitiveThemes = () => api<SensitiveThemesBody>("/api/me/sensitive-themes");
export const sensitiveThemesQueryOptions = () =>
  queryOptions({ queryKey: safetyKeys.themes(), queryFn: getSensitiveThemes });
export const useSensitiveThemes = () => useQuery(sensitiveThemesQueryOptions());
