/** Guess Number: the max-entropy bot over all 5,040 secrets, and the batch runner's speed. */
import { maxEntropy, randomConsistent } from '../../src/games/guess-number/bots';
import { paramsOf } from '../../src/core/game';
import { guessNumber } from '../../src/games/guess-number/game';
import { runBatch } from '../../src/run/batch';
import type { Row } from './main';

// The game that ends at the right guess, so that the guesses count what a bot needs.
const variant = 'early-stop';
const params = paramsOf(guessNumber, variant);

async function timedBatch(agent: typeof maxEntropy, episodes: number, setups?: unknown[]) {
  const started = performance.now();
  const result = await runBatch({ game: guessNumber, variant, params, seed: 1, episodes, setups, agents: { player: agent }, runId: 'bench' });
  const seconds = (performance.now() - started) / 1000;
  const stat = (id: string) => result.summary.stats.find((s) => s.id === id)!.value;
  return { seconds, perSecond: result.finished / seconds, mean: stat('meanGuesses'), worst: stat('maxGuesses'), solved: stat('solveRate') };
}

export async function benchGuessNumber(): Promise<Row[]> {
  // The first pass builds the max-entropy bot's decision tree; the second measures the runner with it cached.
  const all = await timedBatch(maxEntropy, 0, guessNumber.allSetups!(params));
  const cached = await timedBatch(maxEntropy, 0, guessNumber.allSetups!(params));
  const random = await timedBatch(randomConsistent, 2000);
  return [
    { name: 'Guess Number, max-entropy bot, all 5,040 secrets: mean guesses', value: all.mean.toFixed(4), note: 'known optimum 5.2131 (26,274 / 5,040)', figures: { 'guess-number.mean-guesses': all.mean } },
    { name: 'Guess Number, max-entropy bot, all 5,040 secrets: worst case', value: `${all.worst} guesses`, note: `solved ${(100 * all.solved).toFixed(1)}%`, figures: { 'guess-number.worst-case': all.worst, 'guess-number.solved': 100 * all.solved } },
    { name: 'Guess Number, max-entropy bot, first pass (builds its decision tree)', value: `${all.perSecond.toFixed(0)} episodes/s`, note: `${all.seconds.toFixed(1)} s` },
    { name: 'Guess Number, max-entropy bot, tree cached (runner + metrics)', value: `${cached.perSecond.toFixed(0)} episodes/s`, note: `${cached.seconds.toFixed(1)} s` },
    { name: 'Guess Number, random-consistent bot, 2,000 episodes', value: `${random.perSecond.toFixed(0)} episodes/s`, note: `mean ${random.mean.toFixed(2)} guesses, worst ${random.worst}`, figures: { 'guess-number.random-mean': random.mean, 'guess-number.random-worst': random.worst } },
  ];
}
