/**
 * How a model plays BrainKing, after the protocol of Chen et al. (2024) in our own words (the
 * paper's exact prompts could not be consulted). The player gets one prompt per mode, with the
 * start concept filled in, asks numbered questions (`Q1: …`) and makes one guess (`Guess: …`);
 * after each question it gets the answer. In hard mode it is warned that some answers may be wrong,
 * not how many, as in the paper. The oracle knows the entity and answers Yes or No, "yes
 * when it is likely", as the paper's GPT-4 oracle did; in hard mode it is told the similar entity
 * and how many answers to give as for it, marking them for the record. `json` asks for the same
 * moves as structured output.
 */
import { freeText, type Parsed, type Protocol } from '../../core/protocol';
import type { TemplateSlots } from '../../core/template';
import { QUESTIONS } from './data';
import type { Move, OracleView, PlayerView } from './game';
import { parseOracleJson, parseOracleReply, parsePlayerJson, parsePlayerReply, type OracleReply } from './parse';

/** What the player is told of the entity, by mode. */
function hint(view: PlayerView): string {
  if (view.start === null) return 'I am thinking of something: it can be anything at all.';
  switch (view.mode) {
    case 'easy':
      return `I am thinking of an entity. A hint: it belongs to the concept "${view.start}".`;
    case 'medium':
      return `I am thinking of an entity. A hint: it belongs to the broad concept "${view.start}", so it could be many things.`;
    case 'broad':
      return `I am thinking of an entity. A hint: it belongs to the very broad concept "${view.start}", so it could be a great many things.`;
    case 'hard':
      // As in the paper, the player is warned that some answers may be wrong, not told how many.
      return `I am thinking of an entity. A hint: it belongs to the concept "${view.start}". Be careful: some of my answers may be wrong, given as if I were thinking of a different but similar entity, so do not let one answer decide everything.`;
  }
}

/** The game's rules for the player; `format` says how to write a move. */
function rules(view: PlayerView, format: string): string {
  const bank = view.oracle === 'rules'
    ? `\nI can answer only the questions of this list; ask them word for word:\n${QUESTIONS.map((q) => `- ${q.text}`).join('\n')}\n`
    : '';
  return `Let's play twenty questions. ${hint(view)}
Find out what it is by asking me yes-or-no questions, one at a time: I answer each with Yes or No. You may ask at most ${view.maxQuestions} questions. When you are sure, make your guess. You have only one guess: the game ends with it, right or wrong. After your last question you must guess.
${bank}${format}`;
}

const yesNo = (answer: 'yes' | 'no' | null) => (answer === 'yes' ? 'Yes' : 'No');

/** The answer to the player's last question, when one came since its previous turn. */
function lastAnswer(view: PlayerView, previous: PlayerView | null): string {
  const last = view.turns.at(-1);
  return previous && last?.answer ? `A${last.number}: ${yesNo(last.answer)}.\n` : '';
}

/** The request for this turn: the next question or the guess, and how many questions are left. */
function request(view: PlayerView): string {
  const next = view.turns.length + 1;
  const left = view.maxQuestions - view.turns.length;
  if (left <= 0) return `You have asked all ${view.maxQuestions} questions. Make your one guess now:\nGuess: <the entity>`;
  return `${left} question${left === 1 ? '' : 's'} left. Ask your next question, or make your one guess:\nQ${next}: <your question>\nGuess: <the entity>`;
}

/** The paper capped every model reply at 200 tokens (Chen et al. 2024): the benchmark default for these prompts. */
export const PAPER_MAX_TOKENS = 200;

const PAPER_FORMAT = 'Write each question in this format, numbered from 1:\nQ1: <your question>\nWrite your guess in this format:\nGuess: <the entity>';

/** What a person's template may use for the player (`core/template.ts`), from the player's view alone. */
const playerTemplateSlots: TemplateSlots<PlayerView> = {
  names: [
    { name: 'concept', meaning: 'the concept the entity belongs to; empty when it can be anything' },
    { name: 'hint', meaning: "what the player is told of the entity, in Fogplay's words for the mode" },
    { name: 'questions', meaning: 'the most questions the player may ask' },
    { name: 'bank', meaning: 'with the rule-based oracle, the questions it can answer, one a line; otherwise empty' },
    { name: 'left', meaning: 'questions still allowed' },
    { name: 'number', meaning: "the next question's number, from 1" },
    { name: 'answer', meaning: 'the answer to the last question, as "A3: Yes."; empty at the first turn' },
    { name: 'history', meaning: 'every question so far with its answer, two lines each' },
    { name: 'request', meaning: "this turn's request in Fogplay's words: a question or the guess, or the guess alone" },
  ],
  required: ['answer', 'history'],
  values: (view, previous) => ({
    concept: view.start ?? '',
    hint: hint(view),
    questions: String(view.maxQuestions),
    bank: view.oracle === 'rules' ? QUESTIONS.map((q) => `- ${q.text}`).join('\n') : '',
    left: String(Math.max(0, view.maxQuestions - view.turns.length)),
    number: String(view.turns.length + 1),
    answer: lastAnswer(view, previous).trimEnd(),
    history: view.turns.length ? view.turns.map((t) => `Q${t.number}: ${t.question}${t.answer ? `\nA${t.number}: ${yesNo(t.answer)}.` : ''}`).join('\n') : '(no questions yet)',
    request: request(view),
  }),
};

export const paperProtocol: Protocol<PlayerView, Move> = {
  id: 'paper',
  label: 'BrainKing (free text)',
  version: 'brainking/paper/2',
  seats: ['player'],
  maxTokens: PAPER_MAX_TOKENS,
  turn: (view, previous) =>
    previous === null ? `${rules(view, PAPER_FORMAT)}\n\nGame start.\n${request(view)}` : `${lastAnswer(view, previous)}${request(view)}`,
  retry: (error, view) => `${error}\n${request(view)}`,
  parse: parsePlayerReply,
  templateSlots: playerTemplateSlots,
};

/** The longest reasoning, question and guess a JSON reply may write, so that the whole reply fits in the budget; a guess is the game's longest name. */
const REASONING_CHARS = 250;
const TEXT_CHARS = 150;
const GUESS_CHARS = 100;

/** How to write a JSON move; with the rule-based oracle, a question is one of its list, word for word. */
const jsonFormat = (view: PlayerView) =>
  `Answer every turn with one JSON object: {"reasoning": "<brief, at most ${REASONING_CHARS} characters>", "action": "ask" or "guess", "text": "<your question${view.oracle === 'rules' ? ', one of the list word for word' : `, at most ${TEXT_CHARS} characters`}, or the entity you guess, at most ${GUESS_CHARS} characters>"}.`;

/** The moves this turn allows: a question while any are left (the bank's own with the rule-based oracle), and the guess. */
function playerSchema(view: PlayerView): object {
  const reasoning = { type: 'string', maxLength: REASONING_CHARS, description: 'Brief reasoning from the answers so far.' };
  const move = (action: string, text: object) => ({
    type: 'object',
    properties: { reasoning, action: { const: action }, text },
    required: ['reasoning', 'action', 'text'],
    additionalProperties: false,
  });
  const guess = move('guess', freeText(GUESS_CHARS, 'The entity you guess.'));
  if (view.turns.length >= view.maxQuestions) return guess;
  const question = view.oracle === 'rules' ? { enum: QUESTIONS.map((q) => q.text), description: 'A question of the list, word for word.' } : freeText(TEXT_CHARS, 'A yes-or-no question.');
  return { anyOf: [move('ask', question), guess] };
}

export const jsonProtocol: Protocol<PlayerView, Move> = {
  id: 'json',
  label: 'Structured (JSON)',
  version: 'brainking/json/4',
  seats: ['player'],
  maxTokens: 1300,
  jsonSchema: playerSchema,
  system: (view) => rules(view, jsonFormat(view)),
  turn: (view, previous) => {
    const left = view.maxQuestions - view.turns.length;
    return `${lastAnswer(view, previous)}${left > 0 ? `Question ${view.turns.length + 1} of ${view.maxQuestions}, or your guess?` : 'No questions left: your guess?'}`;
  },
  retry: (error, view) => `${error}\n${jsonFormat(view)}`,
  parse: parsePlayerJson,
};

/** The oracle's instructions; `format` says how to answer. */
function oracleRules(view: OracleView, format: string): string {
  const { entity, similar, start, misleadingLeft } = view;
  if (entity === null) {
    return `You are the oracle in a game of twenty questions. Think of one entity of your own, keep it for the whole game, and never name it. The player asks you yes-or-no questions to find it. ${format}`;
  }
  const known = start === null ? '' : ` The player knows only that it belongs to the concept "${start}".`;
  const mislead = similar === null || misleadingLeft <= 0 ? '' : `
You must also mislead the player ${misleadingLeft} time${misleadingLeft === 1 ? '' : 's'}. The entity most like ${entity} is "${similar}". Choose ${misleadingLeft} question${misleadingLeft === 1 ? '' : 's'} whose answer for ${similar} differs from the answer for ${entity}, preferably later, more detailed questions, and answer ${misleadingLeft === 1 ? 'it' : 'them'} as for ${similar}, marking each such answer "(misleading)", for example: No (misleading). The player does not see the mark.`;
  return `You are the oracle in a game of twenty questions. The entity is "${entity}".${known} The player asks you yes-or-no questions to find it, then makes one guess.
Answer each question as it holds for a typical ${entity}: Yes when it is likely, No otherwise. Never name the entity and never explain.${mislead}
When the player guesses, you will be asked whether the guess is right: it is right when it names ${entity}, or is another name for exactly the same thing. ${format}`;
}

/** What the oracle is asked now: the player's question, or whether its guess is right. */
function oracleTurn(view: OracleView): string {
  const asked = view.pending;
  if (asked?.kind === 'guess') return `The player's guess: "${asked.text}". Is it right? Answer Yes or No.`;
  const left = view.similar !== null && view.misleadingLeft > 0 ? `\n(Misleading answers left to give: ${view.misleadingLeft}.)` : '';
  return `Q${asked?.number}: ${asked?.question}${left}`;
}

/** An oracle's reply as the move the view asks for: an answer, or a verdict on the guess. */
function oracleMove(parsed: Parsed<OracleReply>, view: OracleView): Parsed<Move> {
  if (!parsed.ok) return parsed;
  const { yes, misleading } = parsed.move;
  return {
    ok: true,
    move: view.pending?.kind === 'guess' ? { kind: 'verdict', correct: yes } : { kind: 'answer', answer: yes ? 'yes' : 'no', misleading },
  };
}

export const oraclePaperProtocol: Protocol<OracleView, Move> = {
  id: 'paper',
  label: 'BrainKing (free text)',
  version: 'brainking/oracle-paper/1',
  seats: ['oracle'],
  maxTokens: PAPER_MAX_TOKENS,
  system: (view) => oracleRules(view, 'Answer with one word: Yes or No.'),
  turn: oracleTurn,
  retry: (error) => `${error}\nAnswer with one word: Yes or No.`,
  parse: (text, view) => oracleMove(parseOracleReply(text), view),
};

const oracleJsonFormat = (view: OracleView) =>
  `Answer every question with one JSON object, {"answer": "yes" or "no"}${view.similar === null ? '' : ', adding "misleading": true to a misleading answer'}; judge a guess with {"correct": true or false}.`;

export const oracleJsonProtocol: Protocol<OracleView, Move> = {
  id: 'json',
  label: 'Structured (JSON)',
  version: 'brainking/oracle-json/1',
  seats: ['oracle'],
  maxTokens: 64,
  jsonSchema: (view) =>
    view.pending?.kind === 'guess'
      ? { type: 'object', properties: { correct: { type: 'boolean' } }, required: ['correct'], additionalProperties: false }
      : {
          type: 'object',
          properties: { answer: { enum: ['yes', 'no'] }, ...(view.similar === null ? {} : { misleading: { type: 'boolean' } }) },
          required: ['answer'],
          additionalProperties: false,
        },
  system: (view) => oracleRules(view, oracleJsonFormat(view)),
  turn: oracleTurn,
  retry: (error, view) => `${error}\n${oracleJsonFormat(view)}`,
  parse: (text, view) => oracleMove(parseOracleJson(text), view),
};

/** The player's protocols, then the oracle's: the same ids, so `--protocol json` serves both seats. */
export const protocols = [paperProtocol, jsonProtocol, oraclePaperProtocol, oracleJsonProtocol];
