/**
 * The hard-mode BrainKing episode a judge reviews, and the facts computed from it: which answers
 * misled, what the player asked after each, and how the final guess relates to the misleading
 * answers. An episode is played here from the seed (the bank bot against the rule-based oracle)
 * or taken from a finished BrainKing record.
 */
import type { Json } from '../../core/record';
import { bankMove, rulesReply } from '../brainking/bots';
import { entityNamed, type Entity } from '../brainking/data';
import { brainking, setupFor, type OracleView, type Params, type PlayerView, type State } from '../brainking/game';
import { findEntity, normalise } from '../brainking/match';
import { MAX_QUESTIONS, MISLEADING_RANGE, type Answer } from '../brainking/rules';

/** One question of the episode with its answer, and whether the answer misled. */
export interface JudgedTurn {
  [key: string]: Json;
  number: number;
  question: string;
  /** The bank question it is, when it is one. */
  questionId: string | null;
  answer: Answer;
  misleading: boolean;
}

/** A finished hard-mode BrainKing episode, as the judge reads it. */
export interface JudgedEpisode {
  [key: string]: Json;
  entity: string;
  /** The similar entity whose answers misled. */
  similar: string;
  /** The concept the player started from. */
  start: string;
  turns: JudgedTurn[];
  /** The player's one guess; null when it made none. */
  guess: string | null;
  correct: boolean;
  /** The BrainKing record's id, when the episode came from a file; null when played from the seed. */
  source: string | null;
}

/** What the player asked after one misleading answer. */
export interface MisleadingFact {
  number: number;
  question: string;
  /** The answer given, which is the similar entity's. */
  given: Answer;
  /** The entity's own answer, where the data has it (a bank question). */
  truth: Answer | null;
  /** The questions asked after it, with their answers. */
  askedAfter: { number: number; question: string; answer: Answer }[];
  /** Whether the player asked the same question again later, a sign that it doubted the answer. */
  askedAgain: boolean;
}

export interface Facts {
  misleading: MisleadingFact[];
  /** Whether the final guess names the similar entity. */
  guessedSimilar: boolean;
  /**
   * Whether the entity the guess names answers every misleading bank question as the misleading
   * answer did (so the guess follows them); null when the guess names no entity of the set, or
   * no bank question misled.
   */
  guessFitsMisleading: boolean | null;
}

const yes = (value: boolean): Answer => (value ? 'yes' : 'no');

export function factsOf(episode: JudgedEpisode): Facts {
  const entity = entityNamed(episode.entity);
  const misleading = episode.turns.flatMap((turn): MisleadingFact[] => {
    if (!turn.misleading) return [];
    const later = episode.turns.filter((t) => t.number > turn.number);
    const known = turn.questionId !== null ? entity?.answers[turn.questionId] : undefined;
    return [{
      number: turn.number,
      question: turn.question,
      given: turn.answer,
      truth: known === undefined ? null : yes(known),
      askedAfter: later.map(({ number, question, answer }) => ({ number, question, answer })),
      askedAgain: later.some((t) => normalise(t.question) === normalise(turn.question)),
    }];
  });
  const guessed = episode.guess === null ? undefined : findEntity(episode.guess);
  const bankMisleading = episode.turns.filter((t) => t.misleading && t.questionId !== null);
  return {
    misleading,
    guessedSimilar: guessed?.name === episode.similar,
    guessFitsMisleading:
      guessed && bankMisleading.length ? bankMisleading.every((t) => yes(guessed.answers[t.questionId!] === true) === t.answer) : null,
  };
}

/** The episode a finished BrainKing state tells, for a hard-mode game about an entity of the set. */
export function episodeOf(state: State, source: string | null): JudgedEpisode {
  const { entity, similar, start } = state.setup;
  if (entity === null || similar === null || start === null) throw new Error('a game without an entity of the set has nothing to mislead about.');
  return {
    entity,
    similar,
    start,
    turns: state.turns.flatMap((t) => (t.answer === null ? [] : [{ number: t.number, question: t.question, questionId: t.questionId, answer: t.answer, misleading: t.misleading }])),
    guess: state.guess?.text ?? null,
    correct: state.guess?.correct === true,
    source,
  };
}

/**
 * Why an episode to judge is not one BrainKing's data and rules could give, in a sentence, or null:
 * its entity must be one of the data, with the data's similar entity and hard-mode start, and its
 * `correct` must be what its guess is (a guess that names an entity of the set is right only when
 * it names the entity; no guess is wrong). A guess naming no entity was judged by the game's
 * oracle, whose verdict stands. Its answers are not checked: a model or a person may have answered.
 */
export function episodeProblem({ entity: name, similar, start, guess, correct }: JudgedEpisode): string | null {
  const entity = entityNamed(name);
  if (!entity) return `its game is about "${name}", which is not an entity of BrainKing's data.`;
  const data = setupFor(entity, hardParams(MISLEADING_RANGE.min));
  if (similar !== data.similar) return `its game gives ${name} the similar entity "${similar}", where the data gives ${data.similar}.`;
  if (start !== data.start) return `its game about ${name} starts from "${start}", where hard mode starts from ${data.start}.`;
  const named = guess === null ? undefined : findEntity(guess);
  const right = guess === null ? false : named ? named.name === name : null;
  if (right !== null && right !== correct) {
    return `it marks ${guess === null ? 'a game without a guess' : `the guess "${guess}"`} ${correct ? 'right' : 'wrong'}, which for ${name} is ${right ? 'right' : 'wrong'}.`;
  }
  return null;
}

/** The hard-mode params of a BrainKing game with `misleading` misleading answers and the rule-based oracle. */
export const hardParams = (misleading: number): Params => ({ mode: 'hard', misleading, oracle: 'rules', maxQuestions: MAX_QUESTIONS });

/** A hard-mode BrainKing episode about `entity`: the bank bot asks and guesses, the rule-based oracle answers. Both are deterministic. */
export function playHard(entity: Entity, misleading: number): JudgedEpisode {
  const params = hardParams(misleading);
  let state = brainking.init(params, setupFor(entity, params));
  for (let seat = brainking.current(state); seat !== null; seat = brainking.current(state)) {
    const view = brainking.view(state, seat);
    const move = seat === 'player' ? bankMove(view as PlayerView) : rulesReply(view as OracleView);
    const checked = brainking.validate(state, seat, move);
    // The bank bot asks only bank questions, which the rule-based oracle always answers.
    if (!checked.ok) throw new Error(`The bank bot and the rule-based oracle could not play ${entity.name}: ${checked.reason}`);
    state = brainking.apply(state, seat, checked.move).state;
  }
  return episodeOf(state, null);
}
