import { PlaceholderPage } from "../../../app/pages/placeholder-page.tsx";

/** Expert onboarding (being built). */
export function OnboardingPage() {
  return <PlaceholderPage title="Expert onboarding" />;
}
