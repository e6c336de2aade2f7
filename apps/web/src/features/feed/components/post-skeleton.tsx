/** A grey placeholder the size of a post, while posts load. */
export function PostSkeleton() {
  return (
    <div
      className="animate-pulse rounded-3xl border border-slate-200 bg-white p-4"
      aria-hidden="true"
      data-testid="post-skeleton"
    >
      <div className="flex items-center gap-3">
        <div className="h-11 w-11 rounded-full bg-slate-200" />
        <div className="flex-1 space-y-2">
          <div className="h-3 w-1/3 rounded bg-slate-200" />
          <div className="h-3 w-1/4 rounded bg-slate-100" />
        </div>
      </div>
      <div className="mt-4 space-y-2">
        <div className="h-3 rounded bg-slate-100" />
        <div className="h-3 w-5/6 rounded bg-slate-100" />
      </div>
    </div>
  );
}
