import { createContext, useContext } from "react";

/**
 * True inside the signed-in member's frame (app/layouts/public-frame.tsx): a public page a member also
 * uses (a tool, the challenge, Invite friends) then leaves out the visitors' header and footer, so the
 * member keeps one frame, with the bell and the bottom tabs, everywhere they are signed in.
 */
export const MemberFrameContext = createContext(false);

export const useInMemberFrame = () => useContext(MemberFrameContext);
