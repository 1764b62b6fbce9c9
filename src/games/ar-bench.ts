/**
 * What the three AR-Bench games (guess number, situation puzzles, detective cases) share in their
 * tables of differences: how AR-Bench calls its models, and how it reads a model's thinking.
 */
import type { Difference } from './module';

export const AR_BENCH_SAMPLING_DIFFERENCE: Difference = {
  id: 'ar-bench.sampling',
  what: 'Sampling',
  theirs: 'AR-Bench calls every model at temperature 0.7 and top-p 0.7, and sets no reply cap.',
  ours: 'Its prompts do the same unless the run sets otherwise, and the run records it; Fogplay’s own prompts keep their reply cap and the model’s own sampling.',
  why: 'A cap AR-Bench does not set would cut a long reply before its answer and score it wrong.',
};

/** How AR-Bench reads a reply that opens with `<think>…</think>`, and what of it Fogplay reads: `reads` says what AR-Bench's reading finds there. */
export const thinkingDifference = (reads: string): Difference => ({
  id: 'ar-bench.thinking',
  what: 'A model’s thinking, between <think> and </think>',
  theirs: `AR-Bench reads the whole reply, the thinking included: ${reads}`,
  ours: 'Every variant reads only the reply after the thinking; the thinking is recorded and shown apart on the run page. A reply whose thinking never closes is read as none.',
  why: 'Thinking is the model’s scratch work, not its move; AR-Bench’s models of the paper did not think aloud.',
});
