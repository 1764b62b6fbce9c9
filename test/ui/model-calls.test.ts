/** A model's turns read back from an episode's events, for the transcript, the replay and the reasoning log. */
import { describe, expect, it } from 'vitest';
import type { GameEvent } from '../../src/core/record';
import { attemptText, promptOf, reasoningLog, refusalOf } from '../../src/ui/model-calls';

const usage = { promptTokens: 10, completionTokens: 5 };
/** Two model seats: seat 0 restarts its conversation at its third call (a running summary); seat 1 is refused once. */
const events: GameEvent[] = [
  { seq: 0, at: 0, seat: '0', type: 'model-call', messages: [{ role: 'system', content: 'Rules' }, { role: 'user', content: 'Turn 1' }], text: 'Team: 0, 1', parsed: [0, 1], usage, latencyMs: 900 },
  { seq: 1, at: 0, seat: '0', type: 'move', move: [0, 1], result: null },
  { seq: 2, at: 0, seat: '1', type: 'model-call', messages: [{ role: 'system', content: 'Rules for 1' }, { role: 'user', content: 'Vote?' }], text: 'I am not sure', error: 'No line starting “Vote:”.', usage, latencyMs: 800 },
  { seq: 3, at: 0, seat: '1', type: 'invalid', attempt: 'I am not sure', reason: 'No line starting “Vote:”.' },
  { seq: 4, at: 0, seat: '1', type: 'model-call', messages: [{ role: 'user', content: 'No line starting “Vote:”. Vote?' }], text: 'Vote: maybe', parsed: 'maybe', usage, latencyMs: 700 },
  { seq: 5, at: 0, seat: '1', type: 'invalid', attempt: 'maybe', reason: 'Vote yes or no.' },
  { seq: 6, at: 0, seat: '0', type: 'model-call', messages: [{ role: 'user', content: 'Turn 2' }], text: 'Team: 1, 2', parsed: [1, 2], usage, latencyMs: 600 },
  { seq: 7, at: 0, seat: '0', type: 'model-call', messages: [{ role: 'system', content: 'Rules' }, { role: 'user', content: 'Summary, turn 3' }], text: 'Team: 2, 3', parsed: [2, 3], usage, latencyMs: 500 },
  { seq: 8, at: 0, seat: '2', type: 'invalid', attempt: { guess: '12' }, reason: 'A guess is exactly 4 digits.' },
  { seq: 9, at: 0, seat: '1', type: 'forfeit', reason: '4 invalid attempts in a row' },
];

describe('promptOf', () => {
  it('rebuilds what the seat was sent: its conversation so far, its earlier replies as the assistant, then the call’s messages', () => {
    expect(promptOf(events, 0)).toEqual([{ role: 'system', content: 'Rules' }, { role: 'user', content: 'Turn 1' }]);
    expect(promptOf(events, 4)).toEqual([
      { role: 'system', content: 'Rules for 1' },
      { role: 'user', content: 'Vote?' },
      { role: 'assistant', content: 'I am not sure' },
      { role: 'user', content: 'No line starting “Vote:”. Vote?' },
    ]);
    // Seat 1's calls between seat 0's are not part of seat 0's conversation.
    expect(promptOf(events, 6).map((m) => m.content)).toEqual(['Rules', 'Turn 1', 'Team: 0, 1', 'Turn 2']);
  });

  it('starts again at a call that opens with a system message', () => {
    expect(promptOf(events, 7).map((m) => m.content)).toEqual(['Rules', 'Summary, turn 3']);
  });

  it('gives nothing for an event that is not a model call', () => {
    expect(promptOf(events, 1)).toEqual([]);
    expect(promptOf(events, 99)).toEqual([]);
  });
});

describe('refusalOf', () => {
  it('is the same seat’s refused attempt right after the call, whether nothing was read or the game refused what was', () => {
    expect(refusalOf(events, 2)?.reason).toBe('No line starting “Vote:”.');
    expect(refusalOf(events, 4)?.reason).toBe('Vote yes or no.');
    expect(refusalOf(events, 0)).toBeUndefined();
    expect(refusalOf(events, 7)).toBeUndefined();
  });
});

describe('reasoningLog', () => {
  it('lists every model call with its refusal, and the refusals and forfeits that follow no call', () => {
    const log = reasoningLog(events);
    expect(log.map((entry) => entry.event.seq)).toEqual([0, 2, 4, 6, 7, 8, 9]);
    expect(log.map((entry) => entry.refusal?.seq)).toEqual([undefined, 3, 5, undefined, undefined, undefined, undefined]);
    expect(log.every((entry) => events[entry.index] === entry.event)).toBe(true);
  });
});

describe('attemptText', () => {
  it('keeps a reply as written and writes a move as JSON', () => {
    expect(attemptText('I am <b>not</b> sure')).toBe('I am <b>not</b> sure');
    expect(attemptText({ guess: '12' })).toBe('{"guess":"12"}');
  });
});
