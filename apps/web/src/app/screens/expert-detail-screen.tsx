// /expert/:handle: the experts feature's profile page with the packages feature's parts in it (features
// never import each other): the expert's packages beside the booking panel, and 'Use a package session'
// inside it.
import { ExpertDetailPage } from "../../features/experts/components/expert-detail-page.tsx";
import { ExpertPackagesCard } from "../../features/packages/components/expert-packages-card.tsx";
import { UsePackageSession } from "../../features/packages/components/use-package-session.tsx";

export function ExpertDetailScreen() {
  return (
    <ExpertDetailPage
      aside={(e) => <ExpertPackagesCard expertId={e.expertId} expertName={e.displayName} />}
      otherWay={(choice) => <UsePackageSession {...choice} />}
    />
  );
}
