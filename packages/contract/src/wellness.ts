// The wellness hub's sample content and timings (spec §2 Wellness, §3 Samples, §9 constants).
// Meditation bells and music tracks are real audio made by scripts/make-demo-media.mjs, served at
// /demo-media/.

export const WELLNESS = {
  /** Desktop course carousel: one full continuous scroll takes this long. */
  carouselMs: 15_000,
  meditationShown: 4,
  musicShown: 5,
  yogaWindow: 8,
  yogaTickMs: 1000,
  peersSkeletonMs: 2000,
  cardsSkeletonMs: 2000,
} as const;

export interface MeditationSample {
  number: number;
  title: string;
  imageUrl: string;
  time: string;
  weekdays: string;
  isLive: boolean;
  audioUrl: string;
}

const img = (name: string) => `/wellness/${name}.svg`;

export const MEDITATION_SAMPLES: MeditationSample[] = [
  ["Morning Calm", "6:30 AM", "Mon – Fri", true],
  ["Breath Awareness", "7:00 AM", "Daily", true],
  ["Loving Kindness", "8:00 AM", "Sat, Sun", false],
  ["Midday Reset", "1:00 PM", "Mon – Fri", false],
  ["Letting Go of Worry", "6:00 PM", "Tue, Thu", true],
  ["Body Scan for Sleep", "9:30 PM", "Daily", false],
  ["Gratitude Pause", "7:30 PM", "Wed, Fri", false],
  ["Yoga Nidra", "10:00 PM", "Sun", true],
].map(([title, time, weekdays, isLive], i) => ({
  number: i + 1,
  title: title as string,
  imageUrl: img(`meditation-${(i % 4) + 1}`),
  time: time as string,
  weekdays: weekdays as string,
  isLive: isLive as boolean,
  audioUrl: `/demo-media/meditation-${i + 1}.mp3`,
}));

export interface YogaStyle {
  id: string;
  title: string;
  description: string;
  imageUrl: string;
}

export const YOGA_STYLES: YogaStyle[] = [
  ["hatha", "Hatha Yoga", "Slow postures held with steady breath."],
  ["vinyasa", "Vinyasa Flow", "Movement linked to each breath."],
  ["yin", "Yin Yoga", "Long, quiet holds that release deep tension."],
  ["restorative", "Restorative", "Supported rest for tired bodies."],
  ["pranayama", "Pranayama", "Breathing practices to steady the mind."],
  ["surya", "Surya Namaskar", "The sun salutation, one round at a time."],
  ["chair", "Chair Yoga", "Gentle stretches you can do sitting down."],
  ["nidra", "Yoga Nidra", "Guided deep relaxation lying down."],
  ["kundalini", "Kundalini", "Breath, sound and movement together."],
  ["iyengar", "Iyengar", "Careful alignment with props."],
  ["prenatal", "Prenatal", "Kind movement for expecting mothers."],
  ["desk", "Desk Stretch", "Five minutes for stiff necks and backs."],
].map(([id, title, description], i) => ({
  id: id as string,
  title: title as string,
  description: description as string,
  imageUrl: img(`yoga-${(i % 4) + 1}`),
}));

export interface MusicTrack {
  id: number;
  musicName: string;
  musicDescription: string;
  musicSrc?: string;
}

export const MUSIC_TRACKS: MusicTrack[] = [
  ["Still Water", "Soft chords for slowing down."],
  ["Evening Light", "Warm tones for the end of a long day."],
  ["Open Sky", "Spacious sound for clearing your head."],
  ["Deep Roots", "Low, steady hum for grounding."],
  ["Monsoon Window", "Gentle swells like rain on glass."],
  ["Quiet Courage", "A calm pulse before a hard moment."],
  ["Soft Landing", "Easing into rest."],
  ["Long Exhale", "Music to breathe out to."],
  ["Morning Chai", "A slow start to the day."],
  ["Kind Mind", "For moments of self-doubt."],
  ["Night Garden", "Drifting towards sleep."],
  ["Home", "Safe and unhurried."],
].map(([musicName, musicDescription], i) => ({
  id: i + 1,
  musicName: musicName as string,
  musicDescription: musicDescription as string,
  musicSrc: `/demo-media/music-${i + 1}.mp3`,
}));

export interface PeerSample {
  id: number;
  name: string;
  topic: string;
  language: string;
  mode: "Voice" | "Chat";
}

export const PEER_SAMPLES: PeerSample[] = [
  ["Ananya", "Depression", "English", "Voice"],
  ["Rahul", "Anxiety", "Hindi", "Chat"],
  ["Fatima", "Loneliness", "English", "Voice"],
  ["Karthik", "Work stress", "Kannada", "Chat"],
  ["Priya", "Relationships", "Hindi", "Voice"],
  ["Arjun", "Exam pressure", "English", "Chat"],
  ["Neha", "Grief", "Marathi", "Voice"],
  ["Vikram", "Sleep", "Hindi", "Chat"],
  ["Sara", "Self-worth", "English", "Voice"],
  ["Dev", "Anger", "Hindi", "Chat"],
].map(([name, topic, language, mode], i) => ({
  id: i + 1,
  name: name as string,
  topic: topic as string,
  language: language as string,
  mode: mode as "Voice" | "Chat",
}));

/** The yoga strip shows `size` styles starting at `start`, wrapping around the list. */
export function windowOf<T>(items: readonly T[], start: number, size: number): T[] {
  if (items.length === 0) return [];
  const n = Math.min(size, items.length);
  return Array.from({ length: n }, (_, i) => items[(start + i) % items.length] as T);
}

/**
 * The words of the samples above, for the catalogs; people's names stay as they are.
 * The web shows them translated through the contract catalog.
 */
export const WELLNESS_TEXT = {
  meditation: MEDITATION_SAMPLES.map((m) => ({ title: m.title, weekdays: m.weekdays })),
  yoga: YOGA_STYLES.map((y) => ({ title: y.title, description: y.description })),
  music: MUSIC_TRACKS.map((m) => ({ name: m.musicName, description: m.musicDescription })),
  peers: PEER_SAMPLES.map((p) => ({ topic: p.topic, language: p.language, mode: p.mode })),
} as const;
