// The words the challenges module writes itself: catalog texts, English ids.

/** The gentle in-app reminder on the morning the next day opens ({day}: its number). */
export const CHALLENGE_REMINDER_MSG = {
  nextDayOpen: "Day {day} of your 5-Day Anxiety Challenge is open. A few calm minutes, whenever you are ready.",
} as const;
