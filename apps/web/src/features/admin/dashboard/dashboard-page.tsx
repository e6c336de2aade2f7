// Placeholder: the helper that owns this section replaces this file.
export function DashboardPage() {
  return <p>Dashboard is being built.</p>;
}
