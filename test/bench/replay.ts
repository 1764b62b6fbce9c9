/**
 * Stepping through a long recorded episode, as the replay viewer does: the checkpointed Replayer
 * against folding from the start at every step (what the viewer did before).
 */
import type { AgentFactory } from '../../src/core/agent';
import { Replayer, replay } from '../../src/core/replay';
import { guessNumber } from '../../src/games/guess-number/game';
import { playEpisode } from '../../src/run/episode';
import type { Row } from './main';

/** A player that repeats one wrong guess: an episode of exactly `moves` events. */
const stubborn: AgentFactory = () => ({ info: { kind: 'bot', name: 'stubborn' }, act: async () => ({ guess: '0123' }) });

async function longEpisode(moves: number) {
  return playEpisode({
    game: guessNumber, variant: 'long', params: { maxGuesses: moves, finalAnswer: false }, seed: 1, setup: { secret: '9876' },
    agents: { player: stubborn }, runId: 'bench',
  });
}

/** Mean milliseconds per step over a walk to the end, back to the start, and jumps across. */
function perStep(stateAt: (position: number) => unknown, events: number): number {
  const positions = [
    ...Array.from({ length: events + 1 }, (_, i) => i),
    ...Array.from({ length: events + 1 }, (_, i) => events - i),
    ...Array.from({ length: 200 }, (_, i) => (i * 7919) % (events + 1)),
  ];
  const started = performance.now();
  for (const p of positions) stateAt(p);
  return (performance.now() - started) / positions.length;
}

export async function benchReplay(): Promise<Row[]> {
  const rows: Row[] = [];
  for (const events of [1_000, 2_000, 10_000]) {
    const episode = await longEpisode(events);
    const replayer = new Replayer(guessNumber, episode);
    const fast = perStep((p) => replayer.stateAt(p), events);
    rows.push({ name: `Replay viewer, ${events.toLocaleString('en')}-event episode: per step`, value: `${fast.toFixed(3)} ms`, note: 'forward, back and jumps; target ≤ 2 ms at 2,000' });
    if (events <= 2_000) {
      // Printed, not checked: the two are timed one after the other, seconds apart, and their ratio follows the load of each.
      const slow = perStep((p) => replay(guessNumber, episode, p), events);
      rows.push({ name: `Folding from the start at every step, ${events.toLocaleString('en')} events`, value: `${slow.toFixed(3)} ms`, note: `${(slow / fast).toFixed(0)}× the checkpointed replay` });
    }
  }
  return rows;
}
