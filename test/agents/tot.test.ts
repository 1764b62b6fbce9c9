import { describe, expect, it } from 'vitest';
import { treeOfThoughtsAgent } from '../../src/agents/tot';
import type { ThoughtTask } from '../../src/core/protocol';
import { AgentFailure, type ActContext } from '../../src/core/agent';
import type { ModelCallEvent, NewEvent } from '../../src/core/record';
import { scriptedEngine } from './scripted-engine';

/**
 * A toy search: a node is a string of letters, a proposal reply lists the letters to append, and a
 * node's value is asked by its last letter, so nodes ending alike share one value.
 */
const letters: ThoughtTask<null, string> = {
  id: 'letters',
  label: 'Letters',
  version: 'letters/1',
  maxTokens: 64,
  depth: 2,
  root: () => 'r',
  // A node ending in z is a dead end: nothing is asked from it.
  propose: (node) => (node.endsWith('z') ? null : `propose ${node}`),
  expand: (node, reply) => reply.split(' ').filter((l) => /^[a-z]$/.test(l)).map((l) => node + l),
  thought: (node) => node,
  evaluate: (node) => `value ${node.at(-1)}`,
  score: (reply) => (/^\d+$/.test(reply) ? Number(reply) : null),
  answer: (nodes) => nodes.join(' > '),
};

function context(): ActContext & { events: ModelCallEvent[] } {
  const events: ModelCallEvent[] = [];
  return {
    seat: 'player',
    signal: new AbortController().signal,
    events,
    record: async (event: NewEvent) => void events.push(event as ModelCallEvent),
  };
}

describe('the Tree of Thoughts agent', () => {
  it('keeps the best b states per level by summed values, asks each value once per prompt, and records every query', async () => {
    const engine = scriptedEngine([
      'a b c', // level 1: propose from r
      '1', '2', // ra: 3
      '10', 'no idea', // rb: 10, an unreadable judgement counts 0
      '5', '5', // rc: 10, ties with rb, which was proposed first
      'a d', // level 2: propose from rb
      '', // propose from rc: nothing usable
      // rba is judged by "value a", already asked: 3
      '7', '7', // rbd: 14
    ]);
    const agent = treeOfThoughtsAgent({ engine, task: letters, breadth: 2, valueSamples: 2, settings: { temperature: 0.7 } })('player', 1);
    const ctx = context();
    expect(await agent.act(null, ctx)).toBe('rbd > rba');

    expect(agent.info).toMatchObject({
      kind: 'llm', name: 'scripted-test-double',
      settings: { temperature: 0.7, protocol: 'letters', promptVersion: 'letters/1', breadth: 2, valueSamples: 2 },
    });
    expect(engine.calls.map((messages) => messages.map((m) => m.content).join())).toEqual([
      'propose r', 'value a', 'value a', 'value b', 'value b', 'value c', 'value c', 'propose rb', 'propose rc', 'value d', 'value d',
    ]);
    expect(engine.calls.every((messages) => messages.length === 1 && messages[0]!.role === 'user')).toBe(true);
    expect(ctx.events).toHaveLength(11);
    expect(ctx.events.map((e) => e.parsed ?? e.error)).toEqual([
      ['ra', 'rb', 'rc'], 1, 2, 10, 'No judgement could be read from the reply; it counts 0.', 5, 5,
      ['rba', 'rbd'], 'No next step could be read from the reply.', 7, 7,
    ]);
    expect(ctx.events[0]).toMatchObject({ type: 'model-call', seat: 'player', messages: [{ role: 'user', content: 'propose r' }], text: 'a b c', finishReason: 'stop' });
    expect(ctx.events.every((e) => e.usage.promptTokens! > 0 && e.latencyMs >= 0)).toBe(true);
  });

  it('answers from the best states so far when a level proposes nothing', async () => {
    const engine = scriptedEngine(['a', '3', 'nothing here']);
    const ctx = context();
    expect(await treeOfThoughtsAgent({ engine, task: letters, valueSamples: 1 })('player', 1).act(null, ctx)).toBe('ra');
    expect(ctx.events).toHaveLength(3);
  });

  it('asks nothing from a state the task can take no further, and answers from the last level best first', async () => {
    const engine = scriptedEngine(['z a', '1', '2', 'b', '5']);
    const ctx = context();
    // rz (1) is kept but is a dead end; ra (2) goes on to rab.
    expect(await treeOfThoughtsAgent({ engine, task: letters, valueSamples: 1 })('player', 1).act(null, ctx)).toBe('rab');
    expect(engine.calls.map((messages) => messages[0]!.content)).toEqual(['propose r', 'value z', 'value a', 'propose ra', 'value b']);
  });

  it('records an engine failure, then stops the episode with advice; a cancel is passed on as it is', async () => {
    const ctx = context();
    const failing = treeOfThoughtsAgent({ engine: scriptedEngine(['a', new Error('fetch failed')]), task: letters })('player', 1);
    const failure = await Promise.resolve(failing.act(null, ctx)).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(AgentFailure);
    expect((failure as Error).message).toMatch(/fetch failed.*check the connection/);
    expect(ctx.events.map((e) => e.error)).toEqual([undefined, 'fetch failed']);

    const abort = Object.assign(new Error('The operation was aborted.'), { name: 'AbortError' });
    const cancelled = treeOfThoughtsAgent({ engine: scriptedEngine([abort]), task: letters })('player', 1);
    await expect(cancelled.act(null, context())).rejects.toBe(abort);
  });
});
