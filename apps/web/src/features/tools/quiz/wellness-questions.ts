// The eight questions of the wellness quiz. Option keys are ordered from "needs care" to "going well".
// Texts are read in the language shown now (getters), never frozen when the module loads.
import { i18n, type MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";

export type QuestionId = "sleep" | "movement" | "connection" | "stress" | "screens" | "nature" | "purpose" | "help";

export interface QuizOption {
  key: string;
  label: string;
  /** 0 = the area needs the most care, 2 or 3 = going well. */
  score: number;
}

export interface QuizQuestion {
  id: QuestionId;
  text: string;
  options: readonly QuizOption[];
}

const option = (key: string, label: MessageDescriptor, score: number): QuizOption => ({
  key,
  score,
  get label() {
    return i18n._(label);
  },
});

export const QUIZ_QUESTIONS: readonly QuizQuestion[] = [
  {
    id: "sleep",
    get text() {
      return i18n._(msg`How many hours do you usually sleep at night?`);
    },
    options: [
      option("under5", msg`Less than 5 hours`, 0),
      option("5to6", msg`5 to 6 hours`, 1),
      option("7to9", msg`7 to 9 hours`, 2),
      option("irregular", msg`It changes a lot from night to night`, 0),
    ],
  },
  {
    id: "movement",
    get text() {
      return i18n._(msg`How often do you move your body for 20 minutes or more (walking counts)?`);
    },
    options: [
      option("rarely", msg`Rarely`, 0),
      option("1to2", msg`1 or 2 days a week`, 1),
      option("3plus", msg`3 or more days a week`, 2),
    ],
  },
  {
    id: "connection",
    get text() {
      return i18n._(msg`How often do you have a real conversation with someone you trust?`);
    },
    options: [
      option("rarely", msg`Hardly ever`, 0),
      option("sometimes", msg`Once a week or so`, 1),
      option("often", msg`Most days`, 2),
    ],
  },
  {
    id: "stress",
    get text() {
      return i18n._(msg`How stressed have you felt in the past two weeks?`);
    },
    options: [
      option("very", msg`Very stressed, most of the time`, 0),
      option("often", msg`Stressed quite often`, 1),
      option("some", msg`Sometimes, but it passes`, 2),
      option("calm", msg`Mostly calm`, 3),
    ],
  },
  {
    id: "screens",
    get text() {
      return i18n._(msg`How much time do you spend on screens outside work or study each day?`);
    },
    options: [
      option("5plus", msg`More than 5 hours`, 0),
      option("3to5", msg`3 to 5 hours`, 1),
      option("under3", msg`Less than 3 hours`, 2),
    ],
  },
  {
    id: "nature",
    get text() {
      return i18n._(msg`How often do you spend time outdoors or near greenery?`);
    },
    options: [
      option("rarely", msg`Rarely`, 0),
      option("weekly", msg`About once a week`, 1),
      option("often", msg`Most days`, 2),
    ],
  },
  {
    id: "purpose",
    get text() {
      return i18n._(msg`How often do you do something that feels meaningful or enjoyable to you?`);
    },
    options: [option("rarely", msg`Rarely`, 0), option("sometimes", msg`Sometimes`, 1), option("often", msg`Often`, 2)],
  },
  {
    id: "help",
    get text() {
      return i18n._(msg`If you were struggling, what would you most likely do?`);
    },
    options: [
      option("alone", msg`Keep it to myself`, 0),
      option("unsure", msg`I am not sure who I would talk to`, 0),
      option("friend", msg`Talk to a friend or family member`, 2),
      option("professional", msg`Reach out to a counsellor or helpline`, 2),
    ],
  },
];

/** The chosen option key of each question. */
export type QuizAnswers = Record<QuestionId, string>;
