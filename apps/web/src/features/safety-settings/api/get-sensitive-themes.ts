import type { SensitiveThemesBody } from "@saathi/contract/safety-visibility";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../api-client.ts";
import { safetyKeys } from "./safety-keys.ts";

export const getSensitiveThemes = () => api<SensitiveThemesBody>("/api/me/sensitive-themes");
export const sensitiveThemesQueryOptions = () =>
  queryOptions({ queryKey: safetyKeys.themes(), queryFn: getSensitiveThemes });
export const useSensitiveThemes = () => useQuery(sensitiveThemesQueryOptions());
