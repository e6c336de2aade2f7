// Placeholder: the helper that owns this section replaces this file.
export function ApplicationDetailPage() {
  return <p>The application is being built.</p>;
}
