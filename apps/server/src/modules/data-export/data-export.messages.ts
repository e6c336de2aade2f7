// The email that says a member's data export is ready (issue 17), in their language (issue 18).

export const EXPORT_EMAIL_MSG = {
  subject: "Your Saathi data is ready to download",
  text: "Hello {name},\n\nThe copy of your data you asked for is ready. Download it within 24 hours from Settings, under 'Download my data':\n{url}/settings#download\n\nOnly you can download it, after signing in. If you did not ask for this, please change your password.\n\nSaathi",
} as const;
