/**
 * Every registered game has everything a game needs, and passes the conformance suite: a game
 * cannot opt out, since this test walks the registry (OpenSpiel's `registered_games()`).
 */
import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { GameModule, GameRules } from '../../src/games/module';
import { playEpisode } from '../../src/run/episode';
import { GAMES, HALF_MADE } from '../../src/games/registry';
import { cli } from '../cli/run-cli';
import { conformance, type ConformanceOptions } from '../conformance';

const CONFORMANCE = import.meta.glob<ConformanceOptions>('./*/conformance.ts', { eager: true, import: 'default' });

interface Found {
  /** Whether `ui/games/<id>/Board.svelte` exists. */
  board: boolean;
  /** The game's conformance options (`test/games/<id>/conformance.ts`), if any. */
  conformance?: ConformanceOptions;
  /** The command line's `list`. */
  listing: string;
}

/** What a registered game lacks, in words; empty when it has all a game needs. */
export function missingParts(id: string, module: GameModule, found: Found): string[] {
  const { game, bots, references = [] } = module;
  const missing: string[] = [];
  if (game.id !== id) missing.push(`its module's game is "${game.id}", not the folder's name`);
  if (!found.board) missing.push(`no board (src/ui/games/${id}/Board.svelte)`);
  if (!found.conformance) missing.push(`no conformance options (test/games/${id}/conformance.ts)`);
  if (bots.length === 0) missing.push('no bot');
  for (const variant of game.variants) {
    const seatsWithoutBot = game.seats(variant.params).filter((seat) => !bots.some((b) => !b.seats || b.seats.includes(seat)));
    if (seatsWithoutBot.length) missing.push(`no bot for seat(s) ${seatsWithoutBot.join(', ')} of variant ${variant.id}`);
  }
  if (!new RegExp(`^${id}  `, 'm').test(found.listing)) missing.push('no entry in the command line’s list');
  for (const table of references) {
    for (const row of table.rows) {
      // A review's figure names the review where it has no link.
      const sourced = (s: { text: string; url?: string }) => (s.url === undefined ? table.review === true && /review/.test(s.text) : /^https:\/\//.test(s.url));
      if (!row.sources.length || !row.sources.every(sourced)) missing.push(`a published result without a source: ${row.label}`);
    }
  }
  return missing;
}

const modules = await Promise.all(GAMES.map(async (entry) => [entry.id, await entry.load()] as const));
const { stdout: listing } = await cli('list');
const found = (id: string): Found => ({
  board: existsSync(`src/ui/games/${id}/Board.svelte`),
  conformance: CONFORMANCE[`./${id}/conformance.ts`],
  listing,
});

describe('the registry', () => {
  it('finds every game folder', () => {
    expect(GAMES.map((g) => g.id)).toEqual(expect.arrayContaining(['guess-number', 'game24', 'avalon', 'brainking', 'brainking-oracle-check']));
  });

  it('has no game folder with only one of info.ts and index.ts', () => {
    expect(HALF_MADE).toEqual([]);
  });

  it.each(modules)('%s has everything a game needs', (id, module) => {
    expect(missingParts(id, module, found(id))).toEqual([]);
  });

  it('names what a game lacks', () => {
    const [id, module] = modules[0]!;
    const bare: GameModule = { ...module, bots: [], references: [{ caption: '', heading: '', columns: [], rows: [{ label: 'x', model: 'm', values: {}, sources: [] }] }] };
    expect(missingParts('elsewhere', bare, { board: false, listing: '' })).toEqual([
      `its module's game is "${id}", not the folder's name`,
      'no board (src/ui/games/elsewhere/Board.svelte)',
      'no conformance options (test/games/elsewhere/conformance.ts)',
      'no bot',
      ...module.game.variants.map((v) => `no bot for seat(s) ${module.game.seats(v.params).join(', ')} of variant ${v.id}`),
      'no entry in the command line’s list',
      'a published result without a source: x',
    ]);
  });
});

/** Whether the rules page explains a summary number: by its id, or by its family's pattern, where `*` is any text. */
export function explains(rules: GameRules, id: string): boolean {
  const pattern = (glob: string) => new RegExp(`^${glob.split('*').map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('.*')}$`);
  return rules.metrics.some((m) => pattern(m.id).test(id));
}

/** What a game's rules page lacks, in words: a seat without a name, empty sections, a summary number left unexplained. */
export function missingRules(module: GameModule, summaryIds: string[]): string[] {
  const { game, rules } = module;
  if (!rules) return ['no rules page (the module’s `rules`)'];
  const missing: string[] = [];
  const seats = new Set(game.variants.flatMap((v) => game.seats(v.params)));
  for (const seat of seats) if (!rules.seats[seat]) missing.push(`no name for seat ${seat}`);
  if (!rules.howToPlay.length) missing.push('no “how to play”');
  if (!rules.paperMeasured.length) missing.push('nothing on what the paper measured');
  for (const id of summaryIds) if (!explains(rules, id)) missing.push(`no meaning for the summary’s ${id}`);
  return missing;
}

describe('rules pages', () => {
  it.each(modules)('%s explains its seats, its play, its paper and every number of its summary', async (id, module) => {
    const { game } = module;
    const agents = CONFORMANCE[`./${id}/conformance.ts`]!.agents();
    // A few bot episodes of every variant: the summaries' numbers, their families included.
    const ids = new Set<string>();
    for (const variant of game.variants) {
      const metrics = [];
      for (let seed = 1; seed <= 3; seed++) {
        const episode = await playEpisode({ game, variant: variant.id, params: variant.params, seed, agents, runId: 'rules' });
        metrics.push(episode.metrics);
      }
      const summary = game.summarize(metrics);
      for (const item of [...summary.stats, ...summary.series]) ids.add(item.id);
    }
    expect(missingRules(module, [...ids])).toEqual([]);
  });

  it('names what a rules page lacks', () => {
    const [, module] = modules[0]!;
    const seat = module.game.seats(module.game.variants[0]!.params)[0]!;
    expect(missingRules({ ...module, rules: undefined }, [])).toEqual(['no rules page (the module’s `rules`)']);
    const bare: GameRules = { seats: {}, howToPlay: [], paperMeasured: [], metrics: [{ id: 'agreement.*', name: 'Agreement', meaning: 'per question' }] };
    expect(missingRules({ ...module, rules: bare }, ['agreement.q1', 'solved'])).toEqual(
      expect.arrayContaining([`no name for seat ${seat}`, 'no “how to play”', 'nothing on what the paper measured', 'no meaning for the summary’s solved']),
    );
    expect(missingRules({ ...module, rules: bare }, ['agreement.q1', 'solved'])).not.toContain('no meaning for the summary’s agreement.q1');
  });
});

for (const [id, module] of modules) {
  const options = CONFORMANCE[`./${id}/conformance.ts`];
  if (options) conformance(module, options);
}
