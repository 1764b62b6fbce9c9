/**
 * The time a suite is said to take against the time it takes, with a real model: a generated GGUF
 * on this machine's CPU (node-llama-cpp, one thread), the suite's lines of Guess Number and the Game
 * of 24 (the bots', the paper protocol's and the constrained ones'), two episodes a line. The
 * estimate is made as the command line makes it (a probe of the model's speed, each line's prompts
 * built without a model), then the lines play, and after each episode the running estimate of the
 * whole (the time so far and the time left) is set beside the time the suite took in the end.
 */
import { loadGguf } from '../../src/engines/gguf/engine';
import { GAMES } from '../../src/games/registry';
import { estimateWords, lineEstimates, probeSpeed } from '../../src/run/estimate';
import { planSuite, SuiteClock } from '../../src/run/suite';
import { playLines } from '../run/play-lines';
import { writeTinyGguf } from '../model/tiny-gguf';
import type { Row } from './main';

const EPISODES = 2;

export async function benchSuiteEstimate(): Promise<Row[]> {
  const modules = await Promise.all(GAMES.filter((g) => ['guess-number', 'game24'].includes(g.id)).map((g) => g.load()));
  const engine = await loadGguf(await writeTinyGguf(1), { contextSize: 8192, threads: 1 });
  try {
    const name = engine.model;
    const lines = planSuite(modules, [name]);
    const started = performance.now();
    const speed = await probeSpeed(engine);
    const estimates = await lineEstimates(modules, lines, new Map([[name, { engine, speed }]]));
    const clock = new SuiteClock(lines.map((line) => ({ line, indices: Array.from({ length: EPISODES }, (_, i) => i) })), estimates);
    const said = clock.remaining()!;
    const saidAt = performance.now() - started;
    const running: number[] = [];
    await playLines(modules, lines, engine, EPISODES, (line) => {
      let last = performance.now();
      return () => {
        const now = performance.now();
        clock.ended(line.id, now - last);
        last = now;
        running.push(now - started + clock.remaining()!);
      };
    });
    // The suite's time from the first episode, as the estimate said before it counts it.
    const taken = performance.now() - started - saidAt;
    const ratios = running.map((total) => (total - saidAt) / taken);
    const minutes = (ms: number) => `${(ms / 60_000).toFixed(1)} min`;
    return [
      {
        name: `Said before the first episode (${lines.length} lines of ${EPISODES} episodes, the tiny GGUF on one thread)`,
        value: `${minutes(said)}, ${(said / taken).toFixed(2)}× the time taken`,
        note: `${minutes(taken)} taken; ${estimateWords(said, new Map([[name, speed]]))}; the probe and the lines' prompts took ${(saidAt / 1000).toFixed(1)} s`,
      },
      {
        name: 'The running estimate of the whole, after each episode',
        value: `${Math.min(...ratios).toFixed(2)}× to ${Math.max(...ratios).toFixed(2)}× the time taken`,
        note: `${running.length} episodes; after the first model line's first episode, ${Math.min(...ratios.slice(EPISODES * 2 + 1)).toFixed(2)}× to ${Math.max(...ratios.slice(EPISODES * 2 + 1)).toFixed(2)}×`,
      },
    ];
  } finally {
    await engine.dispose();
  }
}
