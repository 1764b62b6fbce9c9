/**
 * Reading an AsymPuzl move from a model's reply. The paper's answers end with a JSON object with
 * a "message" and a list of "actions"; free text (reasoning) may come first, so the last such
 * object in the reply is the move. The game checks the move itself. Never throws.
 */
import type { Parsed } from '../../core/protocol';

export const FORMAT_ERROR =
  'Your answer must end with a valid JSON object with a "message" and a list of "actions", such as {"message": "Please confirm the color of the circle.", "actions": [{"replace": 1, "by": {"shape": "circle", "color": "red"}}]}.';

/** How far back from the end of a reply to look: a reply is at most 4,096 tokens. */
const TAIL = 20_000;

/** The end of the JSON object opening at `start` (the index after its closing brace), skipping braces inside strings; -1 when it does not close. */
function objectEnd(text: string, start: number): number {
  let depth = 0;
  let inString = false;
  for (let i = start; i < text.length; i++) {
    const c = text[i];
    if (inString) {
      if (c === '\\') i++;
      else if (c === '"') inString = false;
    } else if (c === '"') inString = true;
    else if (c === '{') depth++;
    else if (c === '}' && --depth === 0) return i + 1;
  }
  return -1;
}

/** The last JSON object in `text` that has a "message" or an "actions" field, or null. */
function lastMoveObject(text: string): Record<string, unknown> | null {
  const tail = text.slice(-TAIL);
  for (let start = tail.lastIndexOf('{'); start >= 0; start = start > 0 ? tail.lastIndexOf('{', start - 1) : -1) {
    const end = objectEnd(tail, start);
    if (end < 0) continue;
    try {
      const value: unknown = JSON.parse(tail.slice(start, end));
      if (typeof value === 'object' && value !== null && !Array.isArray(value) && ('message' in value || 'actions' in value)) return value as Record<string, unknown>;
    } catch {
      // Not JSON: an earlier brace may open the object.
    }
  }
  return null;
}

/** The paper's format: the move is the reply's last JSON object, as written (the game checks it). */
export function parseReply(text: string): Parsed<unknown> {
  const move = lastMoveObject(text);
  return move ? { ok: true, move } : { ok: false, error: FORMAT_ERROR };
}

export const JSON_ERROR =
  'Your reply must be one JSON object: {"message": "<text for the other agent>", "actions": {"<position>": {"shape": "<shape>", "color": "<color>"}, …}}.';

/**
 * The constrained format: `actions` maps positions to pairs, so no position can be replaced twice;
 * it is turned into the paper's list of actions. An engine that ignores the schema may still send
 * a list, which is taken as it is.
 */
export function parseJsonReply(text: string): Parsed<unknown> {
  const object = lastMoveObject(text);
  if (!object) return { ok: false, error: JSON_ERROR };
  const { message, actions } = object;
  if (typeof actions !== 'object' || actions === null || Array.isArray(actions)) return { ok: true, move: { message, actions } };
  return { ok: true, move: { message, actions: Object.entries(actions).map(([position, by]) => ({ replace: Number(position), by })) } };
}
