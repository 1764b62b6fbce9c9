/**
 * The JSON Lines file a command-line run writes, and the reading of one to resume it. The file is
 * opened at the first record, so a run that fails at once leaves an existing file as it was;
 * records go out in episode order whatever order concurrent episodes end in; a write that fails
 * (a full disk) stops the run with an error instead of a quiet loss.
 */
import { closeSync, openAsBlob, openSync, writeSync } from 'node:fs';
import { mkdir, open, stat } from 'node:fs/promises';
import { dirname } from 'node:path';
import type { AgentFactory } from '../core/agent';
import { MAX_RECORD_CHARS, toJsonLine, type EpisodeRecord, type Json, type ModelInfo } from '../core/record';
import { sameJson } from '../core/replay';
import type { EpisodeSink } from '../run/episode';
import { LineTooLong, readLines } from '../store/lines';
import { UsageError } from './usage';

/** A file error in plain words: which file, and what went wrong. */
export function fileMessage(path: string, error: unknown, done: 'written' | 'made' = 'written'): string {
  const code = (error as { code?: string }).code;
  const why = {
    ENOSPC: 'the disk is full', EACCES: 'permission denied', EPERM: 'permission denied', ENOENT: 'no such file or folder', EISDIR: 'it is a folder',
    EEXIST: 'a file of that name is in the way', ENOTDIR: 'a part of its path is a file, not a folder',
  }[code ?? ''] ?? (error instanceof Error ? error.message : String(error));
  return `${path} cannot be ${done}: ${why}.`;
}

/**
 * Makes a folder and those above it that are missing, one at a time. Node's recursive mkdir goes
 * on without end where a folder cannot be made inside one that exists (/proc/self/x).
 */
export async function makeFolder(path: string): Promise<void> {
  try {
    await mkdir(path);
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'EEXIST' && (await stat(path)).isDirectory()) return;
    if (code !== 'ENOENT' || dirname(path) === path) throw error;
    await makeFolder(dirname(path));
    await mkdir(path);
  }
}

/**
 * The bytes of the block lines are gathered in, to be written together; a line that may take over
 * a third of it (UTF-8 takes at most 3 bytes for each UTF-16 unit) is written on its own.
 */
const BLOCK = 1 << 20;
/** The longest a record waits in the block for others to join it in one write. */
const BURST_MS = 50;

export class RecordFile implements EpisodeSink {
  private file: number | undefined;
  private failure: Error | undefined;
  /** Reused from write to write: a new buffer for each would be as much work again for the garbage collector. */
  private block: Buffer | undefined;
  /** The bytes of the block that wait to be written. */
  private used = 0;
  private timer: NodeJS.Timeout | undefined;
  /** Records that ended before an episode planned earlier, by index. */
  private readonly waiting = new Map<number, EpisodeRecord>();
  private readonly order: Iterator<number>;
  private next: IteratorResult<number>;

  constructor(
    private readonly path: string | undefined,
    /** The indices of the episodes in the order they are to be written. */
    order: Iterable<number>,
    private readonly append = false,
  ) {
    this.order = order[Symbol.iterator]();
    this.next = this.order.next();
  }

  started(): void {}
  event(): void {}

  ended(record: EpisodeRecord): void {
    this.waiting.set(record.index, record);
    while (!this.next.done && this.waiting.has(this.next.value)) {
      const ready = this.waiting.get(this.next.value)!;
      this.waiting.delete(this.next.value);
      this.next = this.order.next();
      this.write(ready);
    }
  }

  /** Writes what is still waiting (a stopped run's finished episodes), then closes the file. */
  async close(): Promise<void> {
    try {
      for (const index of [...this.waiting.keys()].sort((a, b) => a - b)) this.write(this.waiting.get(index)!);
      this.waiting.clear();
      this.writeBlock();
      if (this.failure) throw this.failure;
    } finally {
      clearTimeout(this.timer);
      if (this.file !== undefined) closeSync(this.file);
      this.file = undefined;
    }
  }

  /**
   * Records are gathered in a block and written together within BURST_MS, or sooner when the
   * block fills: one write for many records costs far less than one each, and a run stopped by
   * Ctrl-C or an error writes what waits as it closes. A run killed outright loses at most the
   * records of that moment, which --resume plays again.
   */
  private write(record: EpisodeRecord): void {
    if (!this.path) return;
    if (this.failure) throw this.failure;
    const line = toJsonLine(record);
    try {
      this.file ??= openSync(this.path, this.append ? 'a' : 'w');
      if (3 * line.length > BLOCK - this.used) this.writeBlock();
      if (3 * line.length > BLOCK) return writeAll(this.file, Buffer.from(line));
      this.block ??= Buffer.allocUnsafeSlow(BLOCK);
      this.used += this.block.write(line, this.used);
      this.timer ??= setTimeout(() => {
        try {
          this.writeBlock();
        } catch {
          // Kept in `failure`: the next record, or the closing, reports it.
        }
      }, BURST_MS).unref();
    } catch (error) {
      throw (this.failure ??= new Error(fileMessage(this.path, error)));
    }
  }

  /** Writes the records waiting in the block. */
  private writeBlock(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
    if (this.used === 0 || this.file === undefined || this.failure) return;
    const bytes = this.block!.subarray(0, this.used);
    this.used = 0;
    try {
      writeAll(this.file, bytes);
    } catch (error) {
      throw (this.failure = new Error(fileMessage(this.path!, error)));
    }
  }
}

function writeAll(file: number, bytes: Buffer): void {
  for (let done = 0; done < bytes.length; ) done += writeSync(file, bytes, done);
}

/** What a run's file holds: its run, the records' shared fields, and the episodes finished. */
export interface StoredRun {
  runId: string;
  first: EpisodeRecord;
  finished: Map<number, EpisodeRecord['metrics']>;
  /** The episodes that ended with a model's context full: results too, so not played again. */
  contextFull: Set<number>;
}

/**
 * Reads the file of a stopped run, each record checked as an import checks it. A last line cut short (the run was killed while writing it)
 * is cut off the file, so that what is appended starts on a line of its own.
 */
export async function readRun(path: string): Promise<StoredRun> {
  let runId: string | undefined;
  let first: EpisodeRecord | undefined;
  const finished = new Map<number, EpisodeRecord['metrics']>();
  const contextFull = new Set<number>();
  let line = 0;
  let good = 0;
  let broken: { line: number; reason: string } | undefined;
  // A folder or a device (/dev/zero streams without end) holds no records; a line is read only up to a record's limit.
  if (!(await stat(path)).isFile()) throw new Error(`${path} is not a file of records: it is a folder or a device.`);
  // Loaded here, not at start: the import's checks hold the record schema's validator, a megabyte of code that a new run never needs.
  const { checkRecord } = await import('../store/import');
  const lines = readLines(await openAsBlob(path), undefined, MAX_RECORD_CHARS);
  for await (const text of lines) {
    line++;
    if (broken) throw new Error(`${path}, line ${broken.line}: ${broken.reason}`);
    if (!text.trim()) {
      good += Buffer.byteLength(text) + 1;
      continue;
    }
    // Checked as an import checks it: what it claims must be what its moves give.
    let record: EpisodeRecord;
    try {
      record = await checkRecord(text, line);
    } catch (error) {
      // A line that is no JSON at all may be the last one, cut short: only a later line makes it an error.
      if (!isJson(text)) {
        broken = { line, reason: 'not JSON.' };
        continue;
      }
      throw new Error(`${path}, ${error instanceof Error ? error.message.replace(/^Line/, 'line') : String(error)}`);
    }
    if (runId !== undefined && record.runId !== runId) throw new Error(`${path}, line ${line}: holds a second run; a file to resume holds one run.`);
    runId = record.runId;
    first ??= record;
    if (record.status === 'finished') finished.set(record.index, record.metrics);
    if (record.status === 'context-full') contextFull.add(record.index);
    good += Buffer.byteLength(text) + 1;
  }
  if (!runId || !first) throw new Error(`${path} holds no episode to go on from.`);
  // Only the last line may be broken or unended: it was being written when the run stopped.
  const file = await open(path, 'r+');
  try {
    const { size } = await file.stat();
    if (broken) await file.truncate(good);
    else if (size < good) await file.write('\n', size);
  } finally {
    await file.close();
  }
  return { runId, first, finished, contextFull };
}

function isJson(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

/** The indices 0 to n - 1, one at a time. */
export function* range(n: number): Generator<number> {
  for (let i = 0; i < n; i++) yield i;
}

/** The option that sets each recorded setting of a model's player, to name in a refusal. */
const OPTIONS: Record<string, string> = {
  protocol: '--protocol', temperature: '--temperature', topP: '--top-p', maxTokens: '--max-tokens', contextSize: '--ctx',
  breadth: '--breadth', valueSamples: '--value-samples', promptTemplate: '--prompt-template',
};
/** Settings not compared: threads change how fast a game is played, not what; samples come with the protocol. */
const UNCOMPARED = new Set(['threads', 'samples']);

/** A setting as compared and as named: a prompt template by its hash and its file's name. */
function setting(key: string, value: Json | undefined): { same: string; named: string } {
  if (key === 'promptTemplate') {
    const template = value as { name?: string; hash?: string } | undefined;
    return { same: template?.hash ?? '', named: template?.name ?? '' };
  }
  return { same: JSON.stringify(value ?? null), named: value === undefined ? '' : typeof value === 'string' ? value : JSON.stringify(value) };
}

/**
 * How a recorded player's settings differ from those a command gives its seat, each as the option
 * that sets it and the run's value (`--temperature 0.7`, `no --top-p`).
 */
function settingDifferences(recorded: { [key: string]: Json } = {}, planned: { [key: string]: Json } = {}): string[] {
  const keys = [...new Set([...Object.keys(recorded), ...Object.keys(planned)])].filter((key) => !UNCOMPARED.has(key));
  return keys.flatMap((key) => {
    const [was, now] = [setting(key, recorded[key]), setting(key, planned[key])];
    if (was.same === now.same) return [];
    // Other prompts have another version: only the same prompts' version tells of another app.
    if (key === 'promptVersion') return recorded.protocol === planned.protocol ? [`prompts version ${was.named || 'none'}, which this version of the app does not have (it has ${now.named || 'none'})`] : [];
    const option = OPTIONS[key] ?? `the setting ${key}`;
    return [was.named ? `${option} ${was.named}` : `no ${option}`];
  });
}

/**
 * How the model a command gives a seat is not the one the file's run recorded: another file's
 * content under the same name, another server. A record that kept neither cannot tell, and goes on.
 */
function modelDifference(path: string, seat: string, recorded: ModelInfo | undefined, planned: ModelInfo | undefined): string[] {
  if (!recorded || !planned || recorded.id !== planned.id) return [];
  if (recorded.sha256 && planned.sha256 && recorded.sha256 !== planned.sha256) {
    const short = (hash: string) => `${hash.slice(0, 12)}…`;
    throw new UsageError(
      `--resume ${path}: the model file of seat ${seat}, ${planned.id}.gguf, is not the one the run was played with: its SHA-256 is ${short(planned.sha256)}, ` +
        `and the run recorded ${short(recorded.sha256)}. Give the file the run was played with, or start a new run with --out.`,
    );
  }
  return recorded.baseUrl && planned.baseUrl && recorded.baseUrl !== planned.baseUrl ? [`--base-url ${recorded.baseUrl}`] : [];
}

/** The run a file holds, checked against the command that resumes it: every option that changes what is played. */
export async function resumable(
  path: string,
  plan: { game: string; variant: string; params: unknown; seed: number; episodes: number; agents: Record<string, AgentFactory>; setupOf(index: number, seed: number): unknown },
) {
  let stored;
  try {
    stored = await readRun(path);
  } catch (error) {
    const why = error instanceof LineTooLong ? `${path}, line ${error.line}: longer than any record (${MAX_RECORD_CHARS.toLocaleString('en')} characters).` : error instanceof Error ? error.message : String(error);
    throw new UsageError(`--resume ${why}`);
  }
  const { first } = stored;
  const recorded = new Map(first.players.map((p) => [p.seat, p]));
  const planned = Object.entries(plan.agents).map(([seat, agent]) => ({ seat, ...agent(seat, 0).info }));
  const differences = [
    first.game !== plan.game && `--game ${first.game}`,
    first.variant !== plan.variant && `--variant ${first.variant}`,
    !sameJson(first.params, plan.params) && `the parameters ${JSON.stringify(first.params)} (--param KEY=VALUE)`,
    first.seed - first.index !== plan.seed && `--seed ${first.seed - first.index}`,
    planned.some((p) => recorded.get(p.seat)?.name !== p.name || recorded.get(p.seat)?.kind !== p.kind) && `--player ${first.players.map((p) => `${p.seat}=${p.name}`).join(' --player ')}`,
    ...new Set(planned.flatMap((p) => [...modelDifference(path, p.seat, recorded.get(p.seat)?.model, p.model), ...settingDifferences(recorded.get(p.seat)?.settings, p.settings)])),
  ].filter(Boolean);
  // Only where all else agrees: another setup for the same episode means another --setups file, or none.
  if (!differences.length && !sameJson(first.setup, plan.setupOf(first.index, first.seed))) {
    differences.push(`another setup for episode ${first.index + 1} than these options give it (another --setups file, or --all-setups, or neither)`);
  }
  if (differences.length) throw new UsageError(`--resume ${path}: the file's run was played with ${differences.join(', ')}: give the options it was started with.`);
  if ([...stored.finished.keys()].some((i) => i >= plan.episodes)) throw new UsageError(`--resume ${path}: the file holds episodes past --episodes ${plan.episodes}.`);
  return stored;
}
