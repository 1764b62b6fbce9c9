/**
 * How a model plays Guess Number. `paper` follows AR-Bench's protocol: the rules and the number
 * of turns first, then each turn asks for `Guess: [number]` and reports the last guess's feedback,
 * and after the last turn one final answer. `json` asks for the same move as structured output.
 */
import { constrained, type Protocol } from '../../core/protocol';
import type { Move, View } from './game';
import { parseGuess } from './parse';
import { feedbackText } from './rules';

const rules = (turns: number) => `Let's play a game of guessing numbers.
The rules: I have a secret number of 4 digits in mind. Its digits are all different, so each digit from 0 to 9 appears at most once; a leading zero is allowed (for example 0123 or 9468). You will guess the number turn by turn, and after each guess I will give you feedback to narrow it down. The game lasts ${turns} turns.
The feedback on a guess has two parts:
1. how many digits are present in the answer and in the correct positions;
2. how many digits are present in the answer but in different positions from the guess.
For example: "${feedbackText({ exact: 0, misplaced: 2 })}".`;

/** What the last guess got, when there was one since the seat's previous turn. */
function lastFeedback(view: View, previous: View | null): string {
  const last = view.turns.at(-1);
  return previous && last ? `Feedback on ${last.guess}: ${feedbackText(last)}.\n` : '';
}

const ask = (view: View) =>
  view.final
    ? 'You have finished all the turns. Please give your final answer based on the guesses and feedback above:\nGuess: [number]'
    : `Turn ${view.turns.length + 1}: Now give me the number you guess in this format, and give no other statement:\nGuess: [number]`;

export const paperProtocol: Protocol<View, Move> = {
  id: 'paper',
  label: 'AR-Bench (free text)',
  version: 'guess-number/paper/1',
  turn: (view, previous) =>
    previous === null ? `${rules(view.maxGuesses)}\n\nGame start:\n${ask(view)}` : `${lastFeedback(view, previous)}${ask(view)}`,
  retry: (error) => `${error}\nPlease propose a guess number, for example: Guess: 1234`,
  parse(text) {
    const parsed = parseGuess(text);
    return parsed.ok ? { ok: true, move: { guess: parsed.guess } } : { ok: false, error: parsed.error };
  },
};

const schema = {
  type: 'object',
  properties: {
    reasoning: { type: 'string', description: 'Brief reasoning from the feedback so far.' },
    guess: { type: 'string', pattern: '^[0-9]{4}$', description: '4 different digits.' },
  },
  required: ['reasoning', 'guess'],
  additionalProperties: false,
};

const JSON_ERROR = 'Your reply is not a JSON object with a "guess" field of 4 digits, like {"reasoning": "…", "guess": "0123"}.';

export const jsonProtocol: Protocol<View, Move> = {
  id: 'json',
  label: 'Structured (JSON)',
  version: 'guess-number/json/1',
  jsonSchema: schema,
  system: (view) => `${rules(view.maxGuesses)}\nAnswer every turn with one JSON object: {"reasoning": "<brief>", "guess": "<4 digits>"}.`,
  turn: (view, previous) => `${lastFeedback(view, previous)}${view.final ? 'Final answer' : `Turn ${view.turns.length + 1}`}: your guess?`,
  retry: (error) => `${error}\nAnswer with one JSON object: {"reasoning": "<brief>", "guess": "<4 digits>"}.`,
  parse(text) {
    // Some engines wrap the object in prose or a code fence: read the outermost braces.
    const body = text.slice(text.indexOf('{'), text.lastIndexOf('}') + 1);
    try {
      const { guess } = JSON.parse(body) as { guess?: unknown };
      return typeof guess === 'string' && guess.length > 0 ? { ok: true, move: { guess } } : { ok: false, error: JSON_ERROR };
    } catch {
      return { ok: false, error: JSON_ERROR };
    }
  },
};

/**
 * `Guess: ` and four different digits, in GBNF: a rule per set of digits already used (176 rules),
 * since which digits may follow depends on that set alone, not on their order.
 */
export const GUESS_GRAMMAR = (() => {
  const name = (used: readonly number[]) => (used.length ? `u${[...used].sort().join('')}` : 'guess');
  const rules = new Map<string, string>();
  const add = (used: number[]) => {
    if (rules.has(name(used))) return;
    const free = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9].filter((d) => !used.includes(d));
    if (used.length === 3) return void rules.set(name(used), `[${free.join('')}]`);
    rules.set(name(used), free.map((d) => `"${d}" ${name([...used, d])}`).join(' | '));
    for (const d of free) add([...used, d]);
  };
  add([]);
  return ['root ::= "Guess: " guess', ...[...rules].map(([rule, body]) => `${rule} ::= ${body}`)].join('\n');
})();

export const protocols = [paperProtocol, constrained(paperProtocol, () => GUESS_GRAMMAR), jsonProtocol];
