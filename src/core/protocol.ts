/**
 * How a model plays a game's seat: the prompts that turn views into messages, and the parser
 * that reads a move from the reply. Each game writes its own in `prompts.ts`, versioned.
 */
import type { TemplateSlots } from './template';

export type Parsed<M> = { ok: true; move: M } | { ok: false; error: string };

/** The outermost JSON object of a reply (some engines wrap it in prose or a code fence), or null. Never throws. */
export function jsonObject(text: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(text.slice(text.indexOf('{'), text.lastIndexOf('}') + 1));
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

export interface Protocol<View = unknown, Move = unknown> {
  /** `paper` for the benchmark's own free-text prompts, `json` for structured output. */
  id: string;
  label: string;
  /** Recorded in every run, so results name the exact prompts they came from. */
  version: string;
  /** The seats it can play; every seat when absent. */
  seats?: string[];
  /** The benchmark's cap on a reply's tokens, used when the run sets none. */
  maxTokens?: number;
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
  /** Reads the move asked for in `view` from a reply; never throws. */
  parse(text: string, view: View): Parsed<Move>;
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
  };
}

/**
 * A protocol's constrained variant, its own protocol so that runs say which was used: the same
 * prompts, with a grammar the engine holds every reply to.
 */
export function constrained<View, Move>(protocol: Protocol<View, Move>, grammar: (view: View) => string): Protocol<View, Move> {
  return {
    ...protocol,
    id: `${protocol.id}-constrained`,
    label: `${protocol.label}, constrained by a grammar`,
    version: `${protocol.version}+grammar`,
    grammar,
  };
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
  /** The score of one judgement (ToT: sure 20, likely 1, impossible 0.001), or null when it gives none. Never throws. */
  score(reply: string): number | null;
  /** The move the search's final nodes lead to, given best first (it keeps `breadth` of them). */
  answer(nodes: Node[]): unknown;
}
