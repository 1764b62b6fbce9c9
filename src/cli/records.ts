/**
 * The JSON Lines file a command-line run writes, and the reading of one to resume it. The file is
 * opened at the first record, so a run that fails at once leaves an existing file as it was;
 * records go out in episode order whatever order concurrent episodes end in; a write that fails
 * (a full disk) stops the run with an error instead of a quiet loss.
 */
import { once } from 'node:events';
import { createReadStream, createWriteStream, type WriteStream } from 'node:fs';
import { open } from 'node:fs/promises';
import { createInterface } from 'node:readline';
import type { AgentFactory } from '../core/agent';
import type { EpisodeRecord, Json } from '../core/record';
import type { EpisodeSink } from '../run/episode';
import { toJsonLine } from '../store/export';
import { checkRecord } from '../store/import';
import { UsageError } from './options';

/** A file error in plain words: which file, and what went wrong. */
export function fileMessage(path: string, error: unknown): string {
  const code = (error as { code?: string }).code;
  const why = code === 'ENOSPC' ? 'the disk is full' : code === 'EACCES' || code === 'EPERM' ? 'permission denied' : code === 'ENOENT' ? 'no such file or folder' : code === 'EISDIR' ? 'it is a folder' : error instanceof Error ? error.message : String(error);
  return `${path} cannot be written: ${why}.`;
}

export class RecordFile implements EpisodeSink {
  private stream: WriteStream | undefined;
  private failure: Error | undefined;
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

  async ended(record: EpisodeRecord): Promise<void> {
    this.waiting.set(record.index, record);
    while (!this.next.done && this.waiting.has(this.next.value)) {
      const ready = this.waiting.get(this.next.value)!;
      this.waiting.delete(this.next.value);
      this.next = this.order.next();
      await this.write(ready);
    }
  }

  /** Writes what is still waiting (a stopped run's finished episodes), then closes the file. */
  async close(): Promise<void> {
    for (const index of [...this.waiting.keys()].sort((a, b) => a - b)) await this.write(this.waiting.get(index)!);
    this.waiting.clear();
    const stream = this.stream;
    if (stream) await new Promise<void>((resolve) => stream.end((error?: Error | null) => (error && (this.failure ??= error), resolve())));
    this.check();
  }

  private async write(record: EpisodeRecord): Promise<void> {
    if (!this.path) return;
    this.check();
    if (!this.stream) {
      // A large buffer lets the games go on while the disk writes, instead of waiting at every other record.
      const stream = createWriteStream(this.path, { flags: this.append ? 'a' : 'w', highWaterMark: 1 << 20 });
      stream.on('error', (error) => (this.failure ??= error));
      this.stream = stream;
    }
    // once() takes its listeners off again whichever event comes; the error itself is kept by the listener above.
    if (!this.stream.write(toJsonLine(record))) await once(this.stream, 'drain').catch(() => {});
    this.check();
  }

  private check(): void {
    if (this.failure) throw new Error(fileMessage(this.path!, this.failure));
  }
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
  const lines = createInterface({ input: createReadStream(path), crlfDelay: Infinity });
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

/** The run a file holds, checked against the command that resumes it. */
export async function resumable(path: string, plan: { game: string; variant: string; params: unknown; seed: number; episodes: number; agents: Record<string, AgentFactory> }) {
  let stored;
  try {
    stored = await readRun(path);
  } catch (error) {
    throw new UsageError(`--resume ${error instanceof Error ? error.message : String(error)}`);
  }
  const { first } = stored;
  const players = Object.fromEntries(first.players.map((p) => [p.seat, p.name]));
  // Runs that differ in prompt template cannot be compared: a resumed run keeps its own.
  const templateOf = (settings: { [key: string]: Json } | undefined) => (settings?.promptTemplate as { name?: string; hash?: string } | undefined) ?? null;
  const templates = Object.fromEntries(first.players.map((p) => [p.seat, templateOf(p.settings)]));
  const differences = [
    first.game !== plan.game && `game ${first.game}`,
    first.variant !== plan.variant && `variant ${first.variant}`,
    JSON.stringify(first.params) !== JSON.stringify(plan.params) && `parameters ${JSON.stringify(first.params)}`,
    first.seed - first.index !== plan.seed && `--seed ${first.seed - first.index}`,
    Object.entries(plan.agents).some(([seat, agent]) => players[seat] !== agent(seat, 0).info.name) && `players ${first.players.map((p) => `${p.seat}=${p.name}`).join(' ')}`,
    Object.entries(plan.agents).some(([seat, agent]) => templates[seat]?.hash !== templateOf(agent(seat, 0).info.settings)?.hash) &&
      `prompt templates ${first.players.map((p) => `${p.seat}=${templates[p.seat]?.name ?? 'none'}`).join(' ')}`,
  ].filter(Boolean);
  if (differences.length) throw new UsageError(`--resume ${path}: the file's run was played with ${differences.join(', ')}: give the options it was started with.`);
  if ([...stored.finished.keys()].some((i) => i >= plan.episodes)) throw new UsageError(`--resume ${path}: the file holds episodes past --episodes ${plan.episodes}.`);
  return stored;
}
