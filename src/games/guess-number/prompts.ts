/**
 * How a model plays Guess Number: AR-Bench's prompting methods in our own words (its
 * `arbench/reasoner/gn/prompt.py` and the loops of `gn_evaluator.py`), a friendly protocol, and
 * structured output.
 *
 * `paper` (AR-Bench's zero-shot), `few-shot` and `few-shot-inst` follow its loop: the rules and the
 * number of turns in a system message, then each turn reports the last guess's feedback and asks for
 * `Guess: [number]`, and after the last turn a final answer. The guess is the last run of 4 digits
 * anywhere in the reply; a reply without one uses up its turn, and the next message says the format
 * was not followed (AR-Bench sends that notice and the next turn's request as two messages; here
 * they are one). `proactive-cot` starts each turn afresh with the whole history and asks for an
 * analysis, a choice of strategies and a guess, as AR-Bench's proactive chain of thought does; when
 * no guess can be read it asks once more for the guess alone, as AR-Bench does, but where AR-Bench
 * then plays a random guess the runner here keeps asking, up to the game's allowance of failures.
 * `friendly` is Fogplay's own: it requires `Guess:` and re-asks on a reply without one.
 */
import { constrained, type Parsed, type Protocol } from '../../core/protocol';
import { AR_BENCH_SAMPLING } from '../ar-bench';
import type { TemplateSlots } from '../../core/template';
import type { Move, View } from './game';
import { parseArBenchGuess, parseGuess, parseProactiveGuess } from './parse';
import { MISSING_GUESS, feedback, feedbackText } from './rules';

const rules = (turns: number) => `Let's play a game of guessing numbers.
The rules: I have a secret number of 4 digits in mind. Its digits are all different, so each digit from 0 to 9 appears at most once; a leading zero is allowed (for example 0123 or 9468). You will guess the number turn by turn, and after each guess I will give you feedback to narrow it down. The game lasts ${turns} turns.
The feedback on a guess has two parts:
1. how many digits are present in the answer and in the correct positions;
2. how many digits are present in the answer but in different positions from the guess.
For example: "${feedbackText({ exact: 0, misplaced: 2 })}".`;

const NO_GUESS_NOTICE = `Your last reply did not follow the format Guess: [number], so that turn gave no feedback. Propose a guess number like this: Guess: 1234`;

/** What the last guess got, when there was one since the seat's previous turn. */
function lastFeedback(view: View, previous: View | null): string {
  const last = view.turns.at(-1);
  if (!previous || !last) return '';
  return last.guess === MISSING_GUESS ? `${NO_GUESS_NOTICE}\n` : `Feedback on ${last.guess}: ${feedbackText(last)}.\n`;
}

const ask = (view: View) =>
  view.final
    ? 'You have finished all the turns. Please give your final answer based on the guesses and feedback above:\nGuess: [number]'
    : `Turn ${view.turns.length + 1}: Now give me the number you guess in this format, and give no other statement:\nGuess: [number]`;

/** AR-Bench's few-shot example: a game whose secret is 6850, won at the tenth guess. */
const EXAMPLE_SECRET = '6850';
const EXAMPLE_GUESSES = ['1234', '5678', '1678', '5178', '5618', '5689', '5680', '8650', '8560', '6850'];

/** The analysis beside each of the example's guesses, for `few-shot-inst`. */
const EXAMPLE_NOTES = [
  'None of 1, 2, 3 and 4 is in the secret.',
  'Three of 5, 6, 7 and 8 are in it; the next guesses find which.',
  'Swapping 5 for 1 (known absent) lowered the count, so 5 is in the secret.',
  'Swapping 6 for 1 lowered the count, so 6 is in it.',
  'Swapping 7 for 1 left the count unchanged, so 7 is out: the three are 5, 6 and 8.',
  'Adding 9 changed nothing, so 9 is out.',
  'Adding 0 raised the total to 4: the digits are 5, 6, 8 and 0. Now only their order is left.',
  'Reordering to place the digits.',
  'Another order.',
  'All four in place: solved.',
];

/** The example game as turns of guesses and feedback, with the notes when given. */
function exampleGame(notes?: readonly string[]): string {
  const lines = EXAMPLE_GUESSES.map((guess, i) => {
    const note = notes ? ` Analysis: ${notes[i]}` : '';
    return `Turn ${i + 1}: Guess: ${guess}. Feedback: ${feedbackText(feedback(EXAMPLE_SECRET, guess))}.${note}`;
  });
  return `Example of a game won:\n${lines.join('\n')}\nFinal answer: ${EXAMPLE_SECRET}`;
}

const STRATEGY = `A way to choose your guesses:
1. Start with any guess and read its feedback.
2. If no digit of a guess is in the secret, rule all four out; otherwise work out which of them are.
3. To test a digit, replace it with one that is absent (or not yet used). If the count of correct digits drops, the replaced digit is in the secret; if it rises, the new one is; if it stays the same, either neither is or both are.
4. Keep replacing until the two numbers of the feedback add up to 4: then you have all four digits.
5. Reorder the four digits until all are in the right positions.`;

/** The guesses so far, one line each, for a protocol that re-sends the whole game every turn. */
function history(view: View): string {
  if (view.turns.length === 0) return '(no guesses yet)';
  return view.turns
    .map((t, i) => (t.guess === MISSING_GUESS ? `Turn ${i + 1}: no guess.` : `Turn ${i + 1}: Guess: ${t.guess}. Feedback: ${feedbackText(t)}.`))
    .join('\n');
}

/**
 * What a person's template may use (`core/template.ts`), all from the seat's view: AR-Bench's
 * prompts fill the number of turns and the turn's number, and report the feedback each turn.
 */
const templateSlots: TemplateSlots<View> = {
  names: [
    { name: 'turns', meaning: 'the number of turns the game lasts' },
    { name: 'turn', meaning: "this turn's number, from 1" },
    { name: 'feedback', meaning: 'the feedback on the last guess, or that the last reply held no guess; empty at the first turn' },
    { name: 'history', meaning: 'every guess so far with its feedback, one a line' },
    { name: 'request', meaning: "this turn's request in Fogplay's words: a guess, or after the last turn the final answer" },
  ],
  required: ['feedback', 'history'],
  values: (view, previous) => ({
    turns: String(view.maxGuesses),
    turn: String(view.turns.length + 1),
    feedback: lastFeedback(view, previous).trimEnd(),
    history: history(view),
    request: ask(view),
  }),
};

/** AR-Bench's turn loop with the given rules message; the methods differ in that message alone. */
function arBenchProtocol(id: string, label: string, version: string, system: (view: View) => string): Protocol<View, Move> {
  return {
    id,
    label,
    version,
    system,
    // The benchmark asks for the guess alone; room for a few sentences before it, where the run sets a cap (AR-Bench has none).
    maxTokens: 256,
    sampling: AR_BENCH_SAMPLING,
    turn: (view, previous) => `${lastFeedback(view, previous)}${ask(view)}`,
    templateSlots,
    // Reached only when the variant refuses a guess (a repeated digit in a friendly variant).
    retry: (error) => `${error}\nPropose a guess number like this: Guess: 1234`,
    parse: (text) => ({ ok: true, move: { guess: parseArBenchGuess(text) } }),
  };
}

export const paperProtocol = arBenchProtocol('paper', 'AR-Bench (free text)', 'guess-number/paper/2', (view) => `${rules(view.maxGuesses)}\n\nGame start:`);

export const fewShotProtocol = arBenchProtocol(
  'few-shot',
  'AR-Bench few-shot (free text)',
  'guess-number/few-shot/1',
  (view) => `${rules(view.maxGuesses)}\n\n${exampleGame()}\n\nGame start:`,
);

export const fewShotInstProtocol = arBenchProtocol(
  'few-shot-inst',
  'AR-Bench few-shot with a strategy (free text)',
  'guess-number/few-shot-inst/1',
  (view) => `${rules(view.maxGuesses)}\n\n${STRATEGY}\n\n${exampleGame(EXAMPLE_NOTES)}\n\nGame start:`,
);

const PROACTIVE_REQUEST = `Decide on the most useful next guess, given the rules and the game so far.

First look at the progress, from the guesses and feedback above.

The kinds of move you can make:
1. DIGIT_EXPLORATION: try digits not used yet, to learn which digits the secret holds.
2. POSITION_TESTING: move digits known to be in the secret, to learn their positions.
3. ELIMINATION: guess so as to rule out some possibilities the feedback leaves open.
4. CONFIRMATION: guess so as to check a hypothesis about certain digits or positions.
5. OPTIMAL_SOLUTION: guess what you think is most likely the secret.
6. INFORMATION_GAIN: guess what will tell you the most, whether or not it can be right.

Before choosing, work out:
- the digits known to be in the secret, and those known not to be;
- the positions known for some digits, and those ruled out;
- what would be most worth learning next.

Then write:
Analysis of the game so far: [your analysis]
Strategies for this turn: [one or more of the moves above]
Why these strategies: [your reasons]
Next guess: [4-digit number]
Why this guess: [how it carries out the strategies, and what you expect to learn]

Write your guess as 'Guess: [4-digit number]'.`;

export const proactiveCotProtocol: Protocol<View, Move> = {
  id: 'proactive-cot',
  label: 'AR-Bench proactive chain of thought (free text)',
  version: 'guess-number/proactive-cot/1',
  // Five headed parts of analysis, then the guess.
  maxTokens: 1024,
  sampling: AR_BENCH_SAMPLING,
  // AR-Bench sends the system message and the whole history afresh each turn.
  fresh: true,
  system: (view) => `${rules(view.maxGuesses)}\n\nGame start:`,
  templateSlots,
  turn: (view) =>
    `Guesses so far:\n${history(view)}\n\n${PROACTIVE_REQUEST}${view.final ? '\n\nThe turns are over: this guess is your final answer and gets no feedback.' : ''}`,
  retry: () => 'From your analysis, give your next guess for the 4-digit number, with no digit repeated:',
  parse(text): Parsed<Move> {
    const guess = parseProactiveGuess(text);
    return guess === null ? { ok: false, error: 'No guess of 4 digits could be read from the reply.' } : { ok: true, move: { guess } };
  },
};

/** Fogplay's friendlier protocol (not the benchmark's): a reply must say `Guess:`, and one that does not is asked again. */
export const friendlyProtocol: Protocol<View, Move> = {
  id: 'friendly',
  label: 'Friendly: asks again for a missing guess (free text)',
  version: 'guess-number/friendly/1+window',
  window: true,
  maxTokens: 256,
  turn: (view, previous) =>
    previous === null ? `${rules(view.maxGuesses)}\n\nGame start:\n${ask(view)}` : `${lastFeedback(view, previous)}${ask(view)}`,
  retry: (error) => `${error}\nPlease propose a guess number, for example: Guess: 1234`,
  parse(text) {
    const parsed = parseGuess(text);
    return parsed.ok ? { ok: true, move: { guess: parsed.guess } } : { ok: false, error: parsed.error };
  },
};

/** The longest reasoning a JSON reply may give, so that the whole reply fits in the budget. */
const REASONING_CHARS = 250;

const schema = {
  type: 'object',
  properties: {
    reasoning: { type: 'string', maxLength: REASONING_CHARS, description: 'Brief reasoning from the feedback so far.' },
    guess: { type: 'string', pattern: '^[0-9]{4}$', description: '4 different digits.' },
  },
  required: ['reasoning', 'guess'],
  additionalProperties: false,
};

const JSON_ERROR = 'Your reply is not a JSON object with a "guess" field of 4 digits, like {"reasoning": "…", "guess": "0123"}.';
const JSON_FORMAT = `one JSON object: {"reasoning": "<brief, at most ${REASONING_CHARS} characters>", "guess": "<4 different digits>"}.`;

export const jsonProtocol: Protocol<View, Move> = {
  id: 'json',
  label: 'Structured (JSON)',
  version: 'guess-number/json/3',
  maxTokens: 800,
  jsonSchema: schema,
  grammar: () => JSON_GRAMMAR,
  system: (view) => `${rules(view.maxGuesses)}\nAnswer every turn with ${JSON_FORMAT}`,
  turn: (view, previous) => `${lastFeedback(view, previous)}${view.final ? 'Final answer' : `Turn ${view.turns.length + 1}`}: your guess?`,
  retry: (error) => `${error}\nAnswer with ${JSON_FORMAT}`,
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
 * Four different digits in GBNF, from the rule `guess`: a rule per set of digits already used (176
 * rules), since which digits may follow depends on that set alone, not on their order.
 */
const DISTINCT_DIGITS = (() => {
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
  return [...rules].map(([rule, body]) => `${rule} ::= ${body}`);
})();

/** `Guess: ` and four different digits. */
export const GUESS_GRAMMAR = ['root ::= "Guess: " guess', ...DISTINCT_DIGITS].join('\n');

/**
 * The JSON protocol's replies: what its schema accepts, written as the engines' JSON grammar
 * writes it (`engines/json-grammar.ts`: one space at most between tokens, a string's characters
 * from the Basic Multilingual Plane without \u escapes), with a guess of four different digits,
 * as the rules and the prompt say and as no JSON Schema can. An engine that takes only the schema
 * (a server other than llama.cpp's) may send a repeated digit: the variant then scores it
 * (AR-Bench) or refuses it and asks again (the friendly ones).
 */
export const JSON_GRAMMAR = [
  String.raw`root ::= "{" space "\"reasoning\"" space ":" space "\"" char{0,${REASONING_CHARS}} "\"" space "," space "\"guess\"" space ":" space "\"" guess "\"" space "}"`,
  'space ::= " "?',
  String.raw`char ::= [ !#-\x5B\x5D-\uFFFF] | "\\" ["\\/bfnrt]`,
  ...DISTINCT_DIGITS,
].join('\n');

export const protocols = [
  paperProtocol,
  fewShotProtocol,
  fewShotInstProtocol,
  proactiveCotProtocol,
  // Held to `Guess: ` and four digits, a reply without them is refused, not a missing guess that uses the turn.
  constrained(paperProtocol, () => GUESS_GRAMMAR, friendlyProtocol.parse),
  friendlyProtocol,
  jsonProtocol,
];
