/** The suite on the page: several models in one suite, and a suite stopped part-way that resumes. */
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import type { ChatMessage, Engine } from '../../src/engines/engine';
import { loadGame } from '../../src/games/registry';
import { runEpisodes } from '../../src/store/db';
import { db } from '../../src/ui/db';
import { EvaluateSession, resumeProblem, suiteLines } from '../../src/ui/evaluate-session.svelte';
import { answerWithSolution } from '../game24-server';

const game24 = (await loadGame('game24'))!;
const EPISODES = 3;

/**
 * A model that solves every Game of 24 in one reply. `hold` keeps one call (by its number, from 0)
 * unanswered until the suite is stopped, and `held` resolves when that call comes: a gate the
 * test opens, not a wait on the clock.
 */
function solver(model: string, { kind = 'openai', hold = -1 } = {}): Engine & { calls: number; held: Promise<void> } {
  let reached = () => {};
  return {
    kind, model, calls: 0,
    held: new Promise<void>((resolve) => (reached = resolve)),
    async chat(messages: ChatMessage[], options = {}) {
      if (this.calls++ === hold) {
        reached();
        await new Promise((_, reject) => options.signal?.addEventListener('abort', () => reject(new DOMException('Stopped.', 'AbortError'))));
      }
      const reply = answerWithSolution({ model, messages });
      return { text: 'text' in reply ? reply.text : '', finishReason: 'stop', usage: {} };
    },
  };
}

/** Each index of a run's episodes that ended, in order, as often as it ended. */
const endedOf = async (runId: string) => (await runEpisodes(db, runId)).filter((e) => e.status === 'finished').map((e) => e.index);

describe('the suite on the page', () => {
  it('goes on only with the same model by its key: another file of the same name is another model', () => {
    const file = (hash: string) => Object.assign(solver('tinyA', { kind: 'wllama' }), { identity: { sha256: hash.repeat(64), bytes: 100 } });
    const played = EvaluateSession.create([game24], suiteLines([game24], ['tinyA'], false), [file('a')], 1);
    const model = played.suite.lines.find((l) => l.model === 'tinyA')!;
    const stopped = { suite: played.suite, left: [{ line: model, indices: [0] }] };
    expect(played.suite.models).toEqual([{ engine: 'wllama', id: 'tinyA', sha256: 'a'.repeat(64), bytes: 100 }]);
    expect(resumeProblem(stopped, [file('a')])).toBeNull();
    expect(resumeProblem(stopped, [file('b')])).toBe(
      'The stopped suite was played by tinyA in this browser; load tinyA to resume, or start a new suite. The tinyA ready now is another model of the same name: not the file the suite played, whose SHA-256 begins aaaaaaaa.',
    );
  });

  it('plays the bots once and each model its lines, each line a run of its model', async () => {
    const engines = [solver('a'), solver('b')];
    const lines = suiteLines([game24], ['a', 'b'], false);
    expect(lines.map((l) => l.id)).toEqual(['bots/game24.solver', 'bots/game24.first-solution', 'a/game24.io', 'b/game24.io']);
    const session = EvaluateSession.create([game24], lines, engines, EPISODES);
    await session.play();
    expect(session.finished).toBe(true);
    expect([session.done, session.total]).toEqual([lines.length * EPISODES, lines.length * EPISODES]);
    expect(engines.map((e) => e.calls)).toEqual([EPISODES, EPISODES]);
    for (const line of session.suite.lines) {
      expect(await endedOf(line.runId), line.id).toEqual([0, 1, 2]);
      const run = (await db.runs.get(line.runId))!;
      expect(run.status).toBe('finished');
      expect(run.players[0]!.name).toBe(line.model ?? line.protocol);
    }
    expect(await EvaluateSession.stopped()).toBeNull();
  });

  it('resumes a suite stopped in the middle of a line with the same model only, each episode once', async () => {
    // The model's second episode waits for an answer until the suite is stopped.
    const first = solver('a', { hold: 1 });
    const lines = suiteLines([game24], ['a'], false);
    const session = EvaluateSession.create([game24], lines, [first], EPISODES);
    const playing = session.play();
    await first.held;
    session.cancel();
    await playing;
    expect(session.finished).toBe(false);

    const stopped = (await EvaluateSession.stopped())!;
    expect(stopped.suite.id).toBe(session.suite.id);
    const left = Object.fromEntries(stopped.left.map((l) => [l.line.id, l.indices]));
    expect(left['a/game24.io']).toEqual([1, 2]);
    for (const line of lines.filter((l) => l.kind === 'bot')) expect(left[line.id]).toEqual([]);

    // Another model, or the same name on another engine, may not finish its lines.
    const refusal = 'The stopped suite was played by a on a server; load a to resume, or start a new suite.';
    expect(await EvaluateSession.resume(stopped, [solver('b')])).toBe(refusal);
    expect(resumeProblem(stopped, [solver('a', { kind: 'wllama' })])).toBe(refusal);

    const again = solver('a');
    const resumed = await EvaluateSession.resume(stopped, [solver('b'), again]);
    if (typeof resumed === 'string') throw new Error(resumed);
    await resumed.play();
    expect(resumed.finished).toBe(true);
    expect(again.calls).toBe(2);
    for (const line of resumed.suite.lines) {
      expect(await endedOf(line.runId), line.id).toEqual([0, 1, 2]);
      expect((await db.runs.get(line.runId))!.status).toBe('finished');
    }
    expect(await EvaluateSession.stopped()).toBeNull();
  });

  it('refuses two models of one name, and says which models a stopped suite lacks', async () => {
    expect(() => suiteLines([game24], ['a', 'a'], false)).toThrow('The model "a" is named twice.');
    const lines = suiteLines([game24], ['a', 'b'], false).map((line) => ({ ...line, runId: line.id }));
    const suite = { id: 'x', episodes: 2, lines, models: [{ engine: 'openai', id: 'a' }, { engine: 'web-llm', id: 'b' }], finished: false };
    const left = lines.map((line) => ({ line, indices: line.model === null ? [] : [1] }));
    expect(resumeProblem({ suite, left }, [])).toBe('The stopped suite was played by a on a server and b in this browser; load a and b to resume, or start a new suite.');
    // A model whose lines have all ended is not needed again.
    const aDone = left.map((l) => (l.line.model === 'a' ? { ...l, indices: [] } : l));
    expect(resumeProblem({ suite, left: aDone }, [solver('b', { kind: 'web-llm' })])).toBeNull();
  });
});
