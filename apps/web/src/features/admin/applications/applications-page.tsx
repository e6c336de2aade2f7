// Placeholder: the helper that owns this section replaces this file.
export function ApplicationsPage() {
  return <p>Applications is being built.</p>;
}
