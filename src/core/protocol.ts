/**
 * How a model plays a game's seat: the prompts that turn views into messages, and the parser
 * that reads a move from the reply. Each game writes its own in `prompts.ts`, versioned.
 */
import type { TemplateSlots } from './template';

/** The longest reply a benchmark loop takes as written: a bound for the record only, far above a reply within any budget offered. */
export const VERBATIM_LIMIT = 20_000;

/** A move read from a reply, or why none could be; `cut` when the reply was cut off at the token limit before it was complete. */
export type Parsed<M> = { ok: true; move: M } | { ok: false; error: string; cut?: boolean };

/** The outermost JSON object of a reply (some engines wrap it in prose or a code fence), or null. Never throws. */
export function jsonObject(text: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(text.slice(text.indexOf('{'), text.lastIndexOf('}') + 1));
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/**
 * The JSON Schema of a free-text field a game takes: at most `maxLength` characters, the first of
 * them not white space (`^\S`), so that a reply held to it never writes a blank text the game
 * would refuse. The engines' grammar (`json-grammar.ts`) holds a reply to exactly this.
 */
export function freeText(maxLength: number, description?: string): object {
  return { type: 'string', minLength: 1, maxLength, pattern: NOT_BLANK, ...(description && { description }) };
}

/** The pattern of a text that opens with a character other than white space. */
export const NOT_BLANK = '^\\S';

export interface Protocol<View = unknown, Move = unknown> {
  /** `paper` for the benchmark's own free-text prompts, `json` for structured output. */
  id: string;
  label: string;
  /** Recorded in every run, so results name the exact prompts they came from. */
  version: string;
  /** The seats it can play; every seat when absent. */
  seats?: string[];
  /**
   * The reply budget: the most tokens a reply may take, used when the run sets none. A protocol
   * with a JSON Schema or a grammar bounds every free-text field (`maxLength`, stated in its
   * prompt) so that any reply the grammar accepts fits in it (`replyTokenBound`); a registry-wide
   * test checks it. A free-text reply longer than it is cut off, and counted as cut.
   */
  maxTokens: number;
  /** The authors' own sampling, where the protocol is their benchmark's: used for what the run sets none of, and recorded with it. */
  sampling?: Sampling;
  /**
   * What the seat's conversation keeps of a reply, where the authors' loop keeps less than the
   * reply (AR-Bench keeps a chosen suspect's name stripped of end punctuation); the reply as written when absent.
   */
  kept?(reply: string, view: View): string;
  /**
   * Whether the model may think before it replies (`<think>…</think>`, as Qwen3 does), within the
   * budget. By default, only where the reply is free text: a JSON Schema or a grammar makes a reply
   * start with its own first character, so thinking is off there (see `thinks`).
   */
  thinking?: boolean;
  /**
   * A JSON Schema the reply must follow, for engines with structured output; a function of the
   * view where the move's shape depends on the turn (a team, a vote).
   */
  jsonSchema?: object | ((view: View) => object);
  /**
   * A GBNF grammar that every well-formed, legal reply matches, for engines that enforce one
   * (wllama, node-llama-cpp, llama.cpp's server): a model constrained by it cannot make an
   * invalid move. Only the constrained variant of a protocol has one (see `constrained`).
   */
  grammar?(view: View): string;
  /** Whether this turn's move is talk (a speech), which a rule-based bot may leave to a model. */
  talk?(view: View): boolean;
  /**
   * Whether each turn starts a new conversation (the system message and this turn's message),
   * for protocols whose every turn re-sends all the seat may know: AsymPuzl's history of length
   * one, AR-Bench's judge that answers each question afresh. A retry within a turn continues it.
   */
  fresh?: boolean;
  /**
   * Whether the protocol keeps a window of the history when the conversation outgrows the
   * model's context: the oldest whole turns after the first (which holds the rules) are left
   * out, the newest kept, and the turn's message says how many (the call records it as
   * `dropped`). Its version names it. Without it, the whole history is kept, as the papers do,
   * and a conversation that outgrows the context ends the episode as "context full".
   */
  window?: boolean;
  /** An optional system message that opens the conversation. */
  system?(view: View): string;
  /**
   * The user message asking for this turn's move. `previous` is the view at the seat's previous
   * turn (null at its first), so the message can report what changed since: feedback, answers.
   * `summary` is the model's own summary of the game, given at the first turn after it rewrote
   * it (see `summary` below): the conversation restarted, and the message carries it instead.
   */
  turn(view: View, previous: View | null, summary?: string): string;
  /**
   * The slots a person's prompt template may use in place of these prompts' messages (see
   * `template.ts`), filled from the view alone; absent where the prompts take no template.
   */
  templateSlots?: TemplateSlots<View>;
  /** The message after a refused reply, carrying the exact error text. */
  retry(error: string, view: View): string;
  /**
   * Reads the move asked for in `view` from a reply (the text after any thinking); never throws.
   * `cut` says the reply was cut off at the token limit: a parser that reads a reply without an
   * answer as a move (the Game of 24's empty answer) refuses a cut one instead.
   */
  parse(text: string, view: View, cut?: boolean): Parsed<Move>;
  /**
   * Self-consistency (Wang et al. 2022): each turn is asked `samples` times, every time afresh
   * (the system message and the turn's message, with a seed of its own), and the move most
   * replies agree on is played, the earliest among equals. `key` names the moves that agree, or
   * null for a move that does not vote (no answer); when none votes, the first move is played.
   */
  majority?: { samples: number; key(move: Move): string | null };
  /**
   * A running summary, for games too long for one conversation (AvalonBench's): when `due`, the
   * model first rewrites its summary of the game in an extra call, then the conversation restarts
   * from the system message with that summary in place of the history.
   */
  summary?: {
    /** Whether to rewrite the summary before this turn (a new round began since `previous`). */
    due(view: View, previous: View): boolean;
    /** The user message asking for the rewrite: what happened since `previous`, and the request. */
    request(view: View, previous: View): string;
    /** The rewrite's own budget (the run's smaller one wins). */
    maxTokens: number;
    /**
     * Where a grammar or schema holds the moves: the most characters of the summary, which is then
     * written as one JSON object held to them (`summarySchema`), so that it fits its budget as every
     * reply does. Without it, the summary is free text, and may run on past its budget.
     */
    maxLength?: number;
  };
}

/** The JSON Schema of a running summary of at most `maxLength` characters: `{"summary": "…"}`. */
export function summarySchema(maxLength: number): object {
  return { type: 'object', properties: { summary: freeText(maxLength, 'Your summary of the game so far.') }, required: ['summary'], additionalProperties: false };
}

/** The summary a reply held to `summarySchema` writes; the reply as written when it holds none (an engine that does not hold it). */
export function readSummary(text: string): string {
  const summary = jsonObject(text)?.summary;
  return typeof summary === 'string' ? summary : text;
}

/** Whether a model may think before its reply: the protocol's say, else only where no grammar or JSON Schema shapes the reply. */
export function thinks(protocol: Pick<Protocol, 'thinking' | 'jsonSchema' | 'grammar'>): boolean {
  return protocol.thinking ?? (protocol.jsonSchema === undefined && protocol.grammar === undefined);
}

/**
 * A reply's thinking, the text inside a `<think>…</think>` it opens with (null without one), and
 * the reply after it (null when the block never closed). The thinking stays in the recorded text,
 * shown as such, and is never read as the move.
 */
export function splitThinking(text: string): { thinking: string | null; reply: string | null } {
  const opening = /^\s*<think>/.exec(text);
  if (!opening) return { thinking: null, reply: text };
  const end = text.indexOf('</think>', opening[0].length);
  return end === -1 ? { thinking: text.slice(opening[0].length), reply: null } : { thinking: text.slice(opening[0].length, end), reply: text.slice(end + '</think>'.length) };
}

/** A reply without its thinking, or null when its thinking never closed. */
export const afterThinking = (text: string): string | null => splitThinking(text).reply;

/** The error text of a reply cut off at the token limit, for the model's retry and for a person reading the run. */
export function cutOff(maxTokens: number | undefined): string {
  return `The reply was cut off at the limit of ${maxTokens === undefined ? 'its' : maxTokens} tokens before it was complete.`;
}

/**
 * Reads a model's reply with a protocol, the one way every model seat does: the thinking is set
 * aside, and a reply the parser refuses, or whose thinking never closed, is a cut reply when the
 * engine stopped it at the token limit (`finishReason` `length`), with its own error text.
 */
export function readReply<View, Move>(
  protocol: Protocol<View, Move>,
  text: string,
  view: View,
  { finishReason, maxTokens }: { finishReason?: string; maxTokens?: number },
): Parsed<Move> {
  const cut = finishReason === 'length';
  const answer = afterThinking(text);
  const parsed: Parsed<Move> = answer === null ? { ok: false, error: 'The reply opened its thinking with <think> and never closed it with </think>.' } : protocol.parse(answer, view, cut);
  return !parsed.ok && cut ? { ok: false, error: cutOff(maxTokens), cut: true } : parsed;
}

/**
 * A protocol's constrained variant, its own protocol so that runs say which was used: the same
 * prompts, with a grammar the engine holds every reply to, and `parse` (where given) reading only
 * replies of the grammar's form, so that one of another form (from an engine that does not hold
 * it) is refused with its reason rather than read as a move the free-text reader would make of it.
 */
export function constrained<View, Move>(protocol: Protocol<View, Move>, grammar: (view: View) => string, parse: Protocol<View, Move>['parse'] = protocol.parse): Protocol<View, Move> {
  return {
    ...protocol,
    id: `${protocol.id}-constrained`,
    label: `${protocol.label}, constrained by a grammar`,
    version: `${protocol.version}+grammar`,
    grammar,
    parse,
  };
}

/** How the authors' code calls its models: temperature and top-p, and whether it caps a reply (AR-Bench does not). */
export interface Sampling {
  temperature: number;
  topP?: number;
  /** No reply cap: `maxTokens` is then used only where the run sets one. */
  noReplyCap?: true;
}

/**
 * How a model plays a seat by searching instead (Tree of Thoughts): many single queries per move,
 * run by `src/agents/tot.ts`. This is the game's side: its prompts and how to read the replies.
 * `Node` is a partial solution.
 */
export interface ThoughtTask<View, Node> {
  /** Recorded as the player's `protocol` setting. */
  id: string;
  label: string;
  /** Recorded in every run, so results name the exact prompts they came from. */
  version: string;
  /** The reply budget of every query, used when the run sets none. */
  maxTokens: number;
  /** The authors' own sampling, used for what the run sets none of. */
  sampling?: Sampling;
  /** Levels of thoughts from the root to a complete solution. */
  depth: number;
  root(view: View): Node;
  /** The message asking for next thoughts from a node; null when the node can go no further, so nothing is asked. */
  propose(node: Node): string | null;
  /** The nodes the thoughts of a reply lead to; none when it has no usable one. Never throws. */
  expand(node: Node, reply: string): Node[];
  /** The thought that led to a node, as recorded. */
  thought(node: Node): string;
  /** The message asking how promising a node is; nodes with the same message share one value. */
  evaluate(node: Node): string;
  /** The score of one judgement of a node (ToT: sure 20, likely 1, impossible 0.001), or null when it gives none. Never throws. */
  score(reply: string, node: Node): number | null;
  /** A node's whole path, where a repeat of one in the same level is valued 0 without asking, as ToT's `get_values` does. */
  key?(node: Node): string;
  /** The move the search's final nodes lead to, given best first (it keeps `breadth` of them). */
  answer(nodes: Node[]): unknown;
}
