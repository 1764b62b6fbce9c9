/**
 * How a model plays a detective case, after AR-Bench's zero-shot loop in our own words
 * (`propose_template`, `select_suspect_template`, `question_propose_prompt`,
 * `refine_select_suspect_prompt`, `select_murderer_template` and `respond_template` in its
 * `arbench/reasoner/dc/prompt.py`). The detective gets the case once (AR-Bench's tidy form), then,
 * each turn, is asked to name a suspect and then for one question; a reply that names no suspect
 * loses the turn, as in AR-Bench. After the last turn it gives its reasoning and "Answer: X".
 * Each suspect gets only their own name, task and story, and answers in one or two sentences
 * (AR-Bench: one). A suspect with key questions also names, on a last line the detective never
 * sees, the key points the question hit: in AR-Bench a separate judge on the same model does
 * this with the suspect's story (`keypoint_hits_prompt`), and only in its tree search; here the
 * suspect's seat judges, since a suspect is the seat that knows the story. `json` asks for the
 * same moves as structured output.
 */
import { freeText, type Parsed, type Protocol } from '../../core/protocol';
import { AR_BENCH_SAMPLING } from '../ar-bench';
import type { TemplateSlots } from '../../core/template';
import { LETTERS } from './data';
import { REASONING_LIMIT } from './game';
import {
  extractAnswerChoice,
  parseDetectiveJson,
  parseQuestion,
  parseSuspectChoice,
  parseSuspectJson,
  parseSuspectReply,
  withoutEndPunctuation,
} from './parse';
import type { DetectiveView, Move, SuspectView } from './types';

/** What the detective's turn asks for. */
export type Step = 'choose' | 'ask' | 'accuse';

export function stepOf(view: DetectiveView): Step {
  if (view.turns.length >= view.maxTurns) return 'accuse';
  return view.chosen ? 'ask' : 'choose';
}

/** The case as AR-Bench's tidy `_format_initial_info` writes it. */
export function caseBackground(view: DetectiveView): string {
  const { victim } = view;
  const suspects = view.suspects.map((s, i) => `- suspect ${i + 1}:\n  - name: ${s.name}\n  - introduction: ${s.introduction}`);
  return [
    `time: ${view.time}`,
    `location: ${view.location}`,
    'victim:',
    `- name: ${victim.name}`,
    `- introduction: ${victim.introduction}`,
    `- cause of death: ${victim.cause_of_death}`,
    `- murder weapon: ${victim.murder_weapon}`,
    'The investigation focuses on five suspects, one of whom is the true murderer:',
    ...suspects,
  ].join('\n');
}

function detectiveRules(view: DetectiveView, format: string): string {
  const early = view.earlyAccusation ? ' You may name the murderer before the turns run out.' : '';
  return `You are a detective solving a murder case. The game runs for ${view.maxTurns} turns; in each turn you question one suspect with one single question, and the suspect answers.${early} Then you name the murderer. Suspects may lie; reason from what they say and how it fits together.

${format}

The case:
${caseBackground(view)}`;
}

const nameOf = (view: DetectiveView, letter: string) => view.suspects.find((s) => s.letter === letter)?.name ?? letter;

/** The answers (and lost turns) since the detective's previous turn, as it reads them. */
function since(view: DetectiveView, previous: DetectiveView | null, lost: string): string {
  const seen = previous?.turns ?? [];
  const fresh = view.turns.filter((t) => {
    const before = seen.find((p) => p.number === t.number);
    return t.suspect === null ? !before : t.answer !== null && before?.answer == null;
  });
  return fresh.map((t) => (t.suspect === null ? `${lost}\n\n` : `${t.answer}\n\n`)).join('');
}

const LOST_TURN = 'Your reply did not follow the instruction: answer only with the whole name of one suspect, with no explanation. That turn is lost.';

/** The final request, after AR-Bench's `select_murderer_template`. */
function accuseRequest(view: DetectiveView): string {
  const options = view.suspects.map((s) => `${s.letter}. ${s.name}`).join(', ');
  return `The questioning is over. Based on what you have learned, who is most likely the true murderer: ${options}? Reply in this format:
Reason: [your inference, step by step]
Answer: [${LETTERS.slice(0, -1).join(', ')} or E]`;
}

function paperRequest(view: DetectiveView): string {
  const next = view.turns.length + 1;
  switch (stepOf(view)) {
    case 'accuse':
      return accuseRequest(view);
    case 'ask':
      return `Turn ${next}: Now give your question to ${nameOf(view, view.chosen!)}. You may ask only one single question: not, for example, "Where were you that evening, and who can confirm it?"`;
    case 'choose': {
      const names = view.suspects.map((s) => s.name).join(', ');
      const early = view.earlyAccusation ? `\nOr, to name the murderer now, reply with "Reason: [your inference]" and "Answer: [A, B, C, D or E]" (${view.suspects.map((s) => `${s.letter}. ${s.name}`).join(', ')}).` : '';
      return `Turn ${next}: Now choose a suspect to interrogate: ${names}. Answer only with the whole name of one suspect, with no explanation.${early}`;
    }
  }
}

/** The letter read from the whole reply, as AR-Bench reads it however long; the reasoning kept up to the limit. */
const accusation = (text: string): Move => ({ kind: 'accuse', suspect: extractAnswerChoice(text), reasoning: text.slice(0, REASONING_LIMIT) });


function parsePaper(text: string, view: DetectiveView): Parsed<Move> {
  switch (stepOf(view)) {
    case 'accuse':
      return { ok: true, move: accusation(text) };
    case 'ask': {
      const question = view.verbatim ? { ok: true as const, move: text } : parseQuestion(text);
      return question.ok ? { ok: true, move: { kind: 'ask', suspect: view.chosen!, question: question.move } } : question;
    }
    case 'choose':
      if (view.earlyAccusation && /Answer:/.test(text)) return { ok: true, move: accusation(text) };
      return { ok: true, move: { kind: 'choose', suspect: parseSuspectChoice(text, view.suspects.map((s) => s.name), !view.verbatim) } };
  }
}

/**
 * What a person's template may use for the detective (`core/template.ts`), from its view alone:
 * the values AR-Bench's own prompts are formatted with (`{turn}`, `{background}`,
 * `{suspect_names}`, `{choice}`), so that their exact text can be brought as a template.
 */
const detectiveTemplateSlots: TemplateSlots<DetectiveView> = {
  names: [
    { name: 'turns', meaning: 'the turns of questioning (AR-Bench’s {turn} in its rules)' },
    { name: 'turn', meaning: 'this turn’s number, from 1 (AR-Bench’s {turn} in a turn’s request)' },
    { name: 'background', meaning: 'the case as AR-Bench’s tidy form writes it ({background})' },
    { name: 'suspect_names', meaning: 'the suspects’ names, comma-separated ({suspect_names})' },
    { name: 'choice', meaning: 'the suspects as lettered options, “A. name, B. name, …” ({choice})' },
    { name: 'suspect', meaning: 'the suspect chosen this turn, empty before one is chosen' },
    { name: 'step', meaning: 'what this turn asks for: choose, ask or accuse' },
    { name: 'answers', meaning: 'the answers (and lost turns) since the detective’s previous turn' },
    { name: 'request', meaning: 'this turn’s request in Fogplay’s words: a suspect to choose, a question, or the murderer' },
  ],
  required: ['answers'],
  values: (view, previous) => ({
    turns: String(view.maxTurns),
    turn: String(view.turns.length + 1),
    background: caseBackground(view),
    suspect_names: view.suspects.map((s) => s.name).join(', '),
    choice: view.suspects.map((s) => `${s.letter}. ${s.name}`).join(', '),
    suspect: view.chosen ? nameOf(view, view.chosen) : '',
    step: stepOf(view),
    answers: since(view, previous, LOST_TURN).trimEnd(),
    request: paperRequest(view),
  }),
  steps: { names: ['choose', 'ask', 'accuse'], of: stepOf },
};

export const paperProtocol: Protocol<DetectiveView, Move> = {
  id: 'paper',
  label: 'AR-Bench (free text)',
  version: 'detective-cases/paper/1',
  seats: ['detective'],
  maxTokens: 384,
  sampling: AR_BENCH_SAMPLING,
  templateSlots: detectiveTemplateSlots,
  // AR-Bench's loop keeps the chosen name as it read it, not the reply.
  kept: (reply, view) => (view.verbatim && stepOf(view) === 'choose' ? withoutEndPunctuation(reply) : reply),
  system: (view) => detectiveRules(view, 'Each turn I will ask you first for the suspect to question, then for your question.'),
  turn: (view, previous) => `${since(view, previous, LOST_TURN)}${paperRequest(view)}`,
  retry: (error, view) => `${error}\n${paperRequest(view)}`,
  parse: parsePaper,
};

/** The longest reasoning, question and answer a JSON reply may write, so that the whole reply fits in the budget. */
const REASONING_CHARS = 250;
const QUESTION_CHARS = 200;
const ANSWER_CHARS = 300;
const MOST_HITS = 10;

const JSON_FORMAT =
  `Reply every turn with one JSON object: {"reasoning": "<brief>", "action": "ask", "suspect": "<letter A to E>", "question": "<one single question>"}; to name the murderer, {"reasoning": "<your inference>", "action": "accuse", "suspect": "<letter>"}. ` +
  `The reasoning is at most ${REASONING_CHARS} characters, the question at most ${QUESTION_CHARS}.`;

/** The reply's schema: a question to a suspect, with the question written, or an accusation; where both are allowed, either. */
function detectiveSchema(view: DetectiveView): object {
  const step = stepOf(view);
  const reasoning = { type: 'string', maxLength: REASONING_CHARS, description: 'Brief reasoning from the answers so far.' };
  const ask = {
    type: 'object',
    properties: {
      reasoning,
      action: { const: 'ask' },
      suspect: { enum: step === 'ask' ? [view.chosen!] : [...LETTERS], description: 'The suspect to question.' },
      question: freeText(QUESTION_CHARS, 'One single question to that suspect.'),
    },
    required: ['reasoning', 'action', 'suspect', 'question'],
    additionalProperties: false,
  };
  const accuse = {
    type: 'object',
    properties: { reasoning, action: { const: 'accuse' }, suspect: { enum: [...LETTERS], description: 'The murderer.' } },
    required: ['reasoning', 'action', 'suspect'],
    additionalProperties: false,
  };
  if (step === 'accuse') return accuse;
  return step === 'choose' && view.earlyAccusation ? { anyOf: [ask, accuse] } : ask;
}

function jsonRequest(view: DetectiveView): string {
  const next = view.turns.length + 1;
  if (stepOf(view) === 'accuse') return `The questioning is over: name the murderer (${view.suspects.map((s) => `${s.letter}. ${s.name}`).join(', ')}).`;
  return `Turn ${next} of ${view.maxTurns}: question a suspect${view.earlyAccusation ? ', or name the murderer' : ''}.`;
}

/** The answers since the detective's previous turn, each with the suspect who gave it. */
function answersSince(view: DetectiveView, previous: DetectiveView | null): string {
  const seen = previous?.turns ?? [];
  return view.turns
    .filter((t) => t.suspect !== null && t.answer !== null && seen.find((p) => p.number === t.number)?.answer == null)
    .map((t) => `${t.suspect}. ${nameOf(view, t.suspect!)} answers: ${t.answer}\n\n`)
    .join('');
}

export const jsonProtocol: Protocol<DetectiveView, Move> = {
  id: 'json',
  label: 'Structured (JSON)',
  version: 'detective-cases/json/3',
  seats: ['detective'],
  maxTokens: 1450,
  jsonSchema: detectiveSchema,
  system: (view) => detectiveRules(view, `${JSON_FORMAT} Use the suspects' letters: ${view.suspects.map((s) => `${s.letter}. ${s.name}`).join(', ')}.`),
  turn: (view, previous) => `${answersSince(view, previous)}${jsonRequest(view)}`,
  retry: (error, view) => `${error}\n${jsonRequest(view)}`,
  parse: (text, view) => {
    const parsed = parseDetectiveJson(text);
    if (!parsed.ok) return parsed;
    if (parsed.move.kind === 'accuse' && stepOf(view) !== 'accuse' && !view.earlyAccusation) return { ok: false, error: `Question a suspect: ${jsonRequest(view)}` };
    return parsed;
  },
};

/** The suspect's instructions, from their own record only; `format` says how to name the key points hit. */
function suspectRules(view: SuspectView, format: string): string {
  const { name, task, story, key_question: keys = [] } = view.self;
  const referee = keys.length
    ? `\n\nAfter each answer you also act as a fair referee of your own story. These are the key points the detective needs to find out about you:\n${keys.map((k, i) => `${i + 1}. ${k}`).join('\n')}\nA question hits a key point when it leads straight to it. ${format} The detective never sees this.`
    : '';
  return `You play a suspect in a murder case, questioned by a detective. Stay in your role, follow your task, and answer from your story: do not invent facts that it contradicts. Answer each question in one or two sentences.

Your name: ${name}
Your task: ${task}
Your story: ${story}${referee}`;
}

const PAPER_HITS = 'On a last line of its own, write "Hit point: 1, 2" with the numbers of the key points the question hits, or "No point is hit".';

const answerMove = (view: SuspectView, parsed: Parsed<{ text: string; hits: number[] }>): Parsed<Move> => {
  if (!parsed.ok) return parsed;
  const keys = view.self.key_question?.length ?? 0;
  return { ok: true, move: { kind: 'answer', text: parsed.move.text, hits: parsed.move.hits.filter((n) => n <= keys) } };
};

export const suspectPaperProtocol: Protocol<SuspectView, Move> = {
  id: 'paper',
  label: 'AR-Bench (free text)',
  version: 'detective-cases/suspect-paper/1',
  seats: [...LETTERS],
  maxTokens: 200,
  sampling: AR_BENCH_SAMPLING,
  system: (view) => suspectRules(view, PAPER_HITS),
  turn: (view) => view.pending?.question ?? '',
  retry: (error) => error,
  parse: (text, view) => answerMove(view, parseSuspectReply(text)),
};

const SUSPECT_JSON_FORMAT = `Reply with one JSON object: {"answer": "<your answer, one or two sentences, at most ${ANSWER_CHARS} characters>", "hit_points": [the numbers of the key points the question hits]}.`;

export const suspectJsonProtocol: Protocol<SuspectView, Move> = {
  id: 'json',
  label: 'Structured (JSON)',
  version: 'detective-cases/suspect-json/3',
  seats: [...LETTERS],
  maxTokens: 1000,
  jsonSchema: (view) => {
    const keys = Math.max(1, view.self.key_question?.length ?? 0);
    // A question hits a few key points at most: a bound whatever the case file holds.
    return {
      type: 'object',
      properties: {
        answer: freeText(ANSWER_CHARS, 'Your answer, in one or two sentences.'),
        hit_points: { type: 'array', items: { type: 'integer', minimum: 1, maximum: keys }, maxItems: Math.min(keys, MOST_HITS) },
      },
      required: ['answer', 'hit_points'],
      additionalProperties: false,
    };
  },
  system: (view) => `${suspectRules(view, 'Give their numbers in "hit_points" (an empty list when none is hit).')}\n\n${SUSPECT_JSON_FORMAT}`,
  turn: (view) => view.pending?.question ?? '',
  retry: (error) => `${error}\n${SUSPECT_JSON_FORMAT}`,
  parse: (text, view) => answerMove(view, parseSuspectJson(text)),
};

/** The detective's protocols, then the suspects': the same ids, so `--protocol json` serves every seat. */
export const protocols = [paperProtocol, jsonProtocol, suspectPaperProtocol, suspectJsonProtocol];
