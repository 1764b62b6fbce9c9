/**
 * The suite on the page: every chosen benchmark in its paper's setting for the model of the
 * Models page, the bots beside it, each line a stored run, with progress and the time left.
 */
import type { Engine } from '../engines/engine';
import type { GameModule } from '../games/module';
import { parseSeatSpec, seatAgent } from '../agents/seats';
import { runBatch } from '../run/batch';
import { newId } from '../run/episode';
import { planSuite, SuiteClock, type SuiteLine } from '../run/suite';
import { finishRun, runSink } from '../store/db';
import { holdingRun } from '../store/liveness';
import { db } from './db';
import { storageMessage } from './format';

/** The name a suite's lines give the page's model: its seats' specs say `llm:page`. */
const MODEL = 'page';

export class EvaluateSession {
  /** Episodes played of the whole suite, and the line playing. */
  done = $state(0);
  total = $state(0);
  playing = $state.raw<SuiteLine | null>(null);
  remainingMs = $state<number | null>(null);
  running = $state(false);
  failure = $state<string | null>(null);
  finished = $state(false);
  private readonly controller = new AbortController();

  constructor(
    private readonly modules: GameModule[],
    private readonly engine: Engine,
    private readonly episodes: number,
    /** Whether the constrained protocols play too, each as a line of its own. */
    private readonly constrained: boolean,
  ) {}

  /** The lines to play: the bots' and the model's. */
  get lines(): SuiteLine[] {
    return planSuite(this.modules, [MODEL]).filter((l) => this.constrained || l.kind !== 'constrained');
  }

  async play(): Promise<void> {
    const lines = this.lines;
    const clock = new SuiteClock({
      bot: lines.filter((l) => l.kind === 'bot').length * this.episodes,
      model: lines.filter((l) => l.kind !== 'bot').length * this.episodes,
    });
    this.total = lines.length * this.episodes;
    this.running = true;
    try {
      for (const line of lines) {
        if (this.controller.signal.aborted) break;
        await this.playLine(line, clock);
      }
      this.finished = !this.controller.signal.aborted;
    } catch (error) {
      this.controller.abort();
      this.failure = storageMessage(error);
    } finally {
      this.running = false;
      this.playing = null;
    }
  }

  private async playLine(line: SuiteLine, clock: SuiteClock): Promise<void> {
    const module = this.modules.find((m) => m.game.id === line.game)!;
    const { game } = module;
    const params = game.variants.find((v) => v.id === line.variant)!.params;
    const model = () => ({ engine: this.engine, protocol: line.kind === 'bot' ? undefined : line.protocol });
    const agents = Object.fromEntries(line.players.map((pair) => {
      const [seat, spec] = [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)];
      return [seat, seatAgent(module, seat, parseSeatSpec(spec), { model })];
    }));
    const id = newId();
    this.playing = line;
    let last = performance.now();
    await holdingRun(id, async () => {
      const result = await runBatch({
        game, variant: line.variant, params, seed: 1, episodes: this.episodes, agents, runId: id,
        sink: runSink(db, this.episodes, {}, () => this.controller.abort()), signal: this.controller.signal,
        onProgress: (_done, _total, episode) => {
          // A model that failed (a server gone, a worker crashed) would fail every later episode too.
          if (episode.status === 'interrupted') {
            this.failure ??= `The suite stopped at ${line.game}: ${episode.error ?? 'an episode was interrupted'}.`;
            this.controller.abort();
          }
          const now = performance.now();
          clock.ended(line.kind === 'bot' ? 'bot' : 'model', now - last);
          last = now;
          this.done++;
          this.remainingMs = clock.remaining();
        },
      });
      await finishRun(db, id, result.complete);
    });
  }

  cancel(): void {
    this.controller.abort();
  }
}

/** The half-width of a 95% interval on a share near one half after `n` episodes: what a small N buys. */
export const halfWidth = (n: number): number => 1.959963984540054 * Math.sqrt(0.25 / n);
