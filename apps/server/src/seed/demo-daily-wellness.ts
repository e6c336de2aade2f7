// Demo content of the Daily Wellness Broadcast: seven short pieces in English and Hindi, one
// for each of the last seven days (India time), each with a practice from the demo audio. Run at every
// start: a day that already has a piece keeps it, so a demo left running for weeks gains the missing days.
import type { Db } from "../platform/db/client.ts";
import { dailyWellnessPieces } from "../platform/db/schema/community.ts";

type Piece = { titleEn: string; bodyEn: string; titleHi: string; bodyHi: string; audio: string };

export const DEMO_PIECES: Piece[] = [
  {
    titleEn: "One slow breath",
    bodyEn:
      "Before you reach for your phone, take one slow breath: in for four, out for six. A longer out-breath tells your body it is safe. That is all for today, and it is enough.",
    titleHi: "एक धीमी साँस",
    bodyHi:
      "फ़ोन उठाने से पहले एक धीमी साँस लीजिए: चार तक अंदर, छह तक बाहर। लंबी साँस छोड़ना शरीर को बताता है कि वह सुरक्षित है। आज के लिए बस इतना, और यह काफ़ी है।",
    audio: "/demo-media/meditation-1.mp3",
  },
  {
    titleEn: "Name what you feel",
    bodyEn:
      "Put a name to what you feel right now: tired, worried, hopeful, flat. Naming a feeling does not make it bigger; it gives you a little room around it.",
    titleHi: "जो महसूस हो, उसे नाम दीजिए",
    bodyHi:
      "अभी जो महसूस हो रहा है उसे एक नाम दीजिए: थकान, चिंता, उम्मीद, खालीपन। भावना को नाम देने से वह बड़ी नहीं होती; उसके आसपास थोड़ी जगह बन जाती है।",
    audio: "/demo-media/meditation-2.mp3",
  },
  {
    titleEn: "Five things you can see",
    bodyEn:
      "When your thoughts race, look around and find five things you can see, four you can touch, three you can hear. The present moment is a steady place to stand.",
    titleHi: "पाँच चीज़ें जो आप देख सकते हैं",
    bodyHi:
      "जब विचार तेज़ी से दौड़ें, तो चारों ओर देखिए: पाँच चीज़ें जो दिखती हैं, चार जिन्हें छू सकते हैं, तीन जो सुनाई देती हैं। यह पल खड़े होने की एक स्थिर जगह है।",
    audio: "/demo-media/meditation-3.mp3",
  },
  {
    titleEn: "A kind word to yourself",
    bodyEn:
      "Think of what you would say to a friend having your day. Now say it to yourself, in the same voice. Kindness is not a reward for doing well; it helps you do well.",
    titleHi: "ख़ुद से एक प्यारी बात",
    bodyHi:
      "सोचिए, आपके जैसा दिन बिता रहे किसी दोस्त से आप क्या कहते। अब वही बात उसी लहजे में ख़ुद से कहिए। दया अच्छा करने का इनाम नहीं है; यह अच्छा करने में मदद करती है।",
    audio: "/demo-media/music-1.mp3",
  },
  {
    titleEn: "One small step",
    bodyEn:
      "Pick one small thing you have been putting off, something that takes five minutes. Do only that. Small steps count, and they add up.",
    titleHi: "एक छोटा क़दम",
    bodyHi:
      "कोई एक छोटा काम चुनिए जिसे आप टालते आ रहे हैं, जो पाँच मिनट में हो जाए। बस वही कीजिए। छोटे क़दम भी गिने जाते हैं, और वे जुड़ते जाते हैं।",
    audio: "/demo-media/music-2.mp3",
  },
  {
    titleEn: "Worry has a time",
    bodyEn:
      "Give your worries fifteen minutes this evening. Write them down then. When one comes earlier, tell it kindly: not now, at seven. Worries keep better on paper.",
    titleHi: "चिंता का एक समय",
    bodyHi:
      "आज शाम अपनी चिंताओं को पंद्रह मिनट दीजिए और तब उन्हें लिख लीजिए। अगर कोई पहले आ जाए, तो प्यार से कहिए: अभी नहीं, सात बजे। चिंताएँ काग़ज़ पर बेहतर रहती हैं।",
    audio: "/demo-media/meditation-4.mp3",
  },
  {
    titleEn: "Reach out",
    bodyEn:
      "Send one message today to someone you trust, even just to say hello. Connection does not have to be a big conversation. If things feel heavy, Tele-MANAS is there at 14416, any hour.",
    titleHi: "किसी से जुड़िए",
    bodyHi:
      "आज किसी भरोसेमंद व्यक्ति को एक संदेश भेजिए, चाहे बस नमस्ते कहने के लिए। जुड़ाव के लिए बड़ी बातचीत ज़रूरी नहीं। अगर मन भारी लगे, तो टेली-मानस 14416 पर हर समय उपलब्ध है।",
    audio: "/demo-media/music-3.mp3",
  },
];

const indiaDay = (d: Date) =>
  new Intl.DateTimeFormat("en-CA", {
    timeZone: "Asia/Kolkata",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).format(d);

/** One piece for each of the last seven days (today included), the same piece always on the same date. */
export async function seedDemoDailyWellness(db: Db, now = new Date()): Promise<void> {
  for (let back = 0; back < DEMO_PIECES.length; back++) {
    const day = indiaDay(new Date(now.getTime() - back * 86_400_000));
    const p = DEMO_PIECES[Math.floor(Date.parse(day) / 86_400_000) % DEMO_PIECES.length] as Piece;
    await db
      .insert(dailyWellnessPieces)
      .values({
        publishOn: day,
        titleEn: p.titleEn,
        bodyEn: p.bodyEn,
        titleHi: p.titleHi,
        bodyHi: p.bodyHi,
        audioUrl: p.audio,
      })
      .onConflictDoNothing();
  }
}
