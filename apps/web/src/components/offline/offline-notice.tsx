import { useLingui } from "@lingui/react/macro";
import { WifiOff } from "lucide-react";
import { formatRelative } from "../../lib/i18n/format.ts";
import { savedAtFor, useNetworkStatus } from "../../lib/offline/network-status.ts";

/**
 * A calm line at the top of a screen when Saathi cannot reach its server: offline, or a
 * network so slow that the service worker answered from what it saved. `source` is the API path the
 * screen reads (its saved time is shown); `works` marks a screen that works fully offline (the tools).
 * Nothing at all when the network is fine.
 */
export function OfflineNotice({
  source,
  works = false,
  className = "",
}: {
  source?: string;
  works?: boolean;
  className?: string;
}) {
  const { t } = useLingui();
  const status = useNetworkStatus();
  const savedAt = source ? savedAtFor(status, source) : null;
  if (status.online && !savedAt) return null;
  const saved = savedAt ? formatRelative(savedAt, t`just now`) : "";
  const text = works
    ? t`You are offline. This tool works without a connection.`
    : !status.online
      ? savedAt
        ? t`You are offline. Showing what you saw last, saved ${saved}.`
        : t`You are offline. Showing what you saw last.`
      : t`The connection is slow. Showing what you saw last, saved ${saved}.`;
  return (
    <p
      role="status"
      data-testid="offline-notice"
      className={`flex items-start gap-2 rounded-2xl border border-amber-200 bg-amber-50 px-3 py-2 text-xs text-amber-900 ${className}`}
    >
      <WifiOff size={14} aria-hidden="true" className="mt-0.5 shrink-0" />
      <span>{text}</span>
    </p>
  );
}
