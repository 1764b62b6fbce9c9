/**
 * Reads a move from a model's reply to the turn a view asks for: from the answer line that ends a
 * free-text reply (`Team: 0, 2`), or from a JSON object. Output parsing, not rules: the game
 * validates what these return. Never throws.
 */
import type { Parsed } from '../../core/protocol';
import type { Move, MoveKind, View } from './game';
import { SEATS } from './rules';

/** The label of the line a free-text reply ends with, by the kind of move asked for. */
export const LABELS: Record<MoveKind, string> = {
  speak: 'Speech',
  propose: 'Team',
  vote: 'Vote',
  quest: 'Quest',
  assassinate: 'Merlin',
  belief: 'Beliefs',
};

/** The field of a JSON reply that holds the move, by kind: the move's own field. */
export const FIELDS: Record<MoveKind, string> = {
  speak: 'text',
  propose: 'team',
  vote: 'approve',
  quest: 'pass',
  assassinate: 'target',
  belief: 'good',
};

/** Replies are read from their end: a longer one is cut to its last characters first. */
const MAX_TEXT = 8000;

const NOT_YOUR_TURN = 'It is not your turn.';
const fail = (error: string): Parsed<Move> => ({ ok: false, error });
const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** A belief report by seat: AvalonBench asks for all five players, the reporter included. */
const beliefMove = (given: ReadonlyMap<number, number>): Move => ({ kind: 'belief', good: SEATS.map((s) => given.get(s)!) });

/** Everything after the last line that opens with `label:` (Markdown emphasis allowed), or null. */
function afterLastLabel(text: string, label: string): string | null {
  const pattern = new RegExp(`^[\\s*_#>-]*${label}[\\s*_]*[:：]`, 'gim');
  let end: number | null = null;
  for (const match of text.matchAll(pattern)) end = match.index + match[0].length;
  return end === null ? null : text.slice(end);
}

/** Drops Markdown emphasis, code ticks and wrapping quotes. */
const unwrap = (text: string) => text.replace(/[*_`]/g, '').trim().replace(/^["“'](.*)["”']$/s, '$1').trim();

function fromAnswer(kind: MoveKind, answer: string): Parsed<Move> {
  const label = `“${LABELS[kind]}:”`;
  switch (kind) {
    case 'speak':
      return answer ? { ok: true, move: { kind, text: answer } } : fail(`Your ${label} line is empty.`);
    case 'propose': {
      const team = answer.match(/\d+/g)?.map(Number);
      return team ? { ok: true, move: { kind, team } } : fail(`Your ${label} line names no players.`);
    }
    case 'vote': {
      const word = /\b(approve|yes|reject|no)\b/i.exec(answer)?.[1]?.toLowerCase();
      return word ? { ok: true, move: { kind, approve: word === 'approve' || word === 'yes' } } : fail(`Your ${label} line says neither approve nor reject.`);
    }
    case 'quest': {
      const word = /\b(pass|success|succeed|fail)\b/i.exec(answer)?.[1]?.toLowerCase();
      return word ? { ok: true, move: { kind, pass: word !== 'fail' } } : fail(`Your ${label} line says neither pass nor fail.`);
    }
    case 'assassinate': {
      const target = /\d+/.exec(answer)?.[0];
      return target ? { ok: true, move: { kind, target: Number(target) } } : fail(`Your ${label} line names no player.`);
    }
    case 'belief': {
      // "0: 0.8, 2: 30%, …": a probability per player, a percentage read as a share.
      const pairs = [...answer.matchAll(/(\d+)\s*[:=]\s*(\d*\.?\d+)\s*(%?)/g)];
      const given = new Map(pairs.map(([, seat, p, percent]) => [Number(seat), Number(p) / (percent ? 100 : 1)]));
      const missing = SEATS.filter((s) => !given.has(s));
      return missing.length === 0
        ? { ok: true, move: beliefMove(given) }
        : fail(`Your ${label} line gives no probability for Player ${missing.join(', Player ')}.`);
    }
  }
}

/** Reads the move from the last answer line of a free-text reply, like `Vote: approve`. */
export function parseAnswer(text: string, view: View): Parsed<Move> {
  const kind = view.yourMove;
  if (kind === null) return fail(NOT_YOUR_TURN);
  const rest = afterLastLabel(text.slice(-MAX_TEXT), LABELS[kind]);
  if (rest === null) return fail(`Your reply has no line starting “${LABELS[kind]}:”.`);
  // A speech may run over several lines; every other answer is the rest of its line.
  const answer = kind === 'speak' ? rest : (rest.trim().split('\n')[0] ?? '');
  return fromAnswer(kind, unwrap(answer));
}

/** Reads the move from a JSON reply (perhaps wrapped in prose or a code fence), by its kind's field. */
export function parseJson(text: string, view: View): Parsed<Move> {
  const kind = view.yourMove;
  if (kind === null) return fail(NOT_YOUR_TURN);
  const error = fail(`Your reply is not one JSON object with a valid “${FIELDS[kind]}” field.`);
  let reply: unknown;
  try {
    reply = JSON.parse(text.slice(text.indexOf('{'), text.lastIndexOf('}') + 1));
  } catch {
    return error;
  }
  const value = isRecord(reply) ? reply[FIELDS[kind]] : undefined;
  switch (kind) {
    case 'speak':
      return typeof value === 'string' && value.trim() ? { ok: true, move: { kind, text: value.trim() } } : error;
    case 'propose':
      return Array.isArray(value) ? { ok: true, move: { kind, team: value as number[] } } : error;
    case 'vote':
      return typeof value === 'boolean' ? { ok: true, move: { kind, approve: value } } : error;
    case 'quest':
      return typeof value === 'boolean' ? { ok: true, move: { kind, pass: value } } : error;
    case 'assassinate':
      return typeof value === 'number' ? { ok: true, move: { kind, target: value } } : error;
    case 'belief': {
      if (!isRecord(value)) return error;
      const given = new Map(SEATS.map((s) => [s, value[s]] as const));
      return [...given.values()].every((p) => typeof p === 'number') ? { ok: true, move: beliefMove(given as Map<number, number>) } : error;
    }
  }
}
