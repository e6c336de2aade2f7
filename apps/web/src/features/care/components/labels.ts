// Words for the plan's kinds and states, as message descriptors (rendered with i18n._ at the time).
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { GoalStatus, HomeworkKind, HomeworkStatus } from "@saathi/contract/care-plan";

export const HOMEWORK_KIND_LABEL: Record<HomeworkKind, MessageDescriptor> = {
  bot_flow: msg`Health Bot conversation`,
  journal_prompt: msg`Journal prompt`,
  breathing: msg`Breathing exercise`,
  grounding: msg`Grounding exercise`,
  course_lesson: msg`Course lesson`,
  challenge_day: msg`Anxiety challenge day`,
  task: msg`Task`,
};

export const HOMEWORK_STATUS_LABEL: Record<HomeworkStatus, MessageDescriptor> = {
  assigned: msg`To do`,
  done: msg`Done`,
  not_done: msg`Not done`,
};

export const GOAL_STATUS_LABEL: Record<GoalStatus, MessageDescriptor> = {
  active: msg`In progress`,
  met: msg`Met`,
  dropped: msg`Set aside`,
};
