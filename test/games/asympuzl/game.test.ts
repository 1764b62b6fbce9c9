/** AsymPuzl's rules: move validation with its exact error texts, turns, the end, and each feedback mode's exact text. */
import { describe, expect, it } from 'vitest';
import { asympuzl, checkMove, type FeedbackMode, type Result } from '../../../src/games/asympuzl/game';
import { feedbackTexts } from '../../../src/games/asympuzl/rules';
import { SETUP, SOLVING, params, play, put, scripted } from './helpers';

const refused = (move: unknown, size = 3) => {
  const checked = checkMove(move, size);
  return checked.ok ? 'accepted' : checked.reason;
};

describe('AsymPuzl move validation', () => {
  it('accepts a message with a list of actions, names in any case, and records them in lower case', () => {
    expect(checkMove({ message: 'Hi', actions: [{ replace: 2, by: { shape: ' Circle', color: 'RED' } }] }, 3)).toEqual({
      ok: true, move: { message: 'Hi', actions: [put(2, 'circle', 'red')] },
    });
    expect(checkMove({ message: '', actions: [] }, 3)).toEqual({ ok: true, move: { message: '', actions: [] } });
  });

  it('refuses each kind of bad move with a clear sentence', () => {
    expect(refused('hello')).toBe('A move is an object with a "message" for the other agent and a list of "actions", such as {"message": "Please confirm the color of the circle.", "actions": [{"replace": 1, "by": {"shape": "circle", "color": "red"}}]}.');
    expect(refused({ actions: [] })).toBe('The "message" must be text (it may be empty).');
    expect(refused({ message: 'x'.repeat(4001), actions: [] })).toBe('The message is 4001 characters long: at most 4000 are allowed.');
    expect(refused({ message: 'x'.repeat(4000), actions: [] })).toBe('accepted');
    expect(refused({ message: '', actions: { replace: 1 } })).toBe('The "actions" must be a list (it may be empty): [{"replace": <position>, "by": {"shape": <shape>, "color": <color>}}, …].');
    expect(refused({ message: '', actions: ['swap 1 2'] })).toBe('Action 1: write it as {"replace": <position>, "by": {"shape": <shape>, "color": <color>}}.');
    expect(refused({ message: '', actions: [put(1, 'square', 'blue'), put(4, 'circle', 'red')] })).toBe('Action 2: there is no position 4: positions are whole numbers from 1 to 3.');
    expect(refused({ message: '', actions: [put(0, 'circle', 'red')] })).toBe('Action 1: there is no position 0: positions are whole numbers from 1 to 3.');
    expect(refused({ message: '', actions: [{ replace: '2', by: { shape: 'circle', color: 'red' } }] })).toBe('Action 1: there is no position "2": positions are whole numbers from 1 to 3.');
    expect(refused({ message: '', actions: [put(1, 'circle', null as never)] })).toMatch(/^Action 1: null is not a color/);
    expect(refused({ message: '', actions: [put(1.5, 'circle', 'red')] })).toBe('Action 1: there is no position 1.5: positions are whole numbers from 1 to 3.');
    expect(refused({ message: '', actions: [put(1, 'blob', 'red')] })).toMatch(/^Action 1: "blob" is not a shape of the puzzle's set \(square, triangle, rectangle, circle, pentagon, .*, bolt\)\.$/);
    expect(refused({ message: '', actions: [put(1, 'circle', 'unknown')] })).toMatch(/^Action 1: "unknown" is not a color of the puzzle's set \(blue, red, cyan, green, yellow, .*, violet\)\.$/);
    expect(refused({ message: '', actions: [put(2, 'circle', 'red'), put(1, 'square', 'blue'), put(2, 'star', 'gold')] })).toBe('Actions 1 and 3 both replace position 2: replace each position at most once a turn.');
  });

  it('logs a refused attempt and lets the agent try again, within the allowance of 3, then forfeits', async () => {
    const episode = await play(params(3), { alice: scripted(['junk', { message: 5 }, SOLVING.alice[0]]), bob: scripted(['a', 'b', 'c', 'd']) });
    expect(episode.events.filter((e) => e.type === 'invalid').map((e) => e.seat)).toEqual(['alice', 'alice', 'bob', 'bob', 'bob', 'bob']);
    expect(episode.outcome).toEqual({ solved: false, turns: 1, forfeit: 'bob' });
    expect(asympuzl.describeOutcome(episode.outcome as never)).toBe('the bob forfeited in turn 1');
  });
});

describe('AsymPuzl turns', () => {
  it('are Alice then Bob, end when both hypotheses equal the truth, and are described in the transcript', async () => {
    const episode = await play(params(3, 'both'), { alice: scripted(SOLVING.alice), bob: scripted(SOLVING.bob) });
    const moves = episode.events.filter((e) => e.type === 'move');
    expect(moves.map((e) => e.seat)).toEqual(['alice', 'bob', 'alice', 'bob']);
    expect(episode.outcome).toEqual({ solved: true, turns: 2, forfeit: null });
    expect(moves.map((e) => asympuzl.describe(e.move as never, e.result as unknown as Result))).toEqual([
      'Turn 1: “Position 1: the square. Position 2: the triangle. Position 3: the circle.” · no action',
      'Turn 1: “The circle is cyan. The square is blue. The triangle is red.” · 1 → blue square, 2 → red triangle, 3 → cyan circle · Feedback: Agent A’s part of the puzzle is unsolved and Agent B’s part of the puzzle is solved.',
      'Turn 2: “Done.” · 1 → blue square, 2 → red triangle, 3 → cyan circle',
      'Turn 2: “” · no action · Feedback: Agent A’s part of the puzzle is solved and Agent B’s part of the puzzle is solved.',
    ]);
    expect(asympuzl.describeOutcome(episode.outcome as never)).toBe('solved in 2 turns');
  });

  it('stop at 2N turns unsolved', async () => {
    const episode = await play(params(3, 'none'), { alice: scripted([]), bob: scripted([]) });
    expect(episode.events.filter((e) => e.type === 'move')).toHaveLength(12);
    expect(episode.outcome).toEqual({ solved: false, turns: 6, forfeit: null });
    expect(asympuzl.describeOutcome(episode.outcome as never)).toBe('not solved in 6 turns');
  });

  it('compare the hypotheses at the end of a turn only: Bob may undo Alice’s solution in the same turn', async () => {
    const episode = await play(params(3, 'own'), {
      alice: scripted(SOLVING.alice),
      bob: scripted([SOLVING.bob[0], { message: '', actions: [put(1, 'circle', 'cyan')] }]),
    });
    expect(episode.outcome).toMatchObject({ solved: false, turns: 6 });
    const results = episode.events.filter((e) => e.type === 'move').map((e) => e.result as unknown as Result);
    expect(results[2]).toEqual({ turn: 2, feedback: null });
    expect(results[3]).toEqual({ turn: 2, feedback: { alice: 'Agent A’s part of the puzzle is solved.', bob: 'Agent B’s part of the puzzle is unsolved.' } });
  });
});

describe('AsymPuzl feedback', () => {
  const wrong = { alice: [1, 3], bob: [] };
  const solved = { alice: [], bob: [] };

  it('has a fixed text in every mode', () => {
    const texts: Record<FeedbackMode, unknown> = {
      none: null,
      own: { alice: 'Agent A’s part of the puzzle is unsolved.', bob: 'Agent B’s part of the puzzle is solved.' },
      'own-detailed': { alice: 'Agent A’s part of the puzzle is unsolved (wrong positions: 1, 3).', bob: 'Agent B’s part of the puzzle is solved.' },
      joint: { alice: 'The puzzle is unsolved.', bob: 'The puzzle is unsolved.' },
      // The paper's own sentence, apostrophes as it prints them.
      both: { alice: 'Agent A’s part of the puzzle is unsolved and Agent B’s part of the puzzle is solved.', bob: 'Agent A’s part of the puzzle is unsolved and Agent B’s part of the puzzle is solved.' },
      'both-detailed': {
        alice: 'Agent A’s part of the puzzle is unsolved (wrong positions: 1, 3) and Agent B’s part of the puzzle is solved.',
        bob: 'Agent A’s part of the puzzle is unsolved (wrong positions: 1, 3) and Agent B’s part of the puzzle is solved.',
      },
    };
    for (const [mode, text] of Object.entries(texts)) expect(feedbackTexts(mode as FeedbackMode, wrong), mode).toEqual(text);
    expect(feedbackTexts('joint', solved)).toEqual({ alice: 'The puzzle is solved.', bob: 'The puzzle is solved.' });
    expect(feedbackTexts('both', { alice: [], bob: [2] })!.bob).toBe('Agent A’s part of the puzzle is solved and Agent B’s part of the puzzle is unsolved.');
    expect(feedbackTexts('own-detailed', solved)).toEqual({ alice: 'Agent A’s part of the puzzle is solved.', bob: 'Agent B’s part of the puzzle is solved.' });
  });

  it('reaches each agent at the next turn, none at the first', async () => {
    const seen: (string | null)[] = [];
    const watching = (moves: unknown[]) => (seat: string, seed: number) => {
      const inner = scripted(moves)(seat, seed);
      return { info: inner.info, act: (view: unknown, context: never) => (seen.push(`${seat}: ${(view as { feedback: string | null }).feedback}`), inner.act(view, context)) };
    };
    await play(params(3, 'own-detailed'), { alice: watching(SOLVING.alice), bob: watching([{ message: '', actions: [put(2, 'square', 'blue')] }]) });
    expect(seen.slice(0, 4)).toEqual([
      'alice: null',
      'bob: null',
      'alice: Agent A’s part of the puzzle is unsolved (wrong positions: 1, 2, 3).',
      'bob: Agent B’s part of the puzzle is unsolved (wrong positions: 1, 2, 3).',
    ]);
  });

  it('is not given to the single agent', async () => {
    const episode = await play(params(3, 'none', 'single'), { solo: scripted([{ message: '', actions: SETUP.truth.map((t) => put(t.position, t.shape, t.color)) }]) });
    expect(episode.outcome).toEqual({ solved: true, turns: 1, forfeit: null });
    expect(episode.events.find((e) => e.type === 'move')).toMatchObject({ result: { turn: 1, feedback: null } });
  });
});
