/**
 * `npm run bench`: speed and quality figures, printed as a Markdown table for BENCHMARKS.md.
 * Figures are measured in one run on one machine: compare them as ratios, not across machines.
 */
import { cpus } from 'node:os';
import { benchAvalon } from './avalon';
import { benchBrainKing } from './brainking';
import { benchCliStart } from './cli-start';
import { benchConcurrency } from './concurrency';
import { benchCpuSpeed } from './cpu-speed';
import { benchEpisodeLog } from './episode-log';
import { benchFirstLoad } from './first-load';
import { benchGame24 } from './game24';
import { benchGuessNumber } from './guess-number';
import { benchImportRuns } from './import-runs';
import { benchModels } from './models';
import { benchReplay } from './replay';
import { benchRunsPage } from './runs-page';
import { benchScale } from './scale';
import { benchSetupsFiles } from './setups-files';
import { benchUpgrade } from './upgrade';

export interface Row {
  name: string;
  value: string;
  note?: string;
}

const suites: [string, () => Promise<Row[]>][] = [
  ['Guess Number', benchGuessNumber],
  ['Game of 24', benchGame24],
  ['Avalon', () => benchAvalon()],
  ['BrainKing', benchBrainKing],
  ['First load', benchFirstLoad],
  ['Models', benchModels],
  ['CLI start', benchCliStart],
  ['CPU speed', benchCpuSpeed],
  ['Replay', benchReplay],
  ['Runs page', benchRunsPage],
  ['Runs import', benchImportRuns],
  ['Setups files', benchSetupsFiles],
  ['Scale', benchScale],
  ['Upgrade', benchUpgrade],
  ['Concurrency', benchConcurrency],
  ['Episode log', benchEpisodeLog],
];

const only = process.argv[2]?.toLowerCase();
console.log(`Node ${process.version}, ${cpus().length} × ${cpus()[0]?.model ?? 'unknown CPU'}, ${new Date().toISOString().slice(0, 10)}\n`);
console.log('| Benchmark | Value | Note |\n|---|---|---|');
for (const [name, run] of suites) {
  if (only && !name.toLowerCase().includes(only)) continue;
  for (const row of await run()) console.log(`| ${row.name} | ${row.value} | ${row.note ?? ''} |`);
}
