/**
 * Reading moves from a model's reply: the player's `Q: <question>` or final answer, the judge's
 * Yes, No, Unknown or fixed sentence with the key points hit (`Hit point: 1, 3`), its verdict; and
 * the same as JSON. Every reader returns a move or a clear error, and never throws.
 */
import { jsonObject, type Parsed } from '../../core/protocol';
import { pyStrip } from '../../core/python-text';
import type { Reply, Verdict } from './types';

/** What a player's reply holds: a question, or the final explanation. */
export type PlayerReply = { kind: 'ask'; question: string } | { kind: 'explain'; text: string };

/** What a judge's reply to a question holds: its reply, and the key points (numbers from 1) it says the question hit. */
export interface JudgeReply {
  reply: Reply;
  hits: number[];
}

/** What the player's turn asks for: a question, the explanation, or either (when it may explain early). */
export type Expected = 'question' | 'explanation' | 'either';

export const QUESTION_FORMAT_ERROR = 'Your reply holds no question: write one yes-or-no question as "Q: <your question>".';
export const EXPLANATION_ERROR = 'Your reply is empty: give your answer as "A: <your answer>".';
export const JUDGE_FORMAT_ERROR = 'Your reply is none of Yes, No, Unknown or "This is not a question, please propose your next question.": reply with exactly one of them.';
export const VERDICT_ERROR = 'Say whether the explanation is correct, partly correct or wrong, with one word: Correct, Partly or Wrong.';
export const PLAYER_JSON_ERROR = 'Your reply is not a JSON object like {"reasoning": "…", "action": "ask", "text": "Did he die?"} or {"reasoning": "…", "action": "answer", "text": "<your answer>"}.';
export const JUDGE_JSON_ERROR = 'Your reply is not a JSON object like {"answer": "Yes", "hit_points": [1, 3]} (the answer one of Yes, No, Unknown, Not a question).';
export const VERDICT_JSON_ERROR = 'Your reply is not a JSON object like {"verdict": "correct"} (correct, partly or wrong).';

/** Markdown emphasis and quotes around a line are not part of it. */
const strip = (text: string) => text.replace(/[*_`]/g, '').trim().replace(/^["'“‘]+|["'”’]+$/g, '').trim();

/**
 * The player's move. A question is the rest of the last `Q:` line (models often think aloud
 * first), or, without one, the whole reply. The explanation is the whole
 * reply exactly as written, an `A:` included, as AR-Bench scores it; when the player may do either,
 * an `A:` line without a later `Q:` line is the explanation. In AR-Bench's loop (`verbatim`) the
 * whole reply is the question or the answer, empty or not, as its code sends and scores it.
 */
export function parsePlayerReply(text: string, expected: Expected, verbatim = false): Parsed<PlayerReply> {
  // AR-Bench's loop: the whole reply is the turn's question, or the final answer, whatever it holds.
  if (verbatim && expected !== 'either') return { ok: true, move: expected === 'explanation' ? { kind: 'explain', text } : { kind: 'ask', question: text } };
  if (expected === 'explanation') return text.trim() ? { ok: true, move: { kind: 'explain', text } } : { ok: false, error: EXPLANATION_ERROR };
  const marks = [...text.slice(-8000).matchAll(/^[\s*#>-]*(Q|A)\s*\d*\s*[:：]\s*(.*)$/gim)];
  const last = marks.at(-1);
  if (expected === 'either' && last?.[1]!.toUpperCase() === 'A') return { ok: true, move: { kind: 'explain', text } };
  const question = [...marks].reverse().find((m) => m[1]!.toUpperCase() === 'Q');
  const body = strip(question ? question[2]! : text);
  return body ? { ok: true, move: { kind: 'ask', question: body } } : { ok: false, error: QUESTION_FORMAT_ERROR };
}

/** The key points of a `Hit point: 1, 3` line (AR-Bench's `parse_keypoints`); none when absent or "No point is hit". */
export function parseHits(text: string): number[] {
  const list = /hit points?\s*[:：]\s*([\d, \t]+)/i.exec(text)?.[1] ?? '';
  return [...new Set(list.split(/[,\s]+/).filter(Boolean).map(Number))].filter((n) => Number.isInteger(n) && n > 0);
}

/** The key-point line Fogplay asks a judge for, which AR-Bench's judge does not write. */
const KEY_POINT_LINE = /hit points?\s*[:：][^\n]*|no points? (?:is|are) hit/gi;

/** A judge's reply as AR-Bench's loop passes it to the player, `.strip().strip(".")`, without the key-point line. */
export function arBenchReply(text: string): string {
  return pyStrip(text.replace(new RegExp(String.raw`\s*/?\s*(?:${KEY_POINT_LINE.source})`, 'gi'), '')).replace(/^\.+|\.+$/g, '');
}

/** A judge's reply: its fixed sentence, else the first of Yes, No and Unknown outside the hit-point line. */
export function parseJudgeReply(text: string): Parsed<JudgeReply> {
  const head = text.slice(0, 4000);
  const answer = head.replace(KEY_POINT_LINE, ' ');
  const hits = parseHits(head);
  if (/not a question/i.test(answer)) return { ok: true, move: { reply: 'not-a-question', hits } };
  const word = /\b(yes|no|unknown)\b/i.exec(answer)?.[1];
  if (!word) return { ok: false, error: JUDGE_FORMAT_ERROR };
  const reply = (word[0]!.toUpperCase() + word.slice(1).toLowerCase()) as Reply;
  return { ok: true, move: { reply, hits } };
}

const VERDICT_WORDS: Record<string, Verdict> = { correct: 'correct', right: 'correct', partly: 'partly', partially: 'partly', wrong: 'wrong', incorrect: 'wrong' };

/** A verdict: the first of Correct, Partly and Wrong (or their synonyms) in the reply. */
export function parseVerdict(text: string): Parsed<Verdict> {
  const word = /\b(correct|right|partly|partially|wrong|incorrect)\b/i.exec(text.slice(0, 4000))?.[1];
  return word ? { ok: true, move: VERDICT_WORDS[word.toLowerCase()]! } : { ok: false, error: VERDICT_ERROR };
}

/** A player's move from `{"reasoning": …, "action": "ask" | "answer", "text": …}`. */
export function parsePlayerJson(text: string): Parsed<PlayerReply> {
  const object = jsonObject(text);
  const body = typeof object?.text === 'string' ? object.text : '';
  if (!body.trim()) return { ok: false, error: PLAYER_JSON_ERROR };
  if (object!.action === 'ask') return { ok: true, move: { kind: 'ask', question: body.trim() } };
  if (object!.action === 'answer') return { ok: true, move: { kind: 'explain', text: body } };
  return { ok: false, error: PLAYER_JSON_ERROR };
}

const JSON_REPLIES: Record<string, Reply> = { yes: 'Yes', no: 'No', unknown: 'Unknown', 'not a question': 'not-a-question' };

/** A judge's reply from `{"answer": "Yes" | "No" | "Unknown" | "Not a question", "hit_points": [1, 3]}`. */
export function parseJudgeJson(text: string): Parsed<JudgeReply> {
  const object = jsonObject(text);
  const reply = typeof object?.answer === 'string' ? JSON_REPLIES[object.answer.trim().toLowerCase()] : undefined;
  if (!reply) return { ok: false, error: JUDGE_JSON_ERROR };
  const hits = Array.isArray(object!.hit_points) ? object!.hit_points.filter((n): n is number => Number.isInteger(n) && n > 0) : [];
  return { ok: true, move: { reply, hits: [...new Set(hits)] } };
}

/** A verdict from `{"verdict": "correct" | "partly" | "wrong"}`. */
export function parseVerdictJson(text: string): Parsed<Verdict> {
  const verdict = jsonObject(text)?.verdict;
  return verdict === 'correct' || verdict === 'partly' || verdict === 'wrong' ? { ok: true, move: verdict } : { ok: false, error: VERDICT_JSON_ERROR };
}
