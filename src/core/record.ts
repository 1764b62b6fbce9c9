/**
 * The run record: what the app stores, export writes, import reads and the command-line
 * runner prints. One episode is self-contained: its setup and events replay it without a network.
 * The JSON Schema beside this file (`episode.schema.json`) is the normative definition.
 */

export const EPISODE_SCHEMA = 'fogplay.episode/1';

/**
 * The longest record, one JSON line, that import and a resumed command-line run read: the runner
 * keeps every record it writes within it (see `MAX_REPLY_RECORD` in run/episode.ts).
 */
export const MAX_RECORD_CHARS = 20_000_000;

/** A record as a line of a JSON Lines file, as export and the command-line runner write it. */
export function toJsonLine(episode: EpisodeRecord): string {
  return `${JSON.stringify(episode)}\n`;
}

/**
 * A short string's characters in one piece. V8 keeps a string joined by `+` or a template as a
 * tree of its pieces, and its fast `JSON.stringify` (V8 13.8 and later: Chromium, Node 25 and
 * later) gives up on a whole record that holds one, and starts again on its slow path: an Avalon
 * game's record took 1.6 times as long. The strings a record takes from elsewhere (its id, its
 * variant's) are made flat.
 */
export function flat(text: string): string {
  const codes = new Array<number>(text.length);
  for (let i = 0; i < text.length; i++) codes[i] = text.charCodeAt(i);
  return String.fromCharCode.apply(null, codes);
}

/** A JSON value: everything in a record is plain data. */
export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** Who sat in a seat. */
export interface PlayerInfo {
  /** The seat's id in the game (`player`, `oracle`, `0`…`4`). */
  seat: string;
  /** What kind of agent acted: a person, a rule-based bot or a language model. */
  kind: 'human' | 'bot' | 'llm';
  /** The agent's name: a bot's id (`max-entropy`), a person's label, a model's id. */
  name: string;
  /** For a model: the engine and model build it ran on, and what tells this model from another of the same name. */
  model?: ModelInfo;
  /** Generation settings and protocol (temperature, max tokens, prompt version…). */
  settings?: { [key: string]: Json };
}

/**
 * Which model a player ran, and on what: enough to know the same model again, and to tell it from
 * another of the same name (`core/model-identity.ts`). Every field but `engine` and `id` is absent
 * from records written before it was kept, and where the engine cannot tell.
 */
export interface ModelInfo {
  /** The engine: `wllama` (llama.cpp in WebAssembly), `node-llama-cpp`, `web-llm` or `openai` (a server). */
  engine: string;
  /** The model as the engine names it: a GGUF's file name without `.gguf`, a server's model name, web-llm's model id. */
  id: string;
  /**
   * A GGUF's content: the SHA-256 of the whole file, in lowercase hex, as `sha256sum` prints it and
   * Hugging Face lists it beside each file. Two files of one name and other bytes are two models.
   */
  sha256?: string;
  /** A GGUF's size in bytes. */
  bytes?: number;
  /** The weights' quantisation: a GGUF's `general.file_type` as llama.cpp names it (`Q4_K_M`, `Q8_0`, `F16`), web-llm's build (`q4f16_1`). */
  quantization?: string;
  /** A GGUF's `general.architecture` (`llama`, `qwen2`, `gemma3`). */
  architecture?: string;
  /** A server model's API root, as given (`http://127.0.0.1:8080/v1`), never with a user name, password or key. */
  baseUrl?: string;
  /**
   * What the server's list of models (`GET /v1/models`) says of the model: its entry as the server
   * wrote it (`id`, `owned_by`; llama.cpp's `meta` with its parameters and size, vLLM's `root` and
   * `max_model_len`), without `object`, `created` and `permission`, which say nothing of the model.
   * Absent when the server did not list it.
   */
  listed?: { [key: string]: Json };
  /** web-llm: the address of the model's weights (its model record's `model`). */
  url?: string;
  /** The build of the engine's own code: llama.cpp's release (`b6327-4d74393`) for wllama and node-llama-cpp, web-llm's model library version (`v0_2_86/base`). */
  runtime?: string;
}

/** Token counts and speed of one model call, as far as the engine reports them. */
export interface Usage {
  /** Tokens of the whole prompt the model read, the chat template applied, whether or not a cache served them. */
  promptTokens?: number;
  /**
   * Of `promptTokens`, how many the engine served from its cache of the previous call (the
   * conversation so far) rather than read anew. Absent where the engine does not say, and in
   * records written before it was kept: there wllama's `promptTokens` counted only the tokens read anew.
   */
  cachedPromptTokens?: number;
  /** Tokens of the reply. */
  completionTokens?: number;
  /** Milliseconds from the request to the first streamed token. */
  timeToFirstTokenMs?: number;
  prefillTokensPerSecond?: number;
  decodeTokensPerSecond?: number;
}

interface EventBase {
  /** Position in the episode, from 0, without gaps. */
  seq: number;
  /** Wall-clock time in milliseconds since the Unix epoch. */
  at: number;
  /** The seat the event belongs to. */
  seat: string;
}

/** An accepted move and the game's public result of it (for Guess Number, the feedback). */
export interface MoveEvent extends EventBase {
  type: 'move';
  move: Json;
  result: Json;
}

/** A move the game refused; it costs nothing but an attempt of the error allowance. */
export interface InvalidEvent extends EventBase {
  type: 'invalid';
  /** What the agent submitted, as given (text or data). */
  attempt: Json;
  /** The exact error text the player was shown. */
  reason: string;
  /**
   * True when the attempt was a model's reply cut off at its token limit before it was complete
   * (the seat's model call just before has `finishReason` `length`): counted apart from a wrong
   * move. Absent otherwise, and in records written before it was kept.
   */
  cut?: true;
}

/** The seat used up its error allowance and lost the episode. */
export interface ForfeitEvent extends EventBase {
  type: 'forfeit';
  reason: string;
}

export interface ChatMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

/** One request to a language model. */
export interface ModelCallEvent extends EventBase {
  type: 'model-call';
  /**
   * The messages this call added to the seat's conversation. Conversations are append-only, so
   * the whole prompt is every earlier call's `messages` and `text` of the seat, in order, then these;
   * a call whose messages open with a system message starts a new conversation (a running summary).
   */
  messages: ChatMessage[];
  /**
   * For a protocol that keeps a window (`Protocol.window`): how many of the seat's earlier calls,
   * the oldest after the conversation's first, were left out of this prompt to fit the context.
   * Absent when none was.
   */
  dropped?: number;
  /** The completion exactly as generated. */
  text: string;
  /** The move the game's parser read from it, when it read one. */
  parsed?: Json;
  /** The parser's or engine's error, when there was one. */
  error?: string;
  usage: Usage;
  /**
   * Why generation ended, as the engine reports it: `stop` (end of turn or a stop string) or
   * `length` (the token limit cut the reply off, Algorithm of Thoughts' out-of-token error).
   * Absent when the call failed, and in records written before it was kept.
   */
  finishReason?: string;
  latencyMs: number;
}

export type GameEvent = MoveEvent | InvalidEvent | ForfeitEvent | ModelCallEvent;
/** An event before the runner numbered and timed it. */
export type NewEvent = DistributiveOmit<GameEvent, 'seq' | 'at'>;
type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;

/** A person's note on one event, made when reviewing a finished episode. */
export interface Annotation {
  /** The event's `seq`. */
  seq: number;
  /** `wrong-answer`: the answer (or verdict) in this event, by a seat that answers for the game (an oracle, a judge, a suspect), is wrong. */
  kind: 'wrong-answer';
}

/**
 * `running` while it plays; `finished` at the game's end; `context-full` when a model's
 * conversation outgrew its context before the end (a result of the model and its settings: the
 * episode is over, and a resumed run does not play it again); `interrupted` when a reload, a
 * cancel or an engine failure cut it off; `error` when the run itself failed.
 */
export type EpisodeStatus = 'running' | 'finished' | 'interrupted' | 'context-full' | 'error';

/** Whether an episode has ended for good: finished, or out of context (a resumed run plays the others again). */
export const ended = (status: EpisodeStatus): boolean => status === 'finished' || status === 'context-full';

export interface EpisodeRecord {
  /** The format and its version. */
  schema: typeof EPISODE_SCHEMA;
  /** A unique id (UUID). */
  id: string;
  /** The run (batch or single game) the episode belongs to. */
  runId: string;
  /** The episode's position in its run, from 0. */
  index: number;
  /** The game's id in the registry. */
  game: string;
  /** The variant's id. */
  variant: string;
  /** The game's parameters, complete (variant defaults included). */
  params: Json;
  /** The seed of the episode: it determines the setup and the bots' chance. */
  seed: number;
  /** The complete hidden setup (the secret), so the episode can be replayed and audited. */
  setup: Json;
  /** Who played each seat. */
  players: PlayerInfo[];
  /** Everything that happened, in order. */
  events: GameEvent[];
  /** The game's outcome; null until it ends. */
  outcome: Json;
  /** The game's metrics of the episode, named as its paper names them. */
  metrics: { [key: string]: Json };
  status: EpisodeStatus;
  /** Why an episode was interrupted, ran out of context or failed. */
  error?: string;
  /** Notes people made when reviewing the episode (oracle answers marked wrong); absent when none. */
  annotations?: Annotation[];
  /** ISO 8601 times. */
  startedAt: string;
  endedAt?: string;
}

/** A run: one game played once, or a batch of episodes with the same players and settings. */
export interface RunHeader {
  id: string;
  game: string;
  variant: string;
  params: Json;
  /** The first episode's seed; episode i of a batch has seed `seed + i`. */
  seed: number;
  players: PlayerInfo[];
  /** Episodes planned. */
  episodes: number;
  /** Episodes finished so far. */
  finished: number;
  /** Episodes that ended with a model's context full, apart from the finished ones; absent when none. */
  contextFull?: number;
  /** Whether each episode plays a given setup in turn (every secret once) instead of drawing one. */
  allSetups?: boolean;
  /** Whether the episodes played the setups of a file a person chose; such a run cannot go on without that file. */
  setupsFromFile?: boolean;
  /** `running` until every planned episode has ended or the run was stopped. */
  status: 'running' | 'finished' | 'stopped';
  /** ISO 8601 times. */
  createdAt: string;
  endedAt?: string;
  /** The first figure of the game's summary of a batch in words (`Solved 70.0%`), written when it ends, so the runs list reads no episode. */
  headline?: string;
  /** Words a person gave the run to find it again; kept in this browser only, not in exported episodes. */
  tags?: string[];
  /**
   * When this browser stored it, where that is not its creation here: the time of the import that
   * brought it in (a file's own dates may say anything). Kept in this browser only.
   */
  storedAt?: string;
  /**
   * Where its episodes came from, when they were not played here: `file` (imported from a file),
   * `link` (a replay link kept), or `true` (both, or stored before the way was kept). Their moves
   * are checked, but not who played them, so an imported check vouches for no model. Absent for a
   * run played in this browser, which an import never adds to. Kept in this browser only.
   */
  imported?: true | 'file' | 'link';
  /**
   * The run id its episodes carry in the file or link they came from, when a run here already had
   * that id and they were not its continuation: they were stored as a run of their own, under a
   * new id. Kept in this browser only.
   */
  importedAs?: string;
  /**
   * Whether its episodes were brought over from the store of an earlier version (before blocks)
   * and so never checked against the games' rules as an import's are. Kept in this browser only.
   */
  unchecked?: boolean;
}
