/**
 * The suite on the page: every chosen benchmark in its paper's setting for each chosen model, the
 * bots beside them, each line a stored run, with progress and the time left. The suite is stored
 * before its first episode, so one stopped part-way (Stop, a reload, a crash) goes on where it
 * stopped: each line plays only the episodes it has not ended.
 */
import { modelKey } from '../core/model-identity';
import type { ModelInfo } from '../core/record';
import { modelInfo, type Engine } from '../engines/engine';
import type { GameModule } from '../games/module';
import { loadGame } from '../games/registry';
import { parseSeatSpec, seatAgent } from '../agents/seats';
import { indicesLeft, runBatch } from '../run/batch';
import { newId } from '../run/episode';
import { estimateWords, lineEstimates, probeSpeed, type MeasuredModel, type Speed } from '../run/estimate';
import { planSuite, SuiteClock, type LineLeft, type SuiteLine } from '../run/suite';
import { endedIndices, finishRun, runSink, type StoredSuite } from '../store/db';
import { holdingRun, stillPlayed } from '../store/liveness';
import { db } from './db';
import { storageMessage } from './format';

/** A line of a stored suite: a suite line and the run that stores it. */
export type StoredLine = StoredSuite['lines'][number];

/** A suite that stopped before its end, and what each of its lines has left to play. */
export interface StoppedSuite {
  suite: StoredSuite;
  left: LineLeft<StoredLine>[];
}

/** The lines of a suite for these models: the bots' once, then each model's; the constrained protocols' only when asked. */
export function suiteLines(modules: GameModule[], models: string[], constrained: boolean): SuiteLine[] {
  return planSuite(modules, models).filter((l) => constrained || l.kind !== 'constrained');
}

/** Each of a stored suite's lines with the episodes its run has not ended (all of them before it starts). */
async function linesLeft(suite: StoredSuite): Promise<LineLeft<StoredLine>[]> {
  return Promise.all(suite.lines.map(async (line) => {
    const ended = await endedIndices(db, line.runId);
    return { line, indices: indicesLeft(suite.episodes, (i) => ended.has(i)) };
  }));
}

const andList = (items: string[]) => (items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`);
/** Where an engine of runs' players runs, in words. */
const whereRuns = (engine: string) => (engine === 'openai' ? 'on a server' : 'in this browser');
/** The key of a model a suite recorded (`modelKey`): its id, and what its engine knew of its content. */
const keyOf = (model: ModelInfo) => modelKey({ name: model.id, model });

/**
 * Whether an engine is the model a suite recorded: the same engine and the same model by its key
 * (a GGUF of the same name and other content is another model). A suite stored before the key's
 * content was kept is matched by engine and id, as it was then.
 */
const isModel = (engine: Engine, model: ModelInfo) =>
  engine.kind === model.engine && (keyOf(model) === model.id ? engine.model === model.id : keyOf(modelInfo(engine)) === keyOf(model));

/**
 * Why a stopped suite cannot go on with the models ready now, or null. A model's lines go on only
 * with the same model: each model with episodes left must be ready, the same by its key as its
 * runs record it; another one of the same name would mix two models in one line.
 */
export function resumeProblem({ suite, left }: StoppedSuite, ready: readonly Engine[]): string | null {
  const needed = suite.models.filter((m) => left.some(({ line, indices }) => indices.length > 0 && line.model === m.id));
  const missing = needed.filter((m) => !ready.some((engine) => isModel(engine, m)));
  if (missing.length === 0) return null;
  const other = missing.filter((m) => ready.some((engine) => engine.kind === m.engine && engine.model === m.id));
  const which = (m: ModelInfo) => (m.sha256 ? `not the file the suite played, whose SHA-256 begins ${m.sha256.slice(0, 8)}` : m.baseUrl ? `not the one on ${m.baseUrl}` : 'another build');
  const also = other.map((m) => ` The ${m.id} ready now is another model of the same name: ${which(m)}.`).join('');
  return `The stopped suite was played by ${andList(missing.map((m) => `${m.id} ${whereRuns(m.engine)}`))}; load ${andList(missing.map((m) => m.id))} to resume, or start a new suite.${also}`;
}

/** Each engine's speed, probed once while the page is open. */
const speeds = new WeakMap<Engine, Promise<Speed>>();
const speedOf = (engine: Engine): Promise<Speed> => {
  let speed = speeds.get(engine);
  if (!speed) {
    speed = probeSpeed(engine);
    speeds.set(engine, speed);
    speed.catch(() => speeds.delete(engine));
  }
  return speed;
};

/** What a suite is estimated to take before it starts: each model line's episode in milliseconds, the whole, and in words. */
export interface SuiteEstimate {
  perEpisode: Map<string, number>;
  totalMs: number;
  words: string;
}

/** The estimate of a suite of these lines and models, `episodes` a line, from each model's measured speed (see run/estimate.ts). */
export async function estimateSuite(modules: GameModule[], lines: SuiteLine[], engines: readonly Engine[], episodes: number): Promise<SuiteEstimate> {
  const measured = new Map<string, MeasuredModel>();
  const named = new Map<string, Speed>();
  for (const engine of engines) {
    const speed = await speedOf(engine);
    measured.set(engine.model, { engine, speed });
    named.set(engine.model, speed);
  }
  const perEpisode = await lineEstimates(modules, lines, measured);
  const totalMs = [...perEpisode.values()].reduce((sum, ms) => sum + ms * episodes, 0);
  return { perEpisode, totalMs, words: estimateWords(totalMs, named) };
}

export class EvaluateSession {
  /** Episodes ended of the whole suite (those of earlier sittings included), and the line playing. */
  done = $state(0);
  total = $state(0);
  playing = $state.raw<StoredLine | null>(null);
  remainingMs = $state<number | null>(null);
  running = $state(false);
  failure = $state<string | null>(null);
  finished = $state(false);
  private readonly controller = new AbortController();

  private constructor(
    private readonly modules: GameModule[],
    readonly suite: StoredSuite,
    /** The engines of the suite's models, by model id. */
    private readonly engines: readonly Engine[],
    /** Milliseconds an episode of each model line is estimated to take, by line id, where it was estimated. */
    private readonly estimates: ReadonlyMap<string, number> = new Map(),
  ) {}

  /** A new suite of these lines, played by these models' engines, `episodes` a line, with the estimate said before it starts. */
  static create(modules: GameModule[], lines: SuiteLine[], engines: Engine[], episodes: number, estimate?: SuiteEstimate): EvaluateSession {
    const suite: StoredSuite = {
      id: newId(), episodes, finished: false,
      lines: lines.map((line) => ({ ...line, runId: newId() })),
      models: engines.map(modelInfo),
    };
    // The stored lines take the ids of the planned ones, which the estimate is by.
    return new EvaluateSession(modules, suite, engines, estimate?.perEpisode);
  }

  /** The newest suite stored, with what it has left, when it stopped before its end and no page plays it. */
  static async stopped(): Promise<StoppedSuite | null> {
    const suite = await db.suites.toCollection().last();
    if (!suite || suite.finished || (await stillPlayed([suite.id])).has(suite.id)) return null;
    return { suite, left: await linesLeft(suite) };
  }

  /** A stopped suite's session with the models ready now, or why it cannot go on. */
  static async resume(stopped: StoppedSuite, ready: readonly Engine[]): Promise<EvaluateSession | string> {
    const why = resumeProblem(stopped, ready);
    if (why) return why;
    const { suite } = stopped;
    const modules: GameModule[] = [];
    for (const id of new Set(suite.lines.map((l) => l.game))) {
      const module = await loadGame(id);
      if (!module) return `The stopped suite plays a game this version of Fogplay does not have (“${id}”): start a new suite.`;
      modules.push(module);
    }
    return new EvaluateSession(modules, suite, ready.filter((engine) => suite.models.some((m) => isModel(engine, m))));
  }

  /** Plays every episode the suite's lines have not ended: all of them for a new suite. */
  async play(): Promise<void> {
    this.running = true;
    this.failure = null;
    // The suite's own lock tells another page (or this one after a reload) that it is still playing.
    await holdingRun(this.suite.id, async () => {
      try {
        await db.suites.put(this.suite);
        const left = await linesLeft(this.suite);
        const clock = new SuiteClock(left, this.estimates);
        this.remainingMs = clock.remaining();
        this.total = left.length * this.suite.episodes;
        this.done = this.total - clock.episodesLeft;
        for (const line of left) {
          if (this.controller.signal.aborted) break;
          if (line.indices.length) await this.playLine(line, clock);
        }
        if (!this.controller.signal.aborted) {
          await db.suites.update(this.suite.id, { finished: true });
          this.finished = true;
        }
      } catch (error) {
        this.controller.abort();
        this.failure ??= storageMessage(error);
      } finally {
        this.running = false;
        this.playing = null;
      }
    });
  }

  private async playLine({ line, indices }: LineLeft<StoredLine>, clock: SuiteClock): Promise<void> {
    const module = this.modules.find((m) => m.game.id === line.game)!;
    const { game } = module;
    const { episodes } = this.suite;
    const params = game.variants.find((v) => v.id === line.variant)!.params;
    const model = (name: string) => ({ engine: this.engines.find((e) => e.model === name)!, protocol: line.kind === 'bot' ? undefined : line.protocol });
    const agents = Object.fromEntries(line.players.map((pair) => {
      const [seat, spec] = [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)];
      return [seat, seatAgent(module, seat, parseSeatSpec(spec), { model })];
    }));
    this.playing = line;
    let last = performance.now();
    await holdingRun(line.runId, async () => {
      // A line stopped part-way plays on in its own run (a new line's run is written with its first episode).
      await db.runs.update(line.runId, { status: 'running' });
      const result = await runBatch({
        game, variant: line.variant, params, seed: 1, episodes, indices, agents, runId: line.runId,
        sink: runSink(db, episodes, {}, () => this.controller.abort()), signal: this.controller.signal,
        onProgress: (_done, _total, episode) => {
          if (episode.status === 'interrupted') {
            // A model that failed (a server gone, a worker crashed) would fail every later episode too.
            if (!this.controller.signal.aborted) this.failure ??= `The suite stopped at ${line.game}: ${episode.error ?? 'an episode was interrupted'}.`;
            this.controller.abort();
            return;
          }
          const now = performance.now();
          clock.ended(line.id, now - last);
          last = now;
          this.done++;
          this.remainingMs = clock.remaining();
        },
      });
      await finishRun(db, line.runId, result.complete);
    });
  }

  cancel(): void {
    this.controller.abort();
  }
}

/** The half-width of a 95% interval on a share near one half after `n` episodes: what a small N buys. */
export const halfWidth = (n: number): number => 1.959963984540054 * Math.sqrt(0.25 / n);
