/**
 * AR-Bench's detective-case file as it is. Its `data/dc/test.json` carries no licence, so its
 * records are not copied here: `fixtures/ar-bench-shapes.json` is the 12 bundled cases rewritten
 * into every field shape that file shows (a suspect's `timeline` as a list, as `{"timeline": [...]}`,
 * beside a `suspect` or a `name`, or one bare `{time, activity}`; `evidence` as a string or an
 * object of strings or lists; a fact as a string or a list; `murderer` and `explanation` mostly
 * missing). Set AR_BENCH_DC to a copy of AR-Bench's own file to run the same checks on its 100 cases.
 */
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readCaseFile } from '../../../src/games/detective-cases/case-file';
import { LETTERS } from '../../../src/games/detective-cases/data';
import { detectiveCases as game, type Outcome, type Setup } from '../../../src/games/detective-cases/game';
import module from '../../../src/games/detective-cases/index';
import { playEpisode } from '../../../src/run/episode';
import { AR_BENCH } from './helpers';

type Raw = { label: number; suspects: { name: string; timeline?: unknown; evidence?: unknown; motive?: unknown }[]; murderer?: string };

/** The shape of a value, as the census below names it: "list", "string", or an object's sorted keys. */
const shapeOf = (value: unknown) => (Array.isArray(value) ? 'list' : typeof value === 'string' ? 'string' : Object.keys(value as object).sort().join('+'));

/**
 * Plays every case of a file with the reference detective against the stand-in suspects, and
 * scores each as AR-Bench's evaluator does: `pred` the index of the accused letter, `label` read
 * from the file's own JSON, `correctness` `pred == label`.
 */
async function playAll(text: string) {
  const raw = JSON.parse(text) as Raw[];
  const read = readCaseFile(text);
  if (!read.ok) throw new Error(read.error);
  const rows = [];
  for (const [i, setup] of read.setups.entries()) {
    const agents = Object.fromEntries(game.seats(AR_BENCH).map((s) => [s, (s === 'detective' ? module.bots[0]! : module.bots[1]!).create()]));
    const episode = await playEpisode({ game, variant: 'ar-bench', params: AR_BENCH, seed: i, setup: setup as Setup, agents, runId: 'ar-bench-file' });
    const outcome = episode.outcome as unknown as Outcome;
    const pred = outcome.accused === null ? '' : LETTERS.indexOf(outcome.accused);
    rows.push({ status: episode.status, turns: outcome.turns, ours: outcome.correct, theirs: pred === raw[i]!.label, metrics: episode.metrics as Parameters<typeof game.summarize>[0][number] });
  }
  return { raw, read, rows };
}

function checkAgreement(rows: Awaited<ReturnType<typeof playAll>>['rows']) {
  expect(rows.every((r) => r.status === 'finished' && r.turns === 25)).toBe(true);
  expect(rows.filter((r) => r.ours !== r.theirs)).toEqual([]);
  const accuracy = game.summarize(rows.map((r) => r.metrics)).stats.find((s) => s.id === 'accuracy')!.value;
  expect(accuracy).toBeCloseTo(rows.filter((r) => r.theirs).length / rows.length, 10);
  return accuracy;
}

describe('AR-Bench’s detective-case file, as AR-Bench writes it', () => {
  const text = readFileSync('test/games/detective-cases/fixtures/ar-bench-shapes.json', 'utf8');
  const raw = JSON.parse(text) as Raw[];

  it('the fixture holds every shape of AR-Bench’s test file', () => {
    const suspects = raw.flatMap((r) => r.suspects).filter((s) => s.timeline !== undefined);
    expect(new Set(suspects.map((s) => shapeOf(s.timeline)))).toEqual(new Set(['list', 'timeline', 'suspect+timeline', 'name+timeline', 'activity+time']));
    const evidence = suspects.map((s) => s.evidence);
    expect(new Set(evidence.map(shapeOf))).toEqual(new Set(['string', 'access_to_weapon+motive+opportunity']));
    expect(evidence.some((e) => typeof e === 'object' && Object.values(e as object).some(Array.isArray))).toBe(true);
    expect(new Set(suspects.map((s) => shapeOf(s.motive)))).toEqual(new Set(['string', 'list']));
    expect(raw.some((r) => r.murderer) && raw.some((r) => !r.murderer)).toBe(true);
  });

  it('reads every record, each timeline as a list of its entries', () => {
    const read = readCaseFile(text);
    if (!read.ok) throw new Error(read.error);
    expect(read.setups).toHaveLength(raw.length);
    read.setups.forEach((setup, i) => {
      (setup as Setup).record.suspects.forEach((s, j) => {
        const timeline = raw[i]!.suspects[j]!.timeline as Record<string, unknown> | unknown[] | undefined;
        const entries = timeline === undefined ? undefined : Array.isArray(timeline) ? timeline : 'timeline' in timeline ? timeline.timeline : [timeline];
        expect(s.timeline).toEqual(entries);
      });
    });
  });

  it('still refuses a record the game cannot play, and only leaves out a timeline it cannot read', () => {
    const records = JSON.parse(text) as Record<string, any>[];
    records[0]!.suspects[0].timeline = { when: 'all day' };
    const read = readCaseFile(JSON.stringify(records));
    expect(read.ok && (read.setups[0] as Setup).record.suspects[0]!.timeline).toBeUndefined();
    records[0]!.label = 9;
    expect(readCaseFile(JSON.stringify(records))).toMatchObject({ ok: false, error: expect.stringMatching(/^Record 1 \(index 1\): the field "label" must be 0 to 4, but it is 9/) });
  });

  it('plays every case, and the bot’s accuracy agrees case by case with AR-Bench’s pred == label', async () => {
    const { rows } = await playAll(text);
    expect(rows).toHaveLength(raw.length);
    checkAgreement(rows);
  });

  const own = process.env.AR_BENCH_DC;
  it.runIf(own && existsSync(own))('plays AR-Bench’s own file (AR_BENCH_DC), agreeing with its pred == label', async () => {
    const { rows } = await playAll(readFileSync(own!, 'utf8'));
    const accuracy = checkAgreement(rows);
    console.log(`AR-Bench's file: ${rows.length} cases played, the bot's accuracy ${accuracy}, agreeing on ${rows.filter((r) => r.ours === r.theirs).length}`);
  });
});
