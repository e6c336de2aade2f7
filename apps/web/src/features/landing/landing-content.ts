// What the landing page says (spec §2 Landing page). Plain data, so the page stays small.

export const STATS = [
  { value: "100+", label: "users" },
  { value: "100+", label: "experts" },
  { value: "24/7", label: "support" },
  { value: "95%", label: "satisfaction" },
];

export const FEATURES = [
  { title: "Buddy community", text: "Follow people who understand, share posts and cheer each other on." },
  { title: "Verified experts", text: "Counsellors who passed our onboarding, with real reviews and fees upfront." },
  { title: "Video and voice sessions", text: "Private one-hour calls in your browser, no app needed." },
  { title: "Wellness courses", text: "Short guided courses on calm, anxiety and sleep, free and paid." },
  { title: "Free self-help tools", text: "Journal, mood check-in, breathing and screening tests, no sign-up." },
  { title: "Private by design", text: "Private profiles, photos stripped of location, your results only yours." },
];

export const SUPPORT_AREAS = [
  { title: "Depression", text: "Low mood, loss of interest, feeling stuck." },
  { title: "Stress & Anxiety", text: "Worry, panic, exam and work pressure." },
  { title: "Relationship", text: "Family, partners, friendships and loneliness." },
  { title: "Work Challenges", text: "Burnout, conflict, career crossroads." },
];

export const FREE_TOOLS = [
  { to: "/daily-journal", title: "Daily Reflection Journal", text: "A gentle prompt and a private page." },
  { to: "/mood-checkin", title: "AI Mood Check-In", text: "Log today's mood and see your month." },
  { to: "/breathing-tool", title: "Breathing & Meditation", text: "Box and 4-7-8 breathing, guided." },
  { to: "/mental-health-tests", title: "Mental Health Tests", text: "PHQ-9, GAD-7 and WHO-5 self-checks." },
];

/** Spec §9: 12 testimonials, 3 per slide. (A 4000 ms interval is specified, but autoplay is never enabled.) */
export const TESTIMONIALS_PER_SLIDE = 3;
export const TESTIMONIALS = [
  [
    "Asha",
    "Bengaluru",
    "I booked a session at midnight during exams. The counsellor spoke Kannada with me. I slept that night.",
  ],
  ["Rohit", "Pune", "The breathing tool is the first thing I open before presentations now."],
  ["Meera", "Chennai", "Finding buddies who had been through the same loss made me feel less alone."],
  ["Imran", "Hyderabad", "I was scared of therapy. Seeing the fee and reviews upfront made it easier to try."],
  ["Sneha", "Mumbai", "The journal prompts are kind. Some days I only write one line, and that is fine."],
  ["Arjun", "Delhi", "My PHQ-9 score pushed me to talk to someone. Three months later I feel like myself again."],
  ["Lakshmi", "Kochi", "Video sessions from home meant I did not have to explain to anyone where I was going."],
  ["Farhan", "Lucknow", "The anxiety at work course gave me words for what my body was doing."],
  ["Priya", "Jaipur", "I keep my profile private, and nobody sees what I do not want them to."],
  ["Vikram", "Ahmedabad", "My counsellor helped me plan a hard talk with my father. It went better than I feared."],
  ["Neha", "Nagpur", "Music therapy tracks on my commute changed how my mornings feel."],
  ["Karan", "Chandigarh", "It is the first wellness app that did not make me feel like a case number."],
].map(([name, city, quote]) => ({ name: name as string, city: city as string, quote: quote as string }));
