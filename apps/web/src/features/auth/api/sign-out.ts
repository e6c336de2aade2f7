import { api } from "../../../lib/api-client.ts";
import { forgetThisDevice } from "../../../lib/offline/forget-device.ts";
import { unsubscribeFromPush } from "../../../lib/push/subscribe-to-push.ts";

/**
 * Signs out, and this browser forgets the member: pushes stop first (that needs the session), then the
 * offline copies and queued sends go once the session has ended, so no answer in flight refills them.
 */
export const signOut = async () => {
  await unsubscribeFromPush().catch(() => {});
  try {
    return await api("/api/auth/sign-out", { method: "POST", body: {} });
  } finally {
    await forgetThisDevice({ sessionAlive: false });
  }
};
