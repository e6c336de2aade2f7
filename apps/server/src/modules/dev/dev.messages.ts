// The words the server answers with in this module: catalog texts, English ids.

export const DEV_SERVER_MSG = {
  noExpertWithExpertemail: "No expert with expertEmail",
  theMemberAndTheExpert: "The member and the expert must differ",
  theExpertAlreadyHasA: "The expert already has a session at that time",
  noAccountWithMemberemail: "No account with memberEmail",
} as const;
