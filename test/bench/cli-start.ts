/**
 * The command line's start: the CPU time (user + system, GNU time's) of `list` and `--help`, set
 * beside bare Node's (`node -e 0`) in the same rounds, taken in turn so that a change in the
 * machine's load reaches all three alike.
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { median } from '../../src/core/stats';
import type { Row } from './main';

const exec = promisify(execFile);

async function cpuMs(...args: string[]): Promise<number> {
  const { stderr } = await exec('/usr/bin/time', ['-f', 'TIME %U %S', 'node', ...args], { maxBuffer: 1 << 24 });
  const [user, system] = stderr.match(/TIME (\S+) (\S+)/)!.slice(1).map(Number);
  return (user! + system!) * 1000;
}


export async function benchCliStart(rounds = 7): Promise<Row[]> {
  const runs = { bare: [] as number[], help: [] as number[], list: [] as number[] };
  for (let i = 0; i < rounds; i++) {
    runs.bare.push(await cpuMs('-e', '0'));
    runs.help.push(await cpuMs('dist-node/fogplay.js', '--help'));
    runs.list.push(await cpuMs('dist-node/fogplay.js', 'list'));
  }
  const bare = median(runs.bare);
  const row = (name: string, values: number[]): Row => ({
    name: `Command line, \`node dist-node/fogplay.js ${name}\`: CPU`,
    value: `${median(values).toFixed(0)} ms`,
    note: `**${(median(values) / bare).toFixed(1)}×** bare Node’s ${bare.toFixed(0)} ms; medians of ${rounds} rounds; target ≤ 3×`,
    figures: { [`cli-start.${name.replace(/\W+/g, '')}-vs-node`]: median(values) / bare },
  });
  return [row('--help', runs.help), row('list', runs.list)];
}
