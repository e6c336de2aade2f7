// Buying a package: the same gateway checkout as sessions and courses; success opens the credits.
import { PACKAGE_MSG, type PackageCheckout } from "@saathi/contract/packages";
import { useQueryClient } from "@tanstack/react-query";
import { useGatewayCheckout } from "../../../lib/payments/use-gateway-checkout.ts";
import { closePackagePurchase } from "../api/close-package-purchase.ts";
import { packagesKeys } from "../api/packages-keys.ts";
import { startPackagePurchase } from "../api/start-package-purchase.ts";
import { verifyPackagePurchase } from "../api/verify-package-purchase.ts";

export function usePackageCheckout(description: string) {
  const queryClient = useQueryClient();
  const checkout = useGatewayCheckout<PackageCheckout>({
    description,
    verify: (order, answer) => verifyPackagePurchase(order.purchaseId, answer),
    close: (order) => closePackagePurchase(order.purchaseId),
    verifyFailedMessage: PACKAGE_MSG.verifyFailed,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: packagesKeys.mine() }),
  });
  return { ...checkout, buy: (offerId: string) => checkout.start(() => startPackagePurchase(offerId)) };
}
