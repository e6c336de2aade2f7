// Emoji read for their meaning: each becomes a word the model can weigh ("emojipill"). They are weak
// signals (a 💊 is as often a cold as a plan); the model learns what company they need.

const EMOJI_WORDS: Record<string, string> = {
  "💊": "emojipill",
  "🔪": "emojiknife",
  "🗡": "emojiknife",
  "🪢": "emojirope",
  "🩸": "emojiblood",
  "⚰": "emojicoffin",
  "🪦": "emojigrave",
  "💀": "emojiskull",
  "☠": "emojiskull",
  "🥀": "emojiwilted",
  "😭": "emojisob",
  "😢": "emojicry",
  "😿": "emojicry",
  "😞": "emojisad",
  "😔": "emojisad",
  "😩": "emojiweary",
  "😫": "emojiweary",
  "🥺": "emojiplead",
  "💔": "emojiheartbreak",
  "🖤": "emojidark",
  "🌧": "emojirain",
  "🔫": "emojigun",
  "🌉": "emojibridge",
  "🏢": "emojibuilding",
  "🚆": "emojitrain",
  "🚂": "emojitrain",
  "🚄": "emojitrain",
  "🌊": "emojiwave",
  "🍾": "emojibottle",
  "🍺": "emojidrink",
  "🥃": "emojidrink",
  "👋": "emojiwave",
  "🙏": "emojipray",
  "😂": "emojilaugh",
  "🤣": "emojilaugh",
  "😆": "emojilaugh",
  "😅": "emojilaugh",
  "🙂": "emojismile",
  "😊": "emojismile",
  "😁": "emojismile",
  "❤": "emojiheart",
  "🫂": "emojihug",
  "🤕": "emojihurt",
  "😡": "emojiangry",
  "🤬": "emojiangry",
  "😰": "emojianxious",
  "😨": "emojianxious",
  "😱": "emojiscared",
  "😴": "emojisleep",
  "🥱": "emojisleep",
  "🎮": "emojigame",
  "🎬": "emojifilm",
  "🍳": "emojicook",
  "🤒": "emojisick",
  "🤧": "emojisick",
  "🌡": "emojisick",
  "📚": "emojistudy",
  "🕛": "emojiclock",
  "⏰": "emojiclock",
  "🌙": "emojinight",
  "🌚": "emojinight",
  "🚪": "emojidoor",
  "😶": "emojiblank",
  "🫠": "emojimelt",
  "🙃": "emojiupside",
};

const EMOJI_RE = new RegExp(
  `(${Object.keys(EMOJI_WORDS)
    .sort((a, b) => b.length - a.length)
    .join("|")})\\uFE0F?`,
  "gu",
);

/** Writes each known emoji as its word, with spaces around it, so normalisation keeps it. */
export function emojiAsWords(text: string): string {
  // Fast path: no character outside the Basic Multilingual Plane's text blocks, nothing to map.
  if (!/[\u2600-\u27BF\u{1F000}-\u{1FAFF}]/u.test(text)) return text;
  return text.replace(EMOJI_RE, (m) => ` ${EMOJI_WORDS[m.replace(/\uFE0F/gu, "")] ?? ""} `);
}

/** The words emoji are read as (for tests and the decision record). */
export const EMOJI_WORD_LIST: readonly string[] = [...new Set(Object.values(EMOJI_WORDS))];

/**
 * Emoji with a weight of their own, and sad faces: a whole message of small talk beside one of them (an
 * apology, an everyday reply) is the model's to read (apology.ts, everyday-reply.ts).
 */
export const HEAVY_EMOJI = /[💊🔪🗡🪢🩸⚰🪦💀☠🥀🔫🌉🚆🚂🚄🌊😭😢😿😞😔😩😫🥺💔🖤🤕🙁☹😟😥😓⏳🕙]/u;
