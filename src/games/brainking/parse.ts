/**
 * Reading BrainKing moves from a model's reply: the player's `Q<n>: <question>` or
 * `Guess: <entity>`, the oracle's Yes or No, and the same as JSON. Every reader returns a move or
 * a clear error, and never throws.
 */
import { jsonObject, type Parsed } from '../../core/protocol';

/** What a player's reply asks for: a question, or the one guess. */
export type PlayerReply = { kind: 'ask'; question: string } | { kind: 'guess'; text: string };

/** What an oracle's reply says: yes or no, and whether it marked the answer misleading. */
export interface OracleReply {
  yes: boolean;
  misleading: boolean;
}

export const PLAYER_FORMAT_ERROR =
  'Your reply has no question or guess in the format asked: write one question as "Q<number>: <your question>", or your one guess as "Guess: <the entity>".';

export const ORACLE_FORMAT_ERROR = 'Your reply says neither Yes nor No: answer with one word, Yes or No.';

export const PLAYER_JSON_ERROR =
  'Your reply is not a JSON object like {"reasoning": "…", "action": "ask", "text": "Is it alive?"} or {"reasoning": "…", "action": "guess", "text": "a dog"}.';

export const ORACLE_JSON_ERROR = 'Your reply is not a JSON object like {"answer": "yes"} (or, to judge a guess, {"correct": true}).';

/** Models decorate: markdown emphasis, quotes and a closing full stop are not part of the move. */
const strip = (text: string) => text.replace(/[*_`]/g, '').trim().replace(/^["'“‘]+|["'”’]+$/g, '').trim();

/** A guess without its framing: "Is it a dog?" and "It's a dog." guess "a dog". */
const guessed = (text: string) => strip(text).replace(/^(?:is it|it is|it's|it must be)\s+/i, '').replace(/[.!?]+$/, '').trim();

/**
 * The question or guess of a reply. The last one written counts: models often restate earlier
 * questions, or think aloud, before the move they mean.
 */
export function parsePlayerReply(text: string): Parsed<PlayerReply> {
  const tail = text.slice(-4000);
  const marks = [...tail.matchAll(/(?:\b[Qq]\s*\d*|\b(?:final\s+)?guess)\s*[:：]\s*([^\n]*)/gi)];
  for (const mark of marks.reverse()) {
    const body = mark[1]!;
    if (/^q/i.test(mark[0])) {
      const question = strip(body);
      if (question) return { ok: true, move: { kind: 'ask', question } };
    } else {
      const entity = guessed(body);
      if (entity) return { ok: true, move: { kind: 'guess', text: entity } };
    }
  }
  return { ok: false, error: PLAYER_FORMAT_ERROR };
}

/** An oracle's Yes or No: the first of the two words in the reply, with an optional "(misleading)" mark. */
export function parseOracleReply(text: string): Parsed<OracleReply> {
  const word = /\b(yes|no)\b/i.exec(text.slice(0, 4000));
  if (!word) return { ok: false, error: ORACLE_FORMAT_ERROR };
  return { ok: true, move: { yes: word[1]!.toLowerCase() === 'yes', misleading: /\(\s*misleading\s*\)/i.test(text) } };
}

/** A player's move from `{"reasoning": …, "action": "ask" | "guess", "text": …}`. */
export function parsePlayerJson(text: string): Parsed<PlayerReply> {
  const object = jsonObject(text);
  const body = typeof object?.text === 'string' ? object.text.trim() : '';
  if (!body) return { ok: false, error: PLAYER_JSON_ERROR };
  if (object!.action === 'ask') return { ok: true, move: { kind: 'ask', question: body } };
  if (object!.action === 'guess') return { ok: true, move: { kind: 'guess', text: guessed(body) || body } };
  return { ok: false, error: PLAYER_JSON_ERROR };
}

/** An oracle's answer from `{"answer": "yes" | "no", "misleading"?: boolean}`, or a verdict from `{"correct": boolean}`. */
export function parseOracleJson(text: string): Parsed<OracleReply> {
  const object = jsonObject(text);
  const answer = typeof object?.answer === 'string' ? object.answer.trim().toLowerCase() : undefined;
  if (answer === 'yes' || answer === 'no') return { ok: true, move: { yes: answer === 'yes', misleading: object!.misleading === true } };
  if (typeof object?.correct === 'boolean') return { ok: true, move: { yes: object.correct, misleading: false } };
  return { ok: false, error: ORACLE_JSON_ERROR };
}
