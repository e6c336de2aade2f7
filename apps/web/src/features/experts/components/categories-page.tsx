import { PlaceholderPage } from "../../../app/pages/placeholder-page.tsx";

/** Experts (being built). */
export function ExpertCategoriesPage() {
  return <PlaceholderPage title="Experts" />;
}
