/**
 * The rule-based seats: a reference player that asks a bundled puzzle's key questions, and the
 * rule-based judge, a stand-in for a model judge on the written data (it knows only the key
 * questions' answers, not the story).
 */
import { Unparsed, type Agent, type AgentFactory } from '../../core/agent';
import { puzzleWithSurface } from './data';
import { isYesNoQuestion, matchKeyQuestions } from './match';
import { answerFromStory, factsOf, type Story } from './reading';
import type { JudgeView, Move, PlayerView, PuzzleRecord, Reply, StoryNode } from './types';

/** What the reference player asks once the key questions are used up and questions are left. */
export const FILLER_QUESTION = 'Is there anything more to the story that I have not asked about?';

/** The story tree's nodes in pre-order, aligned with the puzzle's key questions. */
const nodesOf = (puzzle: PuzzleRecord) => {
  const walk = (node: StoryNode): StoryNode[] => [node, ...node.children.flatMap(walk)];
  return puzzle.story_tree.children.flatMap(walk);
};

/**
 * The reference player's move: the puzzle's key questions in order, then (in AR-Bench's loop,
 * which asks every question) a filler question; then the core sentence followed by the facts of
 * the key questions the judge answered Yes or No. It knows the bundled puzzles, not the view alone:
 * it is a reference line, not a fair player.
 */
export function keyQuestionMove(view: PlayerView): Move | Unparsed {
  const puzzle = puzzleWithSurface(view.surface);
  if (!puzzle) return new Unparsed('', 'The key-question bot knows only the bundled puzzles: seat a model or a person as the player of an imported one.');
  const asked = view.turns.length;
  const keys = puzzle.key_question;
  const done = asked >= view.maxQuestions || (asked >= keys.length && view.earlyExplanation);
  if (!done) return { kind: 'ask', question: keys[asked] ?? FILLER_QUESTION };
  const nodes = nodesOf(puzzle);
  const facts = keys.flatMap((key, i) => {
    const reply = view.turns.find((t) => t.question === key)?.reply;
    return (reply === 'Yes' || reply === 'No') && nodes[i]?.key_question === key ? [nodes[i]!.value] : [];
  });
  return { kind: 'explain', text: [puzzle.core_sentence, ...facts].join(' ') };
}

export const keyQuestionPlayer: AgentFactory = () =>
  ({
    info: { kind: 'bot', name: 'key-questions' },
    act: async (view: PlayerView) => keyQuestionMove(view),
  }) satisfies Agent<PlayerView>;

/**
 * The rule-based judge's reply: its fixed sentence to what is not a yes-or-no question; the data's
 * answer to a question it matches to a key question by words (Yes for an imported puzzle, whose
 * key questions restate facts of the story, as AR-Bench's do); Unknown to anything else. The key
 * questions it matched so far are the ones resolved. It gives no verdict on an explanation.
 */
export const rulesReply = (view: JudgeView): Move => ruleJudging(view, (_, key) => (key ? (key.answer ?? 'Yes') : 'Unknown'));

/**
 * A rule judging a view: no verdict on an explanation, not-a-question where it is none, else `reply`
 * to the question given the key question it matches first; every key question matched is resolved.
 */
function ruleJudging(view: JudgeView, reply: (question: string, key: JudgeView['keyQuestions'][number] | undefined) => Reply): Move {
  const asked = view.pending;
  if (asked?.kind === 'explanation') return { kind: 'verdict', verdict: 'none' };
  const question = asked?.question ?? '';
  if (!isYesNoQuestion(question)) return { kind: 'answer', reply: 'not-a-question', resolved: view.resolved };
  const matched = matchKeyQuestions(question, view.keyQuestions.map((k) => k.text));
  const key = matched[0] === undefined ? undefined : view.keyQuestions[matched[0] - 1];
  return { kind: 'answer', reply: reply(question, key), resolved: [...new Set([...view.resolved, ...matched])].sort((a, b) => a - b) };
}

export const rulesJudge: AgentFactory = () =>
  ({
    info: { kind: 'bot', name: 'rules' },
    act: async (view: JudgeView) => rulesReply(view),
  }) satisfies Agent<JudgeView>;

/** What the story judge knows of the story in a judge's view: a bundled puzzle's tree and flags besides its bottom. */
function storyOf(view: JudgeView): Story {
  const puzzle = puzzleWithSurface(view.surface);
  const bundled = puzzle?.bottom === view.bottom ? puzzle : undefined;
  return {
    surface: view.surface,
    facts: factsOf(view.bottom, view.keyQuestions, bundled ? nodesOf(bundled).map((n) => n.value) : []),
    someoneDies: bundled?.someone_dies ?? null,
    supernatural: bundled?.supernatural ?? null,
  };
}

/**
 * The story judge's reply, for people: a matched key question's answer, as the rule-based judge
 * gives it; else the answer a reading of the story gives (reading.ts); else Unknown, which the board
 * says in words as "I can't tell". It gives no verdict on an explanation.
 */
export const storyReply = (view: JudgeView): Move =>
  ruleJudging(view, (question, key) => key?.answer ?? answerFromStory(question, storyOf(view)) ?? 'Unknown');

export const storyJudge: AgentFactory = () =>
  ({
    info: { kind: 'bot', name: 'story' },
    act: async (view: JudgeView) => storyReply(view),
  }) satisfies Agent<JudgeView>;
