// Placeholder: the helper that owns this section replaces this file.
export function CoursesPage() {
  return <p>Courses is being built.</p>;
}
