/**
 * How a model plays a game's seat: the prompts that turn views into messages, and the parser
 * that reads a move from the reply. Each game writes its own in `prompts.ts`, versioned.
 */
export type Parsed<M> = { ok: true; move: M } | { ok: false; error: string };

export interface Protocol<View = unknown, Move = unknown> {
  /** `paper` for the benchmark's own free-text prompts, `json` for structured output. */
  id: string;
  label: string;
  /** Recorded in every run, so results name the exact prompts they came from. */
  version: string;
  /** The seats it can play; every seat when absent. */
  seats?: string[];
  /** A JSON Schema the reply must follow, for engines with structured output. */
  jsonSchema?: object;
  /** An optional system message that opens the conversation. */
  system?(view: View): string;
  /**
   * The user message asking for this turn's move. `previous` is the view at the seat's previous
   * turn (null at its first), so the message can report what changed since: feedback, answers.
   */
  turn(view: View, previous: View | null): string;
  /** The message after a refused reply, carrying the exact error text. */
  retry(error: string): string;
  /** Reads the move from a reply; never throws. */
  parse(text: string): Parsed<Move>;
}
