/**
 * Fogplay's detective loop beside AR-Bench's own, on the same replies. `ar-bench-loop.py` ran
 * AR-Bench's `_run_traditional_evaluation` with a scripted detective on the fixture's 12 cases and
 * wrote what the detective said and what AR-Bench made of it to `ar-bench-loop.json`: the turns
 * lost, the questions each suspect was asked, the letter read. Here the same replies play the
 * AR-Bench variant through the paper protocol. Set AR_BENCH_LOOP to that script's output for
 * AR-Bench's own file (and AR_BENCH_DC to the file) to compare its 100 cases as well.
 */
import { existsSync, readFileSync } from 'node:fs';
import { isDeepStrictEqual } from 'node:util';
import { describe, expect, it } from 'vitest';
import { llmAgent } from '../../../src/agents/llm';
import type { Protocol } from '../../../src/core/protocol';
import type { MoveEvent } from '../../../src/core/record';
import { readCaseFile } from '../../../src/games/detective-cases/case-file';
import { LETTERS } from '../../../src/games/detective-cases/data';
import { detectiveCases as game, type Outcome, type Setup } from '../../../src/games/detective-cases/game';
import module from '../../../src/games/detective-cases/index';
import { paperProtocol } from '../../../src/games/detective-cases/prompts';
import { playEpisode } from '../../../src/run/episode';
import { scriptedEngine } from '../../agents/scripted-engine';
import { AR_BENCH } from './helpers';

interface Said {
  choices: string[];
  questions: string[];
  final: string;
  lostTurns: number;
  asked: { suspect: string; question: string }[];
  pred: number | '';
}

/** What one case gives in a loop: the turns lost, each suspect's questions in order, the letter's index. */
interface Verdict {
  lostTurns: number;
  asked: Record<string, string[]>;
  pred: number | '';
}

function theirs(said: Said): Verdict {
  const asked: Record<string, string[]> = {};
  for (const a of said.asked) (asked[a.suspect] ??= []).push(a.question);
  return { lostTurns: said.lostTurns, asked, pred: said.pred };
}

/** Plays one case with a detective that says, for each of AR-Bench's three requests, the next line AR-Bench's loop was given. */
async function ours(setup: Setup, said: Said): Promise<Verdict> {
  const choices = [...said.choices];
  const questions = [...said.questions];
  const engine = scriptedEngine((messages) => {
    const request = messages.at(-1)!.content;
    const next = /choose a suspect to interrogate/.test(request) ? choices.shift() : /give your question/.test(request) ? questions.shift() : said.final;
    if (next === undefined) throw new Error(`The script has no reply left for: ${request.slice(-120)}`);
    return next;
  });
  const agents = Object.fromEntries(
    game.seats(AR_BENCH).map((s) => [s, s === 'detective' ? llmAgent({ engine, protocol: paperProtocol as Protocol<unknown, unknown> }) : module.bots[1]!.create()]),
  );
  const episode = await playEpisode({ game, variant: 'ar-bench', params: AR_BENCH, seed: 0, setup, agents, runId: 'ar-bench-loop' });
  expect(episode.status).toBe('finished');
  const names = setup.record.initial_information.suspect.map((s) => s.name);
  const moves = episode.events.filter((e): e is MoveEvent => e.type === 'move' && e.seat === 'detective').map((e) => e.move as { kind: string; suspect: string | null; question?: string });
  const asked: Record<string, string[]> = {};
  let chosen = '';
  for (const move of moves) {
    if (move.kind === 'choose' && move.suspect) chosen = names[LETTERS.indexOf(move.suspect as never)]!;
    if (move.kind === 'ask') (asked[chosen] ??= []).push(move.question!);
  }
  const accused = (episode.outcome as unknown as Outcome).accused;
  return { lostTurns: moves.filter((m) => m.kind === 'choose' && m.suspect === null).length, asked, pred: accused === null ? '' : LETTERS.indexOf(accused) };
}

async function compare(caseText: string, loopText: string) {
  const read = readCaseFile(caseText);
  if (!read.ok) throw new Error(read.error);
  const { cases } = JSON.parse(loopText) as { cases: Said[] };
  expect(cases).toHaveLength(read.setups.length);
  const rows = [];
  for (const [i, said] of cases.entries()) rows.push({ case: i, ours: await ours(read.setups[i] as Setup, said), theirs: theirs(said) });
  return rows;
}

describe('the detective loop beside AR-Bench’s own, on the same replies', () => {
  it('loses the same turns, asks each suspect the same questions and reads the same letter in every case', async () => {
    const rows = await compare(readFileSync('test/games/detective-cases/fixtures/ar-bench-shapes.json', 'utf8'), readFileSync('test/games/detective-cases/ar-bench-loop.json', 'utf8'));
    // The script loses turns in every case, and reaches forms on both sides of each reading.
    expect(rows.every((r) => r.theirs.lostTurns > 0 && Object.keys(r.theirs.asked).length > 0)).toBe(true);
    expect(new Set(rows.map((r) => r.theirs.pred))).toContain('');
    expect(rows.filter((r) => !isDeepStrictEqual(r.ours, r.theirs))).toEqual([]);
  });

  const own = { cases: process.env.AR_BENCH_DC, loop: process.env.AR_BENCH_LOOP };
  it.runIf(own.cases && own.loop && existsSync(own.cases) && existsSync(own.loop))('agrees on AR-Bench’s own file (AR_BENCH_DC, AR_BENCH_LOOP)', async () => {
    const rows = await compare(readFileSync(own.cases!, 'utf8'), readFileSync(own.loop!, 'utf8'));
    const same = rows.filter((r) => isDeepStrictEqual(r.ours, r.theirs));
    const lost = rows.filter((r) => r.ours.lostTurns === r.theirs.lostTurns);
    console.log(`AR-Bench's file: ${rows.length} cases; turns lost alike in ${lost.length}, the whole loop alike in ${same.length}`);
    expect(same).toHaveLength(rows.length);
  });
});
