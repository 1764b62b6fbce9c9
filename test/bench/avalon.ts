/**
 * AvalonBench's baseline, reproduced: naive bots in all five seats. The authors' code (run
 * without reseeding every game) gives 38.6% good wins, 42.0% evil wins by quests, 19.4% by
 * assassination and about 72% Servant deduction over 10,000 games. Every record is written to a
 * JSON Lines file as the command line writes it, and the speed is set beside the authors' own
 * engine and bots (test/bench/avalonbench.py) when AVALON_LLM names a copy of jonathanmli/Avalon-LLM.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { RecordFile } from '../../src/cli/records';
import type { Summary, SummaryStat } from '../../src/core/game';
import avalonModule from '../../src/games/avalon';
import { naive } from '../../src/games/avalon/bots';
import { runBatch } from '../../src/run/batch';
import type { Row } from './main';

const exec = promisify(execFile);
const percent = (x: number) => `${(100 * x).toFixed(1)}%`;
/** The summary's figures BENCHMARKS.md states (the fixed Servant's side winning is good winning). */
const STATED = ['goodWin', 'evilByQuests', 'evilByAssassination', 'assassinationAccuracy', 'deductionAccuracy', 'deductionAccuracyOthers'];
const show = (stat: SummaryStat) =>
  stat.interval ? `${percent(stat.value)} (95% ${percent(stat.interval.low)}–${percent(stat.interval.high)})` : percent(stat.value);

/** Speeds of a side: games a second on the clock, and a second of the process's CPU time. */
interface Speed {
  perSecond: number;
  perCpuSecond: number;
}

/** AvalonBench's engine and bots over `games` games; null without a copy of its code. */
async function reference(games: number): Promise<Speed | null> {
  const checkout = process.env.AVALON_LLM;
  if (!checkout) return null;
  const { stdout } = await exec('python3', ['test/bench/avalonbench.py', checkout, String(games)]);
  const { seconds, cpuSeconds } = JSON.parse(stdout) as { seconds: number; cpuSeconds: number };
  return { perSecond: games / seconds, perCpuSecond: games / cpuSeconds };
}

/** Our naive self-play, every record written to a JSON Lines file; and the file's size a game. */
async function selfPlay(games: number): Promise<Speed & { bytes: number; summary: Summary }> {
  const { game } = avalonModule;
  const variant = game.variants[0]!;
  const folder = await mkdtemp(join(tmpdir(), 'fogplay-avalon-'));
  const out = join(folder, 'runs.jsonl');
  const sink = new RecordFile(out, { [Symbol.iterator]: function* () { for (let i = 0; ; i++) yield i; } });
  const start = performance.now();
  const cpu = process.cpuUsage();
  const { summary } = await runBatch({
    game,
    variant: variant.id,
    params: variant.params,
    seed: 1,
    episodes: games,
    agents: Object.fromEntries(game.seats(variant.params).map((seat) => [seat, naive])),
    runId: 'bench-avalon',
    sink,
  });
  await sink.close();
  const perSecond = games / ((performance.now() - start) / 1000);
  const { user, system } = process.cpuUsage(cpu);
  const { size } = await stat(out);
  await rm(folder, { recursive: true });
  return { perSecond, perCpuSecond: games / ((user + system) / 1e6), bytes: size / games, summary };
}

export async function benchAvalon(games = 10000, paired = 2000): Promise<Row[]> {
  const { perSecond, bytes, summary } = await selfPlay(games);
  const rows: Row[] = [
    ...summary.stats.map((stat) => ({ name: `Avalon naive self-play: ${stat.label}`, value: show(stat), ...(STATED.includes(stat.id) ? { figures: { [`avalon.${stat.id}`]: 100 * stat.value } } : {}) })),
    { name: 'Avalon naive self-play, every record written: games per second', value: `${Math.round(perSecond)} (${games} games)`, note: `${(bytes / 1024).toFixed(1)} KB of JSON Lines a game`, figures: { 'avalon.kb-per-game': bytes / 1024 } },
  ];
  if (!process.env.AVALON_LLM) return [...rows, { name: 'Against AvalonBench’s engine and naive bots (Python)', value: 'not run', note: 'set AVALON_LLM to a copy of jonathanmli/Avalon-LLM' }];
  // On a shared machine the load changes from minute to minute: runs in turn, the middle ratio of three pairs.
  const pairs: { ours: Speed; theirs: Speed }[] = [];
  for (let i = 0; i < 3; i++) pairs.push({ ours: await selfPlay(paired), theirs: (await reference(paired))! });
  return [
    ...rows,
    compared(pairs, paired, 'perSecond', 'Against AvalonBench’s engine and naive bots (Python), every record written', 'games per second', 'avalon.against-avalonbench'),
    // CPU time counts what each side did, not the time others' processes held the cores: the load sways it less.
    compared(pairs, paired, 'perCpuSecond', 'The same in CPU time', 'games per CPU second', 'avalon.against-avalonbench-cpu'),
  ];
}

/** The middle of the pairs' ratios of one speed. */
function compared(pairs: { ours: Speed; theirs: Speed }[], games: number, speed: keyof Speed, name: string, unit: string, key: string): Row {
  const ratio = (pair: { ours: Speed; theirs: Speed }) => pair.ours[speed] / pair.theirs[speed];
  const sorted = [...pairs].sort((a, b) => ratio(a) - ratio(b));
  const middle = sorted[1]!;
  return {
    name,
    value: `${ratio(middle).toFixed(1)}× as fast`,
    figures: { [key]: ratio(middle) },
    note: `middle of 3 pairs of ${games} games: ${Math.round(middle.ours[speed])} against ${Math.round(middle.theirs[speed])} ${unit} (ratios ${sorted.map((p) => ratio(p).toFixed(1)).join(', ')})`,
  };
}
