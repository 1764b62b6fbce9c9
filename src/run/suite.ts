/**
 * The suite: every benchmark in its paper's setting, for each model a researcher names. A model
 * plays each game's paper variant by the paper's protocol, then by each constrained protocol (a
 * grammar or a JSON Schema holds its replies) as a second line; the game's bots play the same
 * setups as reference lines. Planning is pure, so the command line and the page plan alike.
 */
import { fits, seatOffers, seatSpecText } from '../agents/seats';
import type { GameModule } from '../games/module';

/** One run of the suite: a game's variant with its seats taken, `N` episodes from the same seed. */
export interface SuiteLine {
  /** Unique in a suite, and safe as a file name: `model/game.protocol` or `bots/game.bot`. */
  id: string;
  game: string;
  variant: string;
  /**
   * `paper`: the model by the paper's protocol; `constrained`: by a protocol that holds its
   * replies; `bot`: a reference line; `other`: a stored run by another protocol (the suite plans none).
   */
  kind: 'paper' | 'constrained' | 'bot' | 'other';
  /** The model's name as given (`llm:` left off), or null for a bot line. */
  model: string | null;
  /** The protocol the model plays by, or the bot's id for a bot line. */
  protocol: string;
  /** The seats the model (or, on a bot line, the bot) takes. */
  seats: string[];
  /** `SEAT=SPEC` for every seat, as the command line's `--player` takes them. */
  players: string[];
}

/** The paper's variant of a game, and the seats a model takes there. */
export function benchmarkSetting(module: GameModule): { variant: string; seats: string[] } {
  const { game, oracleSeats = [] } = module;
  const variant = module.benchmark?.variant ?? game.variants[0]!.id;
  const params = game.variants.find((v) => v.id === variant)!.params;
  const modelSeats = game.seats(params).filter((seat) => module.protocols.some((p) => fits(p, seat)));
  const seats = module.benchmark?.modelSeats ?? [modelSeats.find((seat) => !oracleSeats.includes(seat)) ?? modelSeats[0]].filter((s) => s !== undefined);
  return { variant, seats };
}

/** A file-safe name for a model: `gguf:/models/q.gguf` becomes `gguf_models_q.gguf`. */
export const modelSlug = (model: string) => model.replace(/[^A-Za-z0-9._-]+/g, '_').replace(/^[_.]+|_+$/g, '') || 'model';

/**
 * The lines of one game: its bots first (cheap, and the reference for what follows), then each
 * model by the paper's protocol and by each constrained one. Every other seat takes its first bot.
 */
export function gameLines(module: GameModule, models: string[]): SuiteLine[] {
  const { game } = module;
  const { variant, seats } = benchmarkSetting(module);
  if (seats.length === 0) return [];
  const params = game.variants.find((v) => v.id === variant)!.params;
  const others = game.seats(params).filter((s) => !seats.includes(s)).map((s) => {
    const bot = seatOffers(module, s).find((spec) => spec.kind === 'bot' && !spec.voice);
    return `${s}=${seatSpecText(bot!)}`;
  });
  const offered = module.protocols.filter((p) => seats.every((seat) => fits(p, seat)));
  const paper = offered[0];
  const held = [...new Set(offered.filter((p) => p !== paper && (p.grammar || p.jsonSchema)).map((p) => p.id))];
  const bots = module.bots.filter((b) => seats.every((seat) => fits(b, seat)));
  const line = (kind: SuiteLine['kind'], model: string | null, protocol: string, spec: string): SuiteLine => ({
    id: `${model === null ? 'bots' : modelSlug(model)}/${game.id}.${protocol}`,
    game: game.id, variant, kind, model, protocol, seats,
    players: [...seats.map((seat) => `${seat}=${spec}`), ...others],
  });
  return [
    ...bots.map((bot) => line('bot', null, bot.id, `bot:${bot.id}`)),
    ...models.flatMap((model) => [
      ...(paper ? [line('paper', model, paper.id, `llm:${model}`)] : []),
      ...held.map((protocol) => line('constrained', model, protocol, `llm:${model}`)),
    ]),
  ];
}

/** The whole suite: every game's lines, in the games' order; two models with the same file name are refused. */
export function planSuite(modules: GameModule[], models: string[]): SuiteLine[] {
  const slugs = new Map<string, string>();
  for (const model of models) {
    const slug = modelSlug(model);
    const other = slugs.get(slug);
    if (other !== undefined) throw new Error(other === model ? `The model "${model}" is named twice.` : `The models "${other}" and "${model}" would share the folder "${slug}": rename one of the files.`);
    if (slug === 'bots') throw new Error('A model cannot be called "bots": that folder holds the bots\' runs.');
    slugs.set(slug, model);
  }
  return modules.flatMap((module) => gameLines(module, models));
}

/** A line and the indices of the episodes it has still to play, in order. */
export interface LineLeft<Line extends SuiteLine = SuiteLine> {
  line: Line;
  indices: number[];
}

/**
 * Time left of a suite whose lines run at very different speeds: a bot's episode takes
 * milliseconds, a model's minutes, so each kind is timed apart and its own rate predicts its own
 * episodes left. Times are given, never read here, so it is tested without a clock.
 */
export class SuiteClock {
  private readonly spent = { bot: 0, model: 0 };
  private readonly done = { bot: 0, model: 0 };

  constructor(private readonly left: { bot: number; model: number }) {}

  /** The clock of lines with these episodes left to play. */
  static of(lines: readonly LineLeft[]): SuiteClock {
    const left = { bot: 0, model: 0 };
    for (const { line, indices } of lines) left[line.kind === 'bot' ? 'bot' : 'model'] += indices.length;
    return new SuiteClock(left);
  }

  /** Episodes of either kind not yet played. */
  get episodesLeft(): number {
    return Math.max(0, this.left.bot) + Math.max(0, this.left.model);
  }

  /** One episode of that kind ended, after `ms` of the suite's time. */
  ended(kind: 'bot' | 'model', ms: number): void {
    this.spent[kind] += ms;
    this.done[kind]++;
    this.left[kind]--;
  }

  /** Milliseconds left, or null while a kind with episodes left has none timed yet. */
  remaining(): number | null {
    let total = 0;
    for (const kind of ['bot', 'model'] as const) {
      if (this.left[kind] <= 0) continue;
      if (this.done[kind] === 0) return null;
      total += (this.spent[kind] / this.done[kind]) * this.left[kind];
    }
    return total;
  }
}
