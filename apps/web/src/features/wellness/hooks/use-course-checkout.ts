// Buying a course: the same gateway checkout as sessions (features/payments); success opens the lessons.
import { COURSE_MSG, type CoursePurchaseResponse } from "@saathi/contract/courses";
import { useQueryClient } from "@tanstack/react-query";
import { ApiError } from "../../../lib/api-client.ts";
import { useGatewayCheckout } from "../../../lib/payments/use-gateway-checkout.ts";
import { closeCoursePurchase } from "../api/close-course-purchase.ts";
import { startCoursePurchase } from "../api/start-course-purchase.ts";
import { verifyCoursePurchase } from "../api/verify-course-purchase.ts";
import { wellnessKeys } from "../api/wellness-keys.ts";

export function useCourseCheckout(courseId: string, courseName: string) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: wellnessKeys.courses });
  const checkout = useGatewayCheckout<CoursePurchaseResponse>({
    description: courseName,
    verify: (order, answer) => verifyCoursePurchase(order.purchaseId, answer),
    close: (order, reason) => closeCoursePurchase(order.purchaseId, reason),
    verifyFailedMessage: COURSE_MSG.verifyFailed,
    onSuccess: refresh,
  });
  return {
    ...checkout,
    start: () =>
      checkout.start(async () => {
        try {
          return await startCoursePurchase(courseId);
        } catch (err) {
          // Bought in another tab meanwhile: show the open course instead of a checkout.
          if (err instanceof ApiError && err.status === 409) {
            await refresh();
            return null;
          }
          throw err;
        }
      }),
  };
}
