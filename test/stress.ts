/**
 * `npm run test:stress [-- --runs N] [-- --all]`: the suite (`npm test`, or with `--all` the model
 * tests too, `npm run test:all`) with every core kept busy by two endless loops, as on a shared CI
 * machine, N times in a row (1 by default), stopping at the first failure. FOGPLAY_STRESS
 * stretches the runners' caps on waits; no test waits on the clock.
 */
import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { parseArgs } from 'node:util';
import { busyCores } from './busy-cores';

const { values } = parseArgs({ options: { runs: { type: 'string', default: '1' }, all: { type: 'boolean', default: false } } });
const runs = Number(values.runs);
if (!Number.isInteger(runs) || runs < 1) {
  console.error('--runs takes a whole number from 1.');
  process.exit(2);
}

const loops = 2 * availableParallelism();
const stopLoops = busyCores(loops);
process.on('exit', stopLoops);
process.on('SIGINT', () => process.exit(130));
process.on('SIGTERM', () => process.exit(143));
console.log(`${loops} busy loops on ${availableParallelism()} cores.`);

for (let run = 1; run <= runs; run++) {
  const started = Date.now();
  const code = await new Promise<number>((resolve) => {
    const suite = spawn('npm', values.all ? ['run', 'test:all'] : ['test'], { stdio: 'inherit', env: { ...process.env, FOGPLAY_STRESS: '1' }, shell: process.platform === 'win32' });
    suite.on('exit', (exitCode, signal) => resolve(exitCode ?? (signal ? 1 : 0)));
  });
  const minutes = ((Date.now() - started) / 60_000).toFixed(1);
  console.log(`Stress run ${run} of ${runs}: ${code === 0 ? 'passed' : 'failed'} in ${minutes} min.`);
  if (code !== 0) process.exit(code);
}
process.exit(0);
