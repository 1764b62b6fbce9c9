/**
 * What the three AR-Bench games (guess number, situation puzzles, detective cases) share: how
 * AR-Bench calls its models, and their tables of differences' rows on it, on how it reads a
 * model's thinking, and on a reply longer than a record keeps.
 */
import { VERBATIM_LIMIT, type Sampling } from '../core/protocol';
import type { Difference } from './module';

/** AR-Bench's `inference`: temperature 0.7 and top-p 0.7, no max_tokens. */
export const AR_BENCH_SAMPLING: Sampling = { temperature: 0.7, topP: 0.7, noReplyCap: true };

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

/** A reply AR-Bench's loop takes as written (a question, a judge's reply, a final answer), past the bound a record keeps. */
export const LONG_REPLY_DIFFERENCE: Difference = {
  id: 'ar-bench.long-reply',
  what: `A reply over ${String(VERBATIM_LIMIT).replace(/\B(?=(\d{3})+$)/g, ',')} characters`,
  theirs: 'AR-Bench takes a reply of any length as written: the question it puts, the judge’s reply it passes on, the final answer it scores.',
  ours: 'The AR-Bench variants take one as written up to that length; a longer one is refused and asked again within the error allowance.',
  why: 'A bound on what a run’s record holds. With AR-Bench’s sampling no reply cap stops a model that runs on, so it can be reached.',
};
