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

const GGUF = 'gguf:';

/**
 * Each model's folder in a suite: a GGUF file's name (`gguf:/home/ana/models/tinyA.gguf` in
 * `tinyA.gguf`), any other model's file-safe name. A model whose folder would be another's (two
 * files of one name in different folders) is kept under its whole name (`gguf_home_ana_models_tinyA.gguf`),
 * as is one whose folder by its whole name `kept` says the suite holds already: a suite begun when
 * every model was kept so goes on where it stopped.
 */
export function suiteFolders(models: readonly string[], kept: (folder: string) => boolean = () => false): Map<string, string> {
  const short = models.map((model) => modelSlug(model.startsWith(GGUF) ? model.slice(GGUF.length).split(/[\\/]/).pop()! : model));
  return new Map(models.map((model, i) => {
    const whole = modelSlug(model);
    const shared = short.some((folder, j) => folder === short[i] && models[j] !== model);
    return [model, shared || kept(whole) ? whole : short[i]!];
  }));
}

/**
 * The lines of one game: its bots first (cheap, and the reference for what follows), then each
 * model by the paper's protocol and by each constrained one. Every other seat takes its first bot.
 */
export function gameLines(module: GameModule, models: string[], folders = suiteFolders(models)): SuiteLine[] {
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
    id: `${model === null ? 'bots' : folders.get(model)!}/${game.id}.${protocol}`,
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

/** The whole suite: every game's lines, in the games' order, each model's in its folder (`suiteFolders`); two models with the same folder are refused. */
export function planSuite(modules: GameModule[], models: string[], folders = suiteFolders(models)): SuiteLine[] {
  const slugs = new Map<string, string>();
  for (const model of models) {
    const slug = folders.get(model)!;
    const other = slugs.get(slug);
    if (other !== undefined) throw new Error(other === model ? `The model "${model}" is named twice.` : `The models "${other}" and "${model}" would share the folder "${slug}": rename one of the files.`);
    if (slug === 'bots') throw new Error('A model cannot be called "bots": that folder holds the bots\' runs.');
    slugs.set(slug, model);
  }
  return modules.flatMap((module) => gameLines(module, models, folders));
}

/** A line and the indices of the episodes it has still to play, in order. */
export interface LineLeft<Line extends SuiteLine = SuiteLine> {
  line: Line;
  indices: number[];
}

/**
 * Time left of a suite whose lines run at very different speeds: a bot's episode takes
 * milliseconds, a model's minutes, and one game's model episode ten times another's. A line that
 * has played is timed by its own episodes. One that has not is timed by its estimate
 * (`run/estimate.ts`: the model's measured speed and the line's prompts), scaled by how far the
 * estimates of the lines of its kind played so far were from their times: a paper protocol's free
 * text runs to its reply budget more often than a grammar's reply, which the estimate takes in
 * full, so the two kinds err apart (measured in BENCHMARKS.md: borrowing one's scale for the other
 * doubled the estimate for a while). A line with no estimate goes by the episodes of bots or of
 * models played so far. Times are given, never read here, so it is tested without a clock.
 */
export class SuiteClock {
  private readonly lines = new Map<string, { kind: SuiteLine['kind']; left: number; estimate?: number; spent: number; done: number }>();

  /** The clock of lines with these episodes left to play, and milliseconds an episode of each line is estimated to take (by line id). */
  constructor(lines: readonly LineLeft[], estimates: ReadonlyMap<string, number> = new Map()) {
    for (const { line, indices } of lines) {
      this.lines.set(line.id, { kind: line.kind, left: indices.length, estimate: estimates.get(line.id), spent: 0, done: 0 });
    }
  }

  /** Episodes not yet played. */
  get episodesLeft(): number {
    let left = 0;
    for (const line of this.lines.values()) left += Math.max(0, line.left);
    return left;
  }

  /** One episode of a line ended, after `ms` of the suite's time. */
  ended(lineId: string, ms: number): void {
    const line = this.lines.get(lineId);
    if (!line) return;
    line.spent += ms;
    line.done++;
    line.left--;
  }

  /** Milliseconds left, or null while a line left has neither an estimate nor a played one of its kind to go by. */
  remaining(): number | null {
    const played = [...this.lines.values()].filter((l) => l.done > 0);
    const timed = played.filter((l) => l.estimate !== undefined && l.estimate > 0);
    // How far the estimates were from the times of the lines of a kind played.
    const scale = (kind: SuiteLine['kind']) => {
      const kin = timed.filter((l) => l.kind === kind);
      return kin.length ? kin.reduce((n, l) => n + l.spent, 0) / kin.reduce((n, l) => n + l.estimate! * l.done, 0) : 1;
    };
    const models = (kind: SuiteLine['kind']) => (kind === 'bot' ? 'bot' : 'model');
    let total = 0;
    for (const line of this.lines.values()) {
      if (line.left <= 0) continue;
      if (line.done > 0) {
        total += (line.spent / line.done) * line.left;
        continue;
      }
      if (line.estimate !== undefined) {
        total += line.estimate * scale(line.kind) * line.left;
        continue;
      }
      const kin = played.filter((l) => models(l.kind) === models(line.kind));
      if (!kin.length) return null;
      total += (kin.reduce((n, l) => n + l.spent, 0) / kin.reduce((n, l) => n + l.done, 0)) * line.left;
    }
    return total;
  }
}
