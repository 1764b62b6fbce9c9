/**
 * Reading moves from a model's reply, after AR-Bench's `dc_evaluator.py` and `utils_dc.py`: the
 * detective's choice of a suspect (the whole name, one punctuation mark at each end stripped), its
 * question (the whole reply), its final answer (`extract_answer_choice`); a suspect's answer and
 * the key points it says the question hit; and the same as JSON. Every reader returns a move or a
 * clear error, and never throws.
 */
import { jsonObject, type Parsed } from '../../core/protocol';
import { PY_SPACE } from '../../core/python-text';
import { parseHits } from '../situation-puzzles/parse';
import { LETTERS } from './data';
import type { Letter } from './types';

export const QUESTION_ERROR = 'Your reply is empty: give one single question.';
export const ANSWER_ERROR = 'Your reply holds no answer: answer the detective’s question in one or two sentences.';
export const DETECTIVE_JSON_ERROR =
  'Your reply is not a JSON object like {"reasoning": "…", "action": "ask", "suspect": "B", "question": "Where were you at nine?"} or {"reasoning": "…", "action": "accuse", "suspect": "C"}.';
export const SUSPECT_JSON_ERROR = 'Your reply is not a JSON object like {"answer": "I was in the kitchen all evening.", "hit_points": []}.';

const PUNCTUATION = /[!"#$%&'()*+,\-./:;<=>?@[\\\]^_`{|}~]/;

/**
 * The suspect a reply names, as AR-Bench reads it: the reply, stripped of one punctuation mark at
 * each end, must be one suspect's whole name exactly; null otherwise, and the turn is lost. AR-Bench
 * does not trim the reply, so "Name\n" loses the turn; the friendly reading trims it first.
 */
export function parseSuspectChoice(text: string, names: readonly string[], friendly = false): Letter | null {
  const i = names.indexOf(withoutEndPunctuation(friendly ? text.trim() : text));
  return i >= 0 ? LETTERS[i]! : null;
}

/** AR-Bench's `remove_punctuation_at_ends`: one punctuation mark off each end, nothing trimmed. */
export function withoutEndPunctuation(text: string): string {
  let reply = text;
  if (PUNCTUATION.test(reply.charAt(0))) reply = reply.slice(1);
  if (PUNCTUATION.test(reply.charAt(reply.length - 1))) reply = reply.slice(0, -1);
  return reply;
}

/** The question: the whole reply, as AR-Bench takes it. */
export function parseQuestion(text: string): Parsed<string> {
  const question = text.trim();
  return question ? { ok: true, move: question } : { ok: false, error: QUESTION_ERROR };
}

/** AR-Bench's `Answer:\s*(.*)` with Python's `\s`, and its `.`, which stops only at `\n` (so "A\rB" is one line). */
const ANSWER_LINE = new RegExp(`Answer:${PY_SPACE}*([^\\n]*)`);

/**
 * The letter of a final answer, exactly as AR-Bench's `extract_answer_choice`: the rest of the
 * line after the first "Answer:" (the spaces after it may cross a line break), and in it the last
 * capital A to E, so "Answer: C. Dr. Evans" gives E and "Answer: A\rB" gives B. Null without an
 * "Answer:" or a letter, which AR-Bench counts as wrong.
 */
export function extractAnswerChoice(text: string): Letter | null {
  const line = ANSWER_LINE.exec(text)?.[1] ?? '';
  return (line.match(/A|B|C|D|E/g)?.at(-1) as Letter | undefined) ?? null;
}

/** A suspect's reply: the answer, without a line naming the key points hit, which gives the hits (none when absent). */
export function parseSuspectReply(text: string): Parsed<{ text: string; hits: number[] }> {
  const head = text.slice(0, 8000);
  const hits = parseHits(head);
  const answer = head.replace(/^.*(hit points?\s*[:：]|no points? (?:is|are) hit).*$/gim, '').trim();
  return answer ? { ok: true, move: { text: answer, hits } } : { ok: false, error: ANSWER_ERROR };
}

const letterOf = (value: unknown): Letter | null => {
  const letter = typeof value === 'string' ? value.trim().toUpperCase() : '';
  return LETTERS.includes(letter as Letter) ? (letter as Letter) : null;
};

/** The detective's move as JSON: `{"reasoning", "action": "ask", "suspect", "question"}` or `{"reasoning", "action": "accuse", "suspect"}`. */
export function parseDetectiveJson(
  text: string,
): Parsed<{ kind: 'ask'; suspect: Letter; question: string } | { kind: 'accuse'; suspect: Letter; reasoning: string }> {
  const object = jsonObject(text);
  const suspect = letterOf(object?.suspect);
  if (!object || !suspect) return { ok: false, error: DETECTIVE_JSON_ERROR };
  const reasoning = typeof object.reasoning === 'string' ? object.reasoning : '';
  if (object.action === 'accuse') return { ok: true, move: { kind: 'accuse', suspect, reasoning } };
  const question = typeof object.question === 'string' ? object.question.trim() : '';
  if (object.action === 'ask' && question) return { ok: true, move: { kind: 'ask', suspect, question } };
  return { ok: false, error: DETECTIVE_JSON_ERROR };
}

/** A suspect's answer as JSON: `{"answer": "…", "hit_points": [1]}`. */
export function parseSuspectJson(text: string): Parsed<{ text: string; hits: number[] }> {
  const object = jsonObject(text);
  const answer = typeof object?.answer === 'string' ? object.answer.trim() : '';
  if (!answer) return { ok: false, error: SUSPECT_JSON_ERROR };
  const hits = Array.isArray(object!.hit_points) ? object!.hit_points.filter((n): n is number => Number.isInteger(n) && n > 0) : [];
  return { ok: true, move: { text: answer, hits: [...new Set(hits)] } };
}
