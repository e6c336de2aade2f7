// The eight questions of the wellness quiz. Option keys are ordered from "needs care" to "going well".

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

export const QUIZ_QUESTIONS: readonly QuizQuestion[] = [
  {
    id: "sleep",
    text: "How many hours do you usually sleep at night?",
    options: [
      { key: "under5", label: "Less than 5 hours", score: 0 },
      { key: "5to6", label: "5 to 6 hours", score: 1 },
      { key: "7to9", label: "7 to 9 hours", score: 2 },
      { key: "irregular", label: "It changes a lot from night to night", score: 0 },
    ],
  },
  {
    id: "movement",
    text: "How often do you move your body for 20 minutes or more (walking counts)?",
    options: [
      { key: "rarely", label: "Rarely", score: 0 },
      { key: "1to2", label: "1 or 2 days a week", score: 1 },
      { key: "3plus", label: "3 or more days a week", score: 2 },
    ],
  },
  {
    id: "connection",
    text: "How often do you have a real conversation with someone you trust?",
    options: [
      { key: "rarely", label: "Hardly ever", score: 0 },
      { key: "sometimes", label: "Once a week or so", score: 1 },
      { key: "often", label: "Most days", score: 2 },
    ],
  },
  {
    id: "stress",
    text: "How stressed have you felt in the past two weeks?",
    options: [
      { key: "very", label: "Very stressed, most of the time", score: 0 },
      { key: "often", label: "Stressed quite often", score: 1 },
      { key: "some", label: "Sometimes, but it passes", score: 2 },
      { key: "calm", label: "Mostly calm", score: 3 },
    ],
  },
  {
    id: "screens",
    text: "How much time do you spend on screens outside work or study each day?",
    options: [
      { key: "5plus", label: "More than 5 hours", score: 0 },
      { key: "3to5", label: "3 to 5 hours", score: 1 },
      { key: "under3", label: "Less than 3 hours", score: 2 },
    ],
  },
  {
    id: "nature",
    text: "How often do you spend time outdoors or near greenery?",
    options: [
      { key: "rarely", label: "Rarely", score: 0 },
      { key: "weekly", label: "About once a week", score: 1 },
      { key: "often", label: "Most days", score: 2 },
    ],
  },
  {
    id: "purpose",
    text: "How often do you do something that feels meaningful or enjoyable to you?",
    options: [
      { key: "rarely", label: "Rarely", score: 0 },
      { key: "sometimes", label: "Sometimes", score: 1 },
      { key: "often", label: "Often", score: 2 },
    ],
  },
  {
    id: "help",
    text: "If you were struggling, what would you most likely do?",
    options: [
      { key: "alone", label: "Keep it to myself", score: 0 },
      { key: "unsure", label: "I am not sure who I would talk to", score: 0 },
      { key: "friend", label: "Talk to a friend or family member", score: 2 },
      { key: "professional", label: "Reach out to a counsellor or helpline", score: 2 },
    ],
  },
];

/** The chosen option key of each question. */
export type QuizAnswers = Record<QuestionId, string>;
