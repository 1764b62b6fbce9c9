/**
 * How a model plays AsymPuzl, after the paper's protocol (its Appendix G) in Fogplay's words.
 * Every turn re-sends the whole state, read-only clues included, under the paper's headings:
 * the clues, the agent's own working hypothesis, the feedback, the recent conversation (its own
 * previous message, then its partner's latest) and the output format. As the paper found it
 * necessary (Appendix F), the prompt says that the partner receives only the message. `paper`
 * asks for free text ending in the JSON object; `json` asks for the object alone, under a schema.
 */
import type { Protocol } from '../../core/protocol';
import { COLORS, SHAPES } from './data';
import { parseJsonReply, parseReply } from './parse';
import { AGENT_NAMES, pieceLine } from './rules';
import type { View } from './types';

const ME = { alice: AGENT_NAMES.alice, bob: AGENT_NAMES.bob, solo: 'the solver' } as const;
const LETTER = { alice: 'A', bob: 'B' } as const;

/** The paper's example action. */
const EXAMPLE_ACTION = '{"replace": 1, "by": {"shape": "circle", "color": "red"}}';

/** The instructions, which the paper puts before the puzzle state. */
function instructions(view: View): string {
  const size = `${view.size} positions`;
  switch (view.seat) {
    case 'alice':
      return `You are ${ME.alice}. Together with ${ME.bob} you must solve a symbolic puzzle with ${size}: each position needs its correct (shape, color) pair.
You know the correct shape at every position, but not the colors. ${ME.bob} knows the correct color of every shape, but not the positions: it sees the shape–color pairs in a random order.
Each of you keeps its own working hypothesis of the puzzle, and neither sees the other's. Each turn you send ${ME.bob} a message and take actions on your own hypothesis. ${ME.bob} receives only your message: it does not see your actions, your clues or your hypothesis.
Communicate with ${ME.bob} and update your working hypothesis until the puzzle is solved. You have at most ${view.maxTurns} turns.`;
    case 'bob':
      return `You are ${ME.bob}. Together with ${ME.alice} you must solve a symbolic puzzle with ${size}: each position needs its correct (shape, color) pair.
You know the correct shape–color pairs, but in a random order: the position numbers in your clues are not the true positions. ${ME.alice} knows the correct order of the shapes, but not the colors.
Each of you keeps its own working hypothesis of the puzzle, and neither sees the other's. Each turn you send ${ME.alice} a message and take actions on your own hypothesis. ${ME.alice} receives only your message: it does not see your actions, your clues or your hypothesis.
Communicate with ${ME.alice} and update your working hypothesis until the puzzle is solved. You have at most ${view.maxTurns} turns.`;
    case 'solo':
      return `You must solve a symbolic puzzle with ${size}: each position needs its correct (shape, color) pair.
You have all the information: the correct shape at every position, and the correct color of every shape. You have a single attempt, without feedback: take the actions that make your working hypothesis the solution.`;
  }
}

/** The read-only clues, re-sent every turn "so that the agents always have a way to recover their original information". */
function clues(view: View): string {
  switch (view.seat) {
    case 'alice':
      return view.clues.map((c) => pieceLine(c.position, { shape: c.shape, color: null })).join('\n');
    case 'bob':
      return view.clues.map((c, i) => pieceLine(i + 1, c)).join('\n');
    case 'solo':
      return `The shape at each position:\n${view.positions.map((c) => `Position ${c.position}: the ${c.shape}.`).join('\n')}\nThe color of each shape:\n${view.pairs.map((c) => `The ${c.shape} is ${c.color}.`).join('\n')}`;
  }
}

/** The last message each way, the agent's own first (as in the paper's example); none for the single agent. The text for no message yet is Fogplay's. */
function conversation(view: View): string {
  if (view.seat === 'solo') return '';
  const me = LETTER[view.seat];
  const partner = LETTER[view.seat === 'alice' ? 'bob' : 'alice'];
  const lines = [
    ...(view.history.own === null ? [] : [`${me}: ${view.history.own}`]),
    ...(view.history.partner === null ? [] : [`${partner}: ${view.history.partner}`]),
  ];
  return `\nRecent conversation:\n${lines.length ? lines.join('\n') : '(no messages yet)'}\n`;
}

/** The feedback section; absent in the mode without feedback. The paper gives no text for the first turn, before any comparison: this one is Fogplay's. */
function feedback(view: View): string {
  if (view.feedbackMode === 'none') return '';
  return `\nFeedback:\n${view.feedback ?? '(none yet: feedback comes at the end of each turn)'}\n`;
}

/** The puzzle state, sent whole every turn. */
function state(view: View): string {
  const hypothesis = view.hypothesis.map((piece, i) => pieceLine(i + 1, piece)).join('\n');
  return `# Puzzle State
Turn ${view.turn} of ${view.maxTurns}.

Initial clues:
${clues(view)}

Your current working hypothesis:
${hypothesis}
${feedback(view)}${conversation(view)}`;
}

const partnerOf = (view: View) => (view.seat === 'alice' ? ME.bob : ME.alice);

/** The paper's output format, in Fogplay's words. */
function paperFormat(view: View): string {
  const message = view.seat === 'solo'
    ? '- "message": leave it empty (no one receives it).'
    : `- "message": what you want to tell and ask ${partnerOf(view)} (the only thing ${partnerOf(view)} will receive).`;
  const actions = view.seat === 'solo' ? '- "actions": the list of actions to take.' : `- "actions": the list of actions to take (${partnerOf(view)} will not see your actions).`;
  return `Output format:
Each action replaces the whole (shape, color) pair at one position: {"replace": <position>, "by": {"shape": <shape>, "color": <color>}}
Positions count from 1 (position 1 is the first item, position 2 the second, and so on).
You may reason first, but your answer MUST END WITH a valid JSON object with these fields:
${message}
${actions}
Example:
\`\`\`json
{"message": "Please confirm the color of the circle.", "actions": [${EXAMPLE_ACTION}]}
\`\`\``;
}

export const paperProtocol: Protocol<View, unknown> = {
  id: 'paper',
  label: 'AsymPuzl (free text, JSON at the end)',
  version: 'asympuzl/paper/1',
  // Reasoning first, then the JSON object.
  maxTokens: 1024,
  // The paper ran every model at temperature 0.
  sampling: { temperature: 0 },
  // Every turn re-sends the whole state, with a history of one message each way (the paper's).
  fresh: true,
  system: instructions,
  turn: (view) => `${state(view)}\n${paperFormat(view)}`,
  retry: (error, view) => `${error}\n\n${paperFormat(view)}`,
  parse: (text) => parseReply(text),
};

/** The longest message a JSON reply may write (the game allows far longer ones), so that the whole reply fits in the budget. */
const MESSAGE_CHARS = 200;

const jsonFormat = (view: View) => `Reply with one JSON object: {"message": "<${view.seat === 'solo' ? 'leave it empty' : `text for ${partnerOf(view)}, the only thing it receives, at most ${MESSAGE_CHARS} characters`}>", "actions": {"<position>": {"shape": "<shape>", "color": "<color>"}, …}}, where "actions" holds the positions you replace, each with its new pair (none to leave your hypothesis as it is).`;

/** A schema that makes every reply a valid move: positions in range, each at most once, names from the puzzle's sets, a message within the limit. */
export function moveSchema(size: number): object {
  const pair = {
    type: 'object',
    properties: { shape: { enum: [...SHAPES] }, color: { enum: [...COLORS] } },
    required: ['shape', 'color'],
    additionalProperties: false,
  };
  const positions = Array.from({ length: size }, (_, i) => String(i + 1));
  return {
    type: 'object',
    properties: {
      message: { type: 'string', maxLength: MESSAGE_CHARS },
      actions: { type: 'object', properties: Object.fromEntries(positions.map((p) => [p, pair])), additionalProperties: false },
    },
    required: ['message', 'actions'],
    additionalProperties: false,
  };
}

export const jsonProtocol: Protocol<View, unknown> = {
  id: 'json',
  label: 'Structured (JSON)',
  version: 'asympuzl/json/2',
  maxTokens: 1900,
  fresh: true,
  jsonSchema: (view) => moveSchema(view.size),
  system: instructions,
  turn: (view) => `${state(view)}\n${jsonFormat(view)}`,
  retry: (error, view) => `${error}\n${jsonFormat(view)}`,
  parse: (text) => parseJsonReply(text),
};

export const protocols = [paperProtocol, jsonProtocol];
