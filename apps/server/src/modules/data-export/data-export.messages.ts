// The email that says a member's data export is ready, in their language.

export const EXPORT_EMAIL_MSG = {
  subject: "Your Saathi data is ready to download",
  text: "Hello {name},\n\nThe copy of your data you asked for is ready. Download it within 24 hours from Settings, under 'Download my data':\n{url}/settings#download\n\nOnly you can download it, after signing in. If you did not ask for this, please change your password.\n\nSaathi",
} as const;

/**
 * The readable page inside the zip (index.html), in the member's language. The headings
 * of the kinds are DATA_EXPORT_STEP_TEXT (contract); file names and JSON keys stay as they are (data).
 */
export const EXPORT_PAGE_TEXT = {
  title: "Your Saathi data — {name}",
  heading: "Your Saathi data",
  made: "{name} · made {date}",
  intro:
    "Each section is also a JSON file in this folder, for other apps. Mood check-ins are kept only in the browser you used, never in your account, so they are not here.",
  contents: "Contents",
  posts: "Posts",
  postsAlsoIn: "Also in posts.json; images in posts/images/",
  alsoIn: "Also in {file}",
  nothingHere: "Nothing here.",
  imageAlt: "Image of this post",
  imageUnreadable: "An image of this post could not be read: {file}",
} as const;

/** Notes said above some kinds of data on the readable page. */
export const EXPORT_NOTE_TEXT = {
  follows: "status 'pending' is a follow request not yet accepted.",
  chats: "Your own messages in each conversation; the other person is named only.",
  peerCircles:
    "The circles you joined, under your circle nickname, and your own messages of the last 7 days (older ones are erased). Your listener course quiz and listener status are here too.",
  journal: "Mood check-ins are kept only in the browser you used, so they are not in this download.",
  payments: "Amounts are in paise (1/100 of a rupee).",
  fhirScores:
    "The same questionnaire results as in assessments.json, in FHIR R4, the form health records use, so another app or clinic can read them.",
  carePlan:
    "Your counsellor's private notes are not in this download. Under the Mental Healthcare Act 2017 (section 25) you may ask for your basic medical records through Grievances in Settings; your counsellor may hold back a part that could seriously harm you or someone else.",
} as const;
