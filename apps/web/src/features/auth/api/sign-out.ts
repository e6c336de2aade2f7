import { api } from "../../../lib/api-client.ts";
import { forgetThisDevice } from "../../../lib/offline/forget-device.ts";

/** Signs out, after this browser forgets the member: pushes, offline copies and queued sends. */
export const signOut = async () => {
  await forgetThisDevice();
  return api("/api/auth/sign-out", { method: "POST", body: {} });
};
