#!/usr/bin/env node
// Makes the demo wellness media (course videos and audio, meditation bells, music tracks, course
// thumbnails) from nothing but maths: animated gradients with a breathing circle, captions, and
// synthesised chords. The files are committed under apps/server/demo-media; run this only to change
// them:  FFMPEG=/path/to/ffmpeg node scripts/make-demo-media.mjs   (needs libx264, aac, libmp3lame,
// drawtext). Any static ffmpeg build works, e.g. `npm i @ffmpeg-installer/ffmpeg` in a scratch folder.
import { execFileSync } from "node:child_process";
import { mkdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const FFMPEG = process.env.FFMPEG ?? "ffmpeg";
const FONT = process.env.FONT ?? "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf";
const OUT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../apps/server/demo-media");
const only = process.argv[2];
mkdirSync(path.join(OUT, "courses"), { recursive: true });
mkdirSync(path.join(OUT, "samples"), { recursive: true });
/** Course files are private (lessons) or stored by the seed; samples are served as they are. */
const where = (file) => path.join(OUT, /^(meditation|music|saathi)-/.test(file) ? "samples" : "courses", file);

const run = (args) => execFileSync(FFMPEG, ["-hide_banner", "-loglevel", "error", "-y", ...args], { stdio: "inherit" });
const esc = (s) => s.replace(/\\/g, "\\\\").replace(/'/g, "\u2019").replace(/:/g, "\\:").replace(/,/g, "\\,");

/** A soft chord: three partials with slow swells (frequencies in Hz). */
const chord = (f, swell = 8) =>
  `0.11*sin(2*PI*${f[0]}*t)*(0.6+0.4*sin(2*PI*t/${swell}))+0.07*sin(2*PI*${f[1]}*t)+0.06*sin(2*PI*${f[2]}*t)*(0.5+0.5*sin(2*PI*t/${swell - 3}))`;
/** A bowl-like bell every `every` seconds over a quiet drone. */
const bell = (f, every) =>
  `0.25*sin(2*PI*${f}*t)*exp(-mod(t,${every})*0.7)+0.08*sin(2*PI*${f * 2.76}*t)*exp(-mod(t,${every})*1.4)+0.04*sin(2*PI*${f / 2}*t)`;
const fade = (d) => `afade=t=in:d=1.5,afade=t=out:st=${d - 2}:d=2`;

const PALETTES = {
  teal: ["20+25*sin(X/W*PI+T/4)", "95+35*sin(Y/H*PI+T/5)", "100+30*cos(X/W*PI-T/6)"],
  dusk: ["90+40*sin(X/W*PI+T/5)", "60+25*sin(Y/H*PI+T/4)", "120+35*cos(Y/H*PI-T/6)"],
  dawn: ["150+40*sin(X/W*PI+T/6)", "110+30*sin(Y/H*PI+T/4)", "90+30*cos(X/W*PI-T/5)"],
};

function video({ file, title, lines, palette = "teal", notes, seconds = 20 }) {
  const [r, g, b] = PALETTES[palette];
  const circle = "if(lt(hypot(X-W/2,Y-H/2-6),46+22*sin(2*PI*T/8)),1,0)";
  const per = seconds / lines.length;
  const captions = lines
    .map(
      (l, i) =>
        `drawtext=fontfile=${FONT}:text='${esc(l)}':fontcolor=white:fontsize=18:x=(w-text_w)/2:y=h-42:box=1:boxcolor=black@0.25:boxborderw=6:enable='between(t,${i * per},${(i + 1) * per})'`,
    )
    .join(",");
  const vf = [
    `color=c=black:s=480x270:r=12:d=${seconds}`,
    "format=rgb24",
    `geq=r='clip(${r}+105*${circle},0,255)':g='clip(${g}+100*${circle},0,255)':b='clip(${b}+90*${circle},0,255)'`,
    `drawtext=fontfile=${FONT}:text='${esc(title)}':fontcolor=white:fontsize=24:x=(w-text_w)/2:y=16`,
    captions,
  ].join(",");
  run([
    ...["-f", "lavfi", "-i", vf],
    ...["-f", "lavfi", "-i", `aevalsrc='${chord(notes)}':s=22050`],
    ...["-t", String(seconds), "-af", fade(seconds)],
    ...["-c:v", "libx264", "-preset", "slow", "-crf", "30", "-pix_fmt", "yuv420p", "-movflags", "+faststart"],
    ...["-c:a", "aac", "-b:a", "48k", "-ac", "1", where(file)],
  ]);
}

function audio({ file, expr, seconds = 30 }) {
  run([
    ...["-f", "lavfi", "-i", `aevalsrc='${expr}':s=22050`],
    ...["-t", String(seconds), "-af", fade(seconds), "-ac", "1", "-c:a", "libmp3lame", "-b:a", "48k"],
    where(file),
  ]);
}

/** A still for a course card: the first seconds of its intro, as WebP. */
function thumbnail(fromVideo, file) {
  run(["-ss", "4", "-i", where(fromVideo), "-frames:v", "1", "-c:v", "libwebp", "-q:v", "70", where(file)]);
}

const C = [220, 277.18, 329.63]; // A minor-ish
const F = [174.61, 220, 261.63]; // F major
const G = [196, 246.94, 293.66]; // G major
const D = [146.83, 220, 293.66]; // open fifth

const videos = [
  {
    file: "calm-foundations-intro.mp4",
    title: "Calm Foundations",
    palette: "teal",
    notes: C,
    lines: ["A gentle first week", "Breathe, notice and rest", "A few minutes a day", "Go at your own pace"],
  },
  {
    file: "calm-box-breathing.mp4",
    title: "Box breathing",
    palette: "teal",
    notes: F,
    lines: ["Breathe in for 4", "Hold for 4", "Breathe out for 4", "Hold for 4"],
  },
  {
    file: "calm-five-senses.mp4",
    title: "Five senses grounding",
    palette: "dawn",
    notes: G,
    lines: ["Notice 5 things you see", "4 things you can touch", "3 sounds, 2 smells", "1 thing you can taste"],
  },
  {
    file: "anxiety-work-intro.mp4",
    title: "Managing Anxiety at Work",
    palette: "dusk",
    notes: D,
    lines: [
      "Anxiety is not a weakness",
      "It is your body trying to help",
      "Learn to work with it",
      "One small step at a time",
    ],
  },
  {
    file: "anxiety-what-it-does.mp4",
    title: "What anxiety is doing for you",
    palette: "dusk",
    notes: C,
    lines: [
      "Your body prepares for danger",
      "Heart speeds, breath quickens",
      "Useful in a real emergency",
      "Tiring in a meeting",
    ],
  },
  {
    file: "anxiety-early-signs.mp4",
    title: "Spotting your early signs",
    palette: "dawn",
    notes: F,
    lines: ["Tight shoulders?", "Shallow breathing?", "Racing thoughts?", "Name it to tame it"],
  },
  {
    file: "saathi-demo.mp4",
    title: "Saathi",
    palette: "dawn",
    notes: G,
    seconds: 30,
    lines: [
      "Buddies who understand",
      "Counsellors in your language",
      "Private video and voice sessions",
      "Courses, music and meditation",
      "Free tools for hard days",
      "You are not alone",
    ],
  },
  {
    file: "anxiety-hard-conversation.mp4",
    title: "Planning the hard conversation",
    palette: "teal",
    notes: G,
    lines: [
      "Write the one thing you need",
      "Picture it going okay",
      "Breathe out slowly first",
      "You can ask for time",
    ],
  },
];
const audios = [
  { file: "calm-long-out-breath.mp3", expr: chord(F, 10) },
  { file: "calm-body-scan.mp3", expr: chord(C, 12) },
  { file: "anxiety-desk-reset.mp3", expr: chord(D, 9) },
  // Live meditation samples: a bell over a drone.
  ...[261.63, 293.66, 329.63, 349.23, 392, 440, 220, 246.94].map((f, i) => ({
    file: `meditation-${i + 1}.mp3`,
    expr: bell(f, 5 + (i % 3)),
    seconds: 20,
  })),
  // Music therapy tracks: twelve chords, slow swells.
  ...[
    C,
    F,
    G,
    D,
    [164.81, 207.65, 246.94],
    [185, 233.08, 277.18],
    [207.65, 261.63, 311.13],
    [130.81, 164.81, 196],
    [233.08, 293.66, 349.23],
    [155.56, 196, 233.08],
    [246.94, 311.13, 369.99],
    [138.59, 174.61, 207.65],
  ].map((f, i) => ({
    file: `music-${i + 1}.mp3`,
    expr: chord(f, 7 + (i % 5)),
    seconds: 24,
  })),
];

for (const v of videos) if (!only || v.file.includes(only)) video(v);
for (const a of audios) if (!only || a.file.includes(only)) audio(a);
thumbnail("calm-foundations-intro.mp4", "calm-foundations.webp");
thumbnail("anxiety-work-intro.mp4", "anxiety-work.webp");
console.log(`demo media written to ${OUT}`);
