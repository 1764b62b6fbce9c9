/**
 * BrainKing's rules and scores (Chen et al., 2024): a player finds a hidden entity with at most 20
 * yes-or-no questions, starting from a concept it belongs to; in hard mode some answers are the
 * ones a similar entity would get.
 */
import { QUESTIONS, type Entity } from './data';

/**
 * `easy`: the start is the entity's most specific concept; `medium`: the next, broader one;
 * `hard`: the most specific one, and k misleading answers; `broad`: the third concept, broader
 * still, with truthful answers (the paper's hard starting point, its Table 4).
 */
export type Mode = 'easy' | 'medium' | 'hard' | 'broad';
export const MODES: readonly Mode[] = ['easy', 'medium', 'hard', 'broad'];

/**
 * Who answers, and what they may be asked:
 * `rules`: the rule-based oracle answers from the data, so only question-bank questions may be
 * asked, and a guess is right only when it names the entity;
 * `open`: an oracle that knows the entity (a model or a person) answers any question, and judges a
 * guess that names no entity of the set;
 * `classroom`: no entity is drawn: a person thinks of anything, answers and judges the guess.
 */
export type OracleKind = 'rules' | 'open' | 'classroom';
export const ORACLE_KINDS: readonly OracleKind[] = ['rules', 'open', 'classroom'];

export type Answer = 'yes' | 'no';

/** BrainKing's question allowance. */
export const MAX_QUESTIONS = 20;

/** The paper's rounds for an episode that did not find the entity. */
export const FAILED_ROUNDS = 30;

/** The paper's range for the number of misleading answers in hard mode. */
export const MISLEADING_RANGE = { min: 2, max: 4 } as const;

/** Which of an entity's concepts (most specific first) the player starts from, by mode. */
export const START_LEVEL: Record<Mode, number> = { easy: 0, hard: 0, medium: 1, broad: 2 };

/** The concept the player starts from: the most specific in easy and hard mode, the next in medium, the third in broad. */
export function startConcept(entity: Entity, mode: Mode): string {
  return entity.concepts[START_LEVEL[mode]]!;
}

/**
 * The bank questions whose answers mislead in hard mode: the `k` latest of the bank (its later
 * questions are the more detailed ones, which the paper prefers) on which the entity and its
 * similar entity differ. Fewer when they differ on fewer.
 */
export function misleadingQuestions(entity: Entity, similar: Entity, k: number): string[] {
  const differing = QUESTIONS.filter((q) => entity.answers[q.id] !== similar.answers[q.id]).map((q) => q.id);
  return k > 0 ? differing.slice(-k) : [];
}

/**
 * The paper's rounds: the questions asked before the correct guess, which is not itself counted
 * (Chen et al. 2024, Tables 2-5: rounds are the questions asked, 30 for a failed episode);
 * `FAILED_ROUNDS` when the episode failed: a wrong guess, or none.
 */
export function rounds(correct: boolean, questions: number): number {
  return correct ? questions : FAILED_ROUNDS;
}

/**
 * The paper's win rates over a set of episodes: accuracy win rate = 100 × accuracy; rounds win
 * rate = 100 / mean rounds; total win rate = their mean. Computed here over the pooled episodes
 * of a run or of several; note that the paper's overall accuracy win rates do not equal the mean
 * of its per-mode accuracies, so how it pooled its modes is not known.
 */
export function winRates(accuracy: number, meanRounds: number): { accuracy: number; rounds: number; total: number } {
  const rates = { accuracy: 100 * accuracy, rounds: 100 / meanRounds };
  return { ...rates, total: (rates.accuracy + rates.rounds) / 2 };
}
