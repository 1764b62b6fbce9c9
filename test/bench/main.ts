/**
 * `npm run bench`: speed and quality figures, printed as a Markdown table for BENCHMARKS.md.
 * Figures are measured in one run on one machine: compare them as ratios, not across machines.
 * `npm run bench -- --check [suite]` also sets them beside the figures BENCHMARKS.md states (drift.ts).
 */
import { readFile } from 'node:fs/promises';
import { cpus } from 'node:os';
import { benchAvalon } from './avalon';
import { benchBrainKing } from './brainking';
import { benchCliStart } from './cli-start';
import { benchConcurrency } from './concurrency';
import { benchCpuCodeCache } from './cpu-code-cache';
import { benchCpuMoves, benchCpuShapes } from './cpu-moves';
import { benchCpuSpeed, benchCpuThreads } from './cpu-speed';
import { drifts, statedFigures, TOLERANCE, type Measured, type Stated } from './drift';
import { benchEpisodeLog } from './episode-log';
import { benchFirstLoad } from './first-load';
import { benchGame24 } from './game24';
import { benchGuessNumber } from './guess-number';
import { benchImportRuns } from './import-runs';
import { benchModelHash } from './model-hash';
import { benchModels } from './models';
import { benchReplay } from './replay';
import { benchRunsPage } from './runs-page';
import { benchScale } from './scale';
import { benchSetupsFiles } from './setups-files';
import { benchSituationJudges } from './situation-judges';
import { benchSuiteEstimate } from './suite-estimate';
import { benchUpgrade } from './upgrade';

export interface Row {
  name: string;
  value: string;
  note?: string;
  /**
   * The row's figures that BENCHMARKS.md states, by key, in the unit it writes them (72.1 for
   * 72.1%, 5.7 for 5.7×): a key starts with its suite's name in lower case, words joined by dashes.
   * Only figures that hold within 20% between two runs on a quiet machine: ratios of measurements
   * paired in one run, sizes, counts, seeded bots' results, a heap measured after a garbage
   * collection. Not absolute times, nor a heap's peak sampled while a page works (it follows the
   * garbage collector), nor a ratio of measurements made minutes apart (it follows the load).
   */
  figures?: Record<string, number>;
}

const suites: [string, () => Promise<Row[]>][] = [
  ['Guess Number', benchGuessNumber],
  ['Game of 24', benchGame24],
  ['Avalon', () => benchAvalon()],
  ['BrainKing', benchBrainKing],
  ['Situation judges', benchSituationJudges],
  ['First load', benchFirstLoad],
  ['Models', benchModels],
  ['CLI start', benchCliStart],
  ['CPU speed', benchCpuSpeed],
  ['CPU threads', benchCpuThreads],
  ['CPU code cache', benchCpuCodeCache],
  ['CPU moves', benchCpuMoves],
  ['Listed shapes', benchCpuShapes],
  ['Replay', benchReplay],
  ['Runs page', benchRunsPage],
  ['Runs import', benchImportRuns],
  ['Setups files', benchSetupsFiles],
  ['Scale', benchScale],
  ['Upgrade', benchUpgrade],
  ['Concurrency', benchConcurrency],
  ['Episode log', benchEpisodeLog],
  ['Model hash', benchModelHash],
  ['Suite estimate', benchSuiteEstimate],
];

const USAGE = `Usage: npm run bench -- [--check] [suite]

Measures every suite, or those whose name holds "suite" (a part of a name, in any case), and prints
the figures as a Markdown table for BENCHMARKS.md.

  --check   also sets the figures BENCHMARKS.md marks beside the ones measured, and fails when one
            is more than ${100 * TOLERANCE}% away, or is marked but not measured, or measured but not marked;
            without a suite, it runs only the suites with a figure BENCHMARKS.md marks
  --help    prints this

Three suites take more from the environment: Avalon plays AvalonBench's own engine beside ours when
AVALON_LLM names a copy of jonathanmli/Avalon-LLM; CPU moves and listed shapes play the app built in
PAIRED_DIST (as another commit's dist, copied aside) beside this one.

The suites: ${suites.map(([name]) => name).join(', ')}.`;

const args = process.argv.slice(2);
const check = args.includes('--check');
const unknown = args.find((arg) => arg.startsWith('-') && !['--check', '--help', '-h'].includes(arg));
const only = args.find((arg) => !arg.startsWith('-'))?.toLowerCase();
/** A suite's name as the first part of its keys: "CLI start" gives cli-start. */
const idOf = (name: string) => name.toLowerCase().replaceAll(' ', '-');
const chosen = suites.filter(([name]) => !only || name.toLowerCase().includes(only) || idOf(name).includes(only));

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

if (args.includes('--help') || args.includes('-h')) {
  console.log(USAGE);
  process.exit(0);
}
if (unknown) fail(`Unknown option ${unknown}: the bench takes --check, --help and a suite's name.`);
if (!chosen.length) fail(`No suite is named "${only}"; the suites are ${suites.map(([name]) => name).join(', ')}.`);
// Read before the suites run, so that a malformed file stops the check before minutes of measuring.
let stated: Stated[] = [];
if (check) {
  try {
    stated = statedFigures(await readFile('BENCHMARKS.md', 'utf8'));
  } catch (error) {
    fail((error as Error).message);
  }
}

// A check of every suite leaves out those with no figure to check (a real model's moves, the listed
// shapes, the scale of 100,000 runs…): they take most of an hour and could fail nothing.
const marked = (name: string) => stated.some((figure) => figure.key.startsWith(`${idOf(name)}.`));
const running = check && !only ? chosen.filter(([name]) => marked(name)) : chosen;

console.log(`Node ${process.version}, ${cpus().length} × ${cpus()[0]?.model ?? 'unknown CPU'}, ${new Date().toISOString().slice(0, 10)}\n`);
if (running.length < chosen.length) {
  console.log(`Checked: the suites with a figure BENCHMARKS.md marks. Not run, having none: ${chosen.filter((suite) => !running.includes(suite)).map(([name]) => name).join(', ')}.\n`);
}
console.log('| Benchmark | Value | Note |\n|---|---|---|');
const rows: Row[] = [];
for (const [, run] of running) {
  for (const row of await run()) {
    console.log(`| ${row.name} | ${row.value} | ${row.note ?? ''} |`);
    rows.push(row);
  }
}

if (check) {
  const measured = rows.flatMap((row) => Object.entries(row.figures ?? {}).map(([key, figure]): Measured => ({ key, figure, row: row.name })));
  const { problems, compared } = drifts(stated, measured, suites.map((suite) => ({ id: idOf(suite[0]), ran: running.includes(suite) })));
  // A check that compared nothing has checked nothing: it fails rather than pass in silence.
  if (!compared) problems.push('No figure was compared: the suites run have no figure that BENCHMARKS.md marks.');
  if (problems.length) {
    console.error(`\nBENCHMARKS.md disagrees with this run (${compared} figures compared, tolerance ${100 * TOLERANCE}%):`);
    for (const problem of problems) console.error(`- ${problem}`);
    process.exitCode = 1;
  } else {
    console.log(`\nAll ${compared} figures compared are within ${100 * TOLERANCE}% of BENCHMARKS.md's; ${rows.filter((row) => !row.figures).length} of the ${rows.length} rows printed have no checked figure.`);
  }
}
