/**
 * BrainKing's rule-based seats: the bank bot, a reference player that needs no model, and the
 * rule-based oracle, which answers the question bank from the data set.
 */
import { Unparsed, type Agent, type AgentFactory } from '../../core/agent';
import { ENTITIES, QUESTIONS, entityNamed, type Entity, type Question } from './data';
import type { Move, OracleView, PlayerView } from './game';
import { findQuestion } from './match';
import { START_LEVEL } from './rules';

/** What the bank bot goes by: a player's view (or the same read off the page). */
export type Seen = Pick<PlayerView, 'mode' | 'start' | 'maxQuestions' | 'turns'>;

/** The bank bot's move: a bank question by its id, or its one guess. */
export type BankMove = { kind: 'ask'; questionId: string } | { kind: 'guess'; text: string };

/**
 * The entities the start concept allows: those with it at the mode's level (most specific in easy
 * and hard mode, the next in medium, the third in broad), else at any level; every entity when none has it.
 */
export function hypotheses(start: string | null, mode: PlayerView['mode']): Entity[] {
  if (start === null) return [...ENTITIES];
  const same = ENTITIES.filter((e) => e.concepts[START_LEVEL[mode]] === start);
  if (same.length) return same;
  const any = ENTITIES.filter((e) => e.concepts.includes(start));
  return any.length ? any : [...ENTITIES];
}

const entropy = (p: number) => (p <= 0 || p >= 1 ? 0 : -p * Math.log2(p) - (1 - p) * Math.log2(1 - p));

/**
 * The bank question whose answer splits the entities still possible most evenly (the most
 * expected information), or a guess when one is left, no question splits them, or the questions
 * have run out. The entities still possible are those the answers contradict least, so that a
 * misleading answer (hard mode) or an oracle straying from the data leaves some: tolerating up to
 * k contradictions instead was tried, and found fewer entities, since asking longer meets more of
 * the misleading answers, which hard mode puts on the later questions. The guess is the most
 * common of them.
 */
export function bankMove(view: Seen): BankMove {
  const known = view.turns.flatMap((t) => {
    const question = t.answer === null ? undefined : findQuestion(t.question);
    return question ? [{ id: question.id, yes: t.answer === 'yes' }] : [];
  });
  const contradictions = (e: Entity) => known.filter((k) => e.answers[k.id] !== k.yes).length;
  const candidates = hypotheses(view.start, view.mode);
  const fewest = Math.min(...candidates.map(contradictions));
  const possible = candidates.filter((e) => contradictions(e) === fewest);
  const guess: BankMove = { kind: 'guess', text: possible.reduce((a, b) => (b.commonness < a.commonness ? b : a)).name };
  if (possible.length === 1 || view.turns.length >= view.maxQuestions) return guess;
  const asked = new Set(known.map((k) => k.id));
  let chosen: Question | undefined;
  let most = 0;
  for (const question of QUESTIONS) {
    if (asked.has(question.id)) continue;
    const information = entropy(possible.filter((e) => e.answers[question.id]).length / possible.length);
    if (information > most + 1e-12) [chosen, most] = [question, information];
  }
  return chosen ? { kind: 'ask', questionId: chosen.id } : guess;
}

export const bankBot: AgentFactory = () =>
  ({
    info: { kind: 'bot', name: 'bank' },
    act: async (view: PlayerView) => bankMove(view),
  }) satisfies Agent<PlayerView>;

/**
 * The rule-based oracle's reply: the data's answer to a bank question, the similar entity's for
 * the setup's misleading questions; a guess the data cannot match is wrong. A question outside the
 * bank, or a game without an entity, is beyond it: it says so, as an attempt the game refuses.
 */
export function rulesReply(view: OracleView): Move | Unparsed {
  const asked = view.pending;
  const entity = view.entity === null ? undefined : entityNamed(view.entity);
  if (!entity) return new Unparsed('', 'The rule-based oracle answers about an entity of the data set: in classroom mode a person must answer.');
  if (asked?.kind === 'guess') return { kind: 'verdict', correct: false };
  if (!asked?.questionId) {
    return new Unparsed('', `The rule-based oracle answers only the questions of the bank, and "${asked?.question}" is not one of them: play a variant with the rule-based oracle, or seat a model or a person as the oracle.`);
  }
  const misleading = view.misleadingQuestions.includes(asked.questionId);
  const source = misleading ? entityNamed(view.similar!)! : entity;
  return { kind: 'answer', answer: source.answers[asked.questionId] ? 'yes' : 'no', misleading };
}

export const rulesOracle: AgentFactory = () =>
  ({
    info: { kind: 'bot', name: 'rules' },
    act: async (view: OracleView) => rulesReply(view),
  }) satisfies Agent<OracleView>;
