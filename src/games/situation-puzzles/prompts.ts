/**
 * How a model plays a situation puzzle, after AR-Bench's zero-shot loop in our own words
 * (`propose_template`, `get_answer_prompt` and the judge's `system_prompt_with_2shots` in its
 * `arbench/reasoner/sp/prompt.py`). The player gets the rules and the surface once, then one message
 * per turn carrying the judge's reply and asking for the next question; after the last turn it is
 * asked for its answer, which is scored whole. The judge gets the surface and the bottom, replies
 * with one word or AR-Bench's fixed sentence, and, after AR-Bench's key-point prompt
 * (`keypoint_hits_prompt`, which its code defines but never calls), names the key points the
 * question hits. Unlike AR-Bench, whose judge starts afresh for every question, the judge here
 * keeps one conversation (a seat's conversation is append-only); its system message and each
 * question are as in AR-Bench. Key answers are never in a prompt: the judge check compares a
 * model's replies with them. `json` asks for the same moves as structured output.
 */
import { freeText, type Parsed, type Protocol } from '../../core/protocol';
import { AR_BENCH_SAMPLING } from '../ar-bench';
import type { TemplateSlots } from '../../core/template';
import type { JudgeView, Move, PlayerView, Verdict } from './types';
import { heard, NOT_A_QUESTION } from './transcript';
import {
  arBenchReply,
  parseHits,
  parseJudgeJson,
  parseJudgeReply,
  parsePlayerJson,
  parsePlayerReply,
  parseVerdict,
  parseVerdictJson,
  type Expected,
  type JudgeReply,
  type PlayerReply,
} from './parse';

/** What the player's turn asks for. */
export function expected(view: PlayerView): Expected {
  if (view.turns.length >= view.maxQuestions) return 'explanation';
  return view.earlyExplanation ? 'either' : 'question';
}

/** The player's rules; `format` says how to write a move. */
function playerRules(view: PlayerView, format: string): string {
  const n = view.maxQuestions;
  const end = view.earlyExplanation
    ? `Instead of a question you may give your final answer at any turn, and you must give it after turn ${n}.`
    : `After the ${n} turns I will ask for your final answer. Do not tell me your answer before I ask for it.`;
  return `Let's play a situation puzzle. I will give you a puzzle: a short story that seems strange until you know what really happened. You have ${n} turns of questions. In each turn, ask me one question that can be answered yes or no, and I will reply "Yes", "No" or "Unknown". ${end}

Puzzle: ${view.surface}

${format}`;
}

/** The judge's replies since the player's previous turn, as the player reads them. */
function replies(view: PlayerView, previous: PlayerView | null): string {
  const since = view.turns.slice(previous?.turns.length ?? 0).filter((t) => t.reply !== null);
  return since.map((t) => `${heard({ reply: t.reply!, said: t.said })}\n`).join('');
}

const PAPER_QUESTION = 'Q: [Your question]';
const PAPER_ANSWER = 'A: [Your answer]';

/** The request for this turn: the next question, or the final answer. */
function request(view: PlayerView): string {
  const next = view.turns.length + 1;
  switch (expected(view)) {
    case 'explanation':
      return `The questions are over. From what you have learned, give your answer to the puzzle directly, in this format:\n${PAPER_ANSWER}`;
    case 'either':
      return `Turn ${next} of ${view.maxQuestions}: ask your next question, or give your final answer.\n${PAPER_QUESTION}\n${PAPER_ANSWER}`;
    case 'question':
      return `Turn ${next}: ask your next question.`;
  }
}

const paperFormat = (view: PlayerView) =>
  view.earlyExplanation ? `Write a question in this format:\n${PAPER_QUESTION}\nand your final answer in this format:\n${PAPER_ANSWER}` : `Write each question in exactly this format:\n${PAPER_QUESTION}`;

const playerMove = (parsed: Parsed<PlayerReply>): Parsed<Move> =>
  !parsed.ok ? parsed : { ok: true, move: parsed.move.kind === 'ask' ? { kind: 'ask', question: parsed.move.question } : { kind: 'explain', text: parsed.move.text } };

/** What a person's template may use for the player (`core/template.ts`), from the player's view alone: never the bottom. */
const playerTemplateSlots: TemplateSlots<PlayerView> = {
  names: [
    { name: 'surface', meaning: "the puzzle's story, as the player sees it" },
    { name: 'questions', meaning: 'the number of turns of questions' },
    { name: 'turn', meaning: "this turn's number, from 1" },
    { name: 'replies', meaning: "the judge's replies since the player's previous turn, one a line; empty at the first turn" },
    { name: 'history', meaning: 'every question so far with its reply, two lines each' },
    { name: 'request', meaning: "this turn's request in Fogplay's words: a question, or after the last turn the answer" },
  ],
  required: ['replies', 'history'],
  values: (view, previous) => ({
    surface: view.surface,
    questions: String(view.maxQuestions),
    turn: String(view.turns.length + 1),
    replies: replies(view, previous).trimEnd(),
    history: view.turns.length
      ? view.turns.map((t) => `Q${t.number}: ${t.question}${t.reply === null ? '' : `\nA${t.number}: ${heard({ reply: t.reply, said: t.said })}`}`).join('\n')
      : '(no questions yet)',
    request: request(view),
  }),
};

export const paperProtocol: Protocol<PlayerView, Move> = {
  id: 'paper',
  label: 'AR-Bench (free text)',
  version: 'situation-puzzles/paper/1',
  seats: ['player'],
  maxTokens: 384,
  sampling: AR_BENCH_SAMPLING,
  system: (view) => playerRules(view, paperFormat(view)),
  turn: (view, previous) => `${replies(view, previous)}${request(view)}`,
  retry: (error, view) => `${error}\n${request(view)}`,
  parse: (text, view) => playerMove(parsePlayerReply(text, expected(view), view.verbatim)),
  templateSlots: playerTemplateSlots,
};

/** The longest reasoning and text a JSON reply may write (an explanation needs more than a question), so that the whole reply fits in the budget. */
const REASONING_CHARS = 250;
const TEXT_CHARS = 300;

const JSON_FORMAT = `Reply every turn with one JSON object: {"reasoning": "<brief, at most ${REASONING_CHARS} characters>", "action": "ask" or "answer", "text": "<your yes-or-no question, or your final answer, at most ${TEXT_CHARS} characters>"}.`;

function playerSchema(view: PlayerView): object {
  const actions = { question: ['ask'], explanation: ['answer'], either: ['ask', 'answer'] }[expected(view)];
  return {
    type: 'object',
    properties: {
      reasoning: { type: 'string', maxLength: REASONING_CHARS, description: 'Brief reasoning from the replies so far.' },
      action: { enum: actions },
      text: freeText(TEXT_CHARS, 'A yes-or-no question, or your final answer: what happened in the story.'),
    },
    required: ['reasoning', 'action', 'text'],
    additionalProperties: false,
  };
}

export const jsonProtocol: Protocol<PlayerView, Move> = {
  id: 'json',
  label: 'Structured (JSON)',
  version: 'situation-puzzles/json/3',
  seats: ['player'],
  maxTokens: 1750,
  jsonSchema: playerSchema,
  system: (view) => playerRules(view, JSON_FORMAT),
  turn: (view, previous) => {
    const asked = view.turns.length;
    const ask = { question: `Question ${asked + 1} of ${view.maxQuestions}?`, either: `Question ${asked + 1} of ${view.maxQuestions}, or your final answer?`, explanation: 'No questions left: your final answer?' };
    return `${replies(view, previous)}${ask[expected(view)]}`;
  },
  retry: (error) => `${error}\n${JSON_FORMAT}`,
  parse: (text) => playerMove(parsePlayerJson(text)),
};

/** An example for the judge, of our own, on another story: how to reply, and how to name the key points hit. */
const JUDGE_EXAMPLE = `## Example (another puzzle)
Surface: A woman opened her front door, screamed, laughed and burst into tears.
Bottom: Her son, a soldier reported missing a year earlier, had come home without warning and was standing at the door.
Key points:
1. Was the visitor her son?
2. Had the visitor been reported missing?
Q: Was the visitor someone she knew? -> Yes / Hit point: 1
Q: Was she afraid of the visitor? -> No / No point is hit
Q: Was it raining that day? -> Unknown / No point is hit
Q: Had her son been missing? -> Yes / Hit point: 1, 2
Q: What is the answer? -> ${NOT_A_QUESTION} / No point is hit`;

/** The judge's instructions; `format` says how to reply. */
function judgeRules(view: JudgeView, format: string): string {
  const keyPoints = view.keyQuestions.map((k) => `${k.number}. ${k.text}`).join('\n');
  return `You are the judge of a situation puzzle. The player sees only the surface, a short story that seems strange; you also know the bottom, what really happened. Understand the whole story, its causes, events and outcome, and reason from it.
The player asks yes-or-no questions. Reply to each with one word and no explanation:
- Yes, if the question agrees with the surface and the bottom;
- No, if it contradicts the story;
- Unknown, if the story neither says it nor lets one work it out.
If the player asks for the answer outright, does not ask a question, or asks something that does not help solve the puzzle, reply only: ${NOT_A_QUESTION}
The story's key points are numbered below. A question hits a key point when it leads directly to it; name every key point it hits.
${format}

${JUDGE_EXAMPLE}

## Surface
${view.surface}

## Bottom
${view.bottom}

## Key points
${keyPoints}`;
}

const JUDGE_PAPER_FORMAT = 'Write your reply on the first line, and on a second line the key points the question hits, as "Hit point: 1, 3", or "No point is hit".';
const VERDICT_REQUEST = 'Compared with the bottom, is this answer correct, partly correct, or wrong?';

/** What the judge is asked now: the player's question as written, or its explanation to judge. */
function judgeTurn(view: JudgeView, verdictFormat: string): string {
  const asked = view.pending;
  if (asked?.kind === 'explanation') return `The player's final answer:\n${asked.text}\n\n${VERDICT_REQUEST} ${verdictFormat}`;
  return asked?.question ?? '';
}

/**
 * A judge's reply as the move the view asks for: the reply with every key question resolved so far,
 * or the verdict. `verbatim` says what of a free-text reply reaches the player where the view asks
 * for it as written (AR-Bench's loop), whatever the reply says.
 */
function judgeMove(
  view: JudgeView, text: string, readReply: (text: string) => Parsed<JudgeReply>, readVerdict: (text: string) => Parsed<Verdict>, verbatim?: (text: string) => string,
): Parsed<Move> {
  if (view.pending?.kind === 'explanation') {
    const verdict = readVerdict(text);
    return verdict.ok ? { ok: true, move: { kind: 'verdict', verdict: verdict.move } } : verdict;
  }
  const parsed = readReply(text);
  // AR-Bench's loop passes a free-text reply on as written, whatever it says, and never asks again.
  const said = view.verbatim && verbatim ? { said: verbatim(text) } : null;
  if (!parsed.ok && !said) return parsed;
  const hits = (parsed.ok ? parsed.move.hits : parseHits(text)).filter((n) => n <= view.keyQuestions.length);
  const reply = parsed.ok ? parsed.move.reply : 'other';
  return { ok: true, move: { kind: 'answer', reply, resolved: [...new Set([...view.resolved, ...hits])].sort((a, b) => a - b), ...said } };
}

const PAPER_VERDICT = 'Reply with one word: Correct, Partly or Wrong.';

export const judgePaperProtocol: Protocol<JudgeView, Move> = {
  id: 'paper',
  label: 'AR-Bench (free text)',
  version: 'situation-puzzles/judge-paper/1',
  seats: ['judge'],
  // A word and a line of key points.
  maxTokens: 64,
  sampling: AR_BENCH_SAMPLING,
  // AR-Bench's judge answers each question afresh, from the story alone.
  fresh: true,
  system: (view) => judgeRules(view, JUDGE_PAPER_FORMAT),
  turn: (view) => judgeTurn(view, PAPER_VERDICT),
  retry: (error, view) => `${error}\n${view.pending?.kind === 'explanation' ? PAPER_VERDICT : JUDGE_PAPER_FORMAT}`,
  parse: (text, view) => judgeMove(view, text, parseJudgeReply, parseVerdict, arBenchReply),
};

/** A question hits a few key points at most: a bound on the list whatever the puzzle file holds, so that the reply fits in the budget. */
const MOST_HITS = 10;

const JUDGE_JSON_FORMAT =
  'Reply with one JSON object: {"answer": "Yes", "No", "Unknown" or "Not a question", "hit_points": [the numbers of the key points the question hits]}.';
const JSON_VERDICT = 'Reply with one JSON object: {"verdict": "correct", "partly" or "wrong"}.';

export const judgeJsonProtocol: Protocol<JudgeView, Move> = {
  id: 'json',
  label: 'Structured (JSON)',
  version: 'situation-puzzles/judge-json/1',
  seats: ['judge'],
  maxTokens: 96,
  fresh: true,
  jsonSchema: (view) =>
    view.pending?.kind === 'explanation'
      ? { type: 'object', properties: { verdict: { enum: ['correct', 'partly', 'wrong'] } }, required: ['verdict'], additionalProperties: false }
      : {
          type: 'object',
          properties: {
            answer: { enum: ['Yes', 'No', 'Unknown', 'Not a question'] },
            hit_points: { type: 'array', items: { type: 'integer', minimum: 1, maximum: Math.max(1, view.keyQuestions.length) }, maxItems: Math.min(Math.max(1, view.keyQuestions.length), MOST_HITS) },
          },
          required: ['answer', 'hit_points'],
          additionalProperties: false,
        },
  system: (view) => judgeRules(view, JUDGE_JSON_FORMAT),
  turn: (view) => judgeTurn(view, JSON_VERDICT),
  retry: (error, view) => `${error}\n${view.pending?.kind === 'explanation' ? JSON_VERDICT : JUDGE_JSON_FORMAT}`,
  parse: (text, view) => judgeMove(view, text, parseJudgeJson, parseVerdictJson),
};

/** The player's protocols, then the judge's: the same ids, so `--protocol json` serves both seats. */
export const protocols = [paperProtocol, jsonProtocol, judgePaperProtocol, judgeJsonProtocol];
