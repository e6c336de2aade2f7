// What other modules may use of calls: the ICE servers (STUN, and TURN with time-limited coturn
// credentials) a browser is given, which circles' live rooms use as calls do.
export { type IceConfig, iceServersFor, iceTransportPolicyFor } from "./ice.ts";
