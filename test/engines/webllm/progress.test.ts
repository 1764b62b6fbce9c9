import { describe, expect, it } from 'vitest';
import { parseProgress } from '../../../src/engines/webllm/progress';

// Reports as web-llm 0.2.86 writes them, in the order a first load sends them.
const reports = [
  { progress: 0, timeElapsed: 0, text: 'Start to fetch params' },
  {
    progress: 0.25,
    timeElapsed: 3,
    text: 'Fetching param cache[3/12]: 96MB fetched. 25% completed, 3 secs elapsed. It can take a while when we first visit this page to populate the cache. Later refreshes will become faster.',
  },
  { progress: 0.5, timeElapsed: 5, text: 'Loading model from cache[6/12]: 192MB loaded. 50% completed, 5 secs elapsed.' },
  { progress: 0.75, timeElapsed: 9, text: 'Loading GPU shader modules[90/120]: 75% completed, 9 secs elapsed.' },
  { progress: 1, timeElapsed: 10.2, text: 'Finish loading on WebGPU - google' },
];

describe('parseProgress', () => {
  it('reads the phase from the text, and keeps the phase’s own progress', () => {
    expect(reports.map(parseProgress).map(({ phase, progress }) => [phase, progress])).toEqual([
      ['fetching', 0],
      ['fetching', 0.25],
      ['loading from cache', 0.5],
      ['compiling shaders', 0.75],
      ['ready', 1],
    ]);
    expect(parseProgress(reports[1]!).text).toBe(reports[1]!.text);
  });

  it('calls any other report preparing, and keeps progress within 0..1', () => {
    expect(parseProgress({ progress: Number.NaN, timeElapsed: 0, text: 'Something new' })).toEqual({ phase: 'preparing', progress: 0, text: 'Something new' });
    expect(parseProgress({ progress: 1.2, timeElapsed: 0, text: 'Loading GPU shader modules[1/1]' }).progress).toBe(1);
  });
});
