/** Query keys of the expert onboarding, from one place. */
export const onboardingKeys = {
  all: ["onboarding"] as const,
  state: () => onboardingKeys.all,
};
