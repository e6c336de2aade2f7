import { useLingui } from "@lingui/react/macro";

/** What shows while the first screen's code arrives (the router's HydrateFallback): a calm placeholder. */
export function PageLoading() {
  const { t } = useLingui();
  return (
    <div role="status" aria-label={t`Loading`} className="flex min-h-dvh items-center justify-center bg-surface">
      <span className="h-10 w-10 animate-spin rounded-full border-4 border-brand-100 border-t-brand-600" />
    </div>
  );
}
