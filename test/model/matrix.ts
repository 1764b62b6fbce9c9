/**
 * The model matrix: every game, by every model protocol, with a stand-in of each model family
 * (families.ts) in the main seat and the game's bots elsewhere, one episode each; plus a model as
 * BrainKing's oracle and as the situation puzzles' judge. Seats are taken as the command line
 * takes them (src/cli/players.ts: `--player SEAT=SPEC`, `--protocol`, `--max-tokens`), the
 * episode played by the same batch runner; a family's model is loaded once for all its games.
 */
import type { EpisodeRecord, ModelCallEvent } from '../../src/core/record';
import { seatOffers, seatSpecText } from '../../src/agents/seats';
import { models, seatPlayers } from '../../src/cli/players';
import type { Engine } from '../../src/engines/engine';
import type { GameModule } from '../../src/games/module';
import { GAMES } from '../../src/games/registry';
import { runBatch } from '../../src/run/batch';
import { newId } from '../../src/run/episode';
import { MAX_TOKENS, ORACLE_VARIANT, VARIANTS, VOTE_TOKENS } from './matrix-settings';

export interface MatrixCase {
  game: string;
  variant: string;
  /** The seat the model takes. */
  seat: string;
  protocol: string;
  /** `SEAT=bot:ID` for the other seats. */
  others: string[];
}

/** The name of a case in the tables and in the lists of expectations. */
export const caseName = ({ game, seat, protocol }: MatrixCase) => `${game}${seat === mainSeats[game] ? '' : ` (${seat})`} ${protocol}`;

/** The seat a model takes in each game: its first seat that a model can take. */
const mainSeats: Record<string, string> = {};

/** Tree of Thoughts at its smallest: one state a level, one judgement each. */
const SEARCH = { breadth: 1, valueSamples: 1 };

function casesOf(module: GameModule, seat: string, variant: string): MatrixCase[] {
  const { game } = module;
  const params = game.variants.find((v) => v.id === variant)!.params;
  const others = game.seats(params).filter((s) => s !== seat).map((s) => {
    const bot = seatOffers(module, s).find((spec) => spec.kind === 'bot' && !spec.voice);
    return `${s}=${seatSpecText(bot!)}`;
  });
  const protocols = [...new Set(module.protocols.filter((p) => !p.seats || p.seats.includes(seat)).map((p) => p.id)), ...(module.searches ?? []).map((s) => s.id)];
  return protocols.map((protocol) => ({ game: game.id, variant, seat, protocol, others }));
}

export async function matrixCases(): Promise<MatrixCase[]> {
  const cases: MatrixCase[] = [];
  for (const entry of GAMES) {
    const module = await entry.load();
    const variant = VARIANTS[module.game.id] ?? module.game.variants[0]!.id;
    const params = module.game.variants.find((v) => v.id === variant)!.params;
    const seat = module.game.seats(params).find((s) => seatOffers(module, s).some((spec) => spec.kind === 'llm'))!;
    mainSeats[module.game.id] = seat;
    cases.push(...casesOf(module, seat, variant));
    if (module.game.id === 'brainking') cases.push(...casesOf(module, 'oracle', ORACLE_VARIANT));
    if (module.game.id === 'situation-puzzles') cases.push(...casesOf(module, 'judge', variant));
  }
  return cases;
}

/** How an episode ended, as the matrix counts it. */
export type Ending = 'finished' | 'forfeited' | 'cut' | 'context full' | 'engine failure';

/** What a family's matrix file (families.ts, matrixFile) holds: the figures of each case. */
export interface MatrixFile {
  maxTokens: number;
  voteTokens: number;
  results: Record<string, Omit<MatrixResult, 'record' | 'case'>>;
}

export interface MatrixResult {
  case: MatrixCase;
  record: EpisodeRecord;
  ending: Ending;
  /** Refused attempts of the model's seat over all its attempts. */
  invalidRate: number;
  /** The model seat's replies the game refused, and its calls cut at their token limit (a summary's among them). */
  refused: number;
  cut: number;
  /** Tokens the model wrote per move it made (NaN without a move). */
  tokensPerMove: number;
  modelCalls: number;
  /** Whether the protocol holds replies to a grammar or a schema (and so played at its own reply budget). */
  constrained: boolean;
}

/** Finished, forfeited by the rules, forfeited with replies cut at their limit, context full, or an engine failure. */
function ending(record: EpisodeRecord): Ending {
  if (record.status === 'context-full') return 'context full';
  if (record.status !== 'finished') return 'engine failure';
  if (!record.events.some((e) => e.type === 'forfeit')) return 'finished';
  return record.events.some((e) => e.type === 'invalid' && e.cut) ? 'cut' : 'forfeited';
}

/** Whether a protocol holds every reply to a grammar or a schema, whose bounds fit its own reply budget. */
export const constrained = (module: GameModule, protocol: string) => module.protocols.some((p) => p.id === protocol && (p.jsonSchema || p.grammar));

/** Plays one episode of `matrixCase` with `engine` (the GGUF at `path`, here or in a page) in the model's seat. */
export async function playCase(matrixCase: MatrixCase, path: string, engine: Engine & { threads?: number }, seed = 1): Promise<MatrixResult> {
  const module = (await GAMES.find((g) => g.id === matrixCase.game)!.load()) as GameModule;
  const { game } = module;
  const variant = game.variants.find((v) => v.id === matrixCase.variant)!;
  const spec = `gguf:${path}`;
  const held = constrained(module, matrixCase.protocol);
  const vote = module.protocols.some((p) => p.id === matrixCase.protocol && p.majority);
  const agents = seatPlayers(module, game.seats(variant.params), [`${matrixCase.seat}=llm:${spec}`, ...matrixCase.others], models({
    protocol: matrixCase.protocol,
    // A constrained reply gets its protocol's own budget, which its grammar's bounds fit; free text is cut short.
    settings: { maxTokens: held ? undefined : vote ? VOTE_TOKENS : MAX_TOKENS, temperature: 1 },
    takesTemplate: () => false,
    search: SEARCH,
  }, new Map([[spec, engine]])));
  let record: EpisodeRecord | undefined;
  await runBatch({
    game, variant: variant.id, params: variant.params, seed, episodes: 1, agents, runId: newId(),
    onProgress: (_done, _total, episode) => void (record = episode),
  });
  const seatEvents = record!.events.filter((e) => 'seat' in e && e.seat === matrixCase.seat);
  const moves = seatEvents.filter((e) => e.type === 'move').length;
  const invalid = seatEvents.filter((e) => e.type === 'invalid').length;
  const refused = seatEvents.filter((e) => e.type === 'invalid' && !e.cut).length;
  const cut = seatEvents.filter((e) => e.type === 'model-call' && e.finishReason === 'length').length;
  const calls = record!.events.filter((e): e is ModelCallEvent => e.type === 'model-call');
  const tokens = calls.reduce((sum, call) => sum + (call.usage?.completionTokens ?? 0), 0);
  return {
    case: matrixCase,
    record: record!,
    ending: ending(record!),
    invalidRate: moves + invalid ? invalid / (moves + invalid) : 0,
    refused,
    cut,
    tokensPerMove: moves ? tokens / moves : NaN,
    modelCalls: calls.length,
    constrained: held,
  };
}
