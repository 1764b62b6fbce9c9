/**
 * A model in an Avalon seat through the generic LLM agent: the running summary, re-asking after
 * an unreadable reply, and engine failures. The other seats are AvalonBench's naive bots.
 */
import { describe, expect, it } from 'vitest';
import { llmAgent, voicedBot } from '../../src/agents/llm';
import type { AgentFactory } from '../../src/core/agent';
import { summarySchema, type Protocol } from '../../src/core/protocol';
import type { ChatMessage, EpisodeRecord, Json, ModelCallEvent, MoveEvent } from '../../src/core/record';
import type { Engine } from '../../src/engines/engine';
import { naive } from '../../src/games/avalon/bots';
import { avalon } from '../../src/games/avalon/game';
import { jsonProtocol, paperProtocol } from '../../src/games/avalon/prompts';
import { playEpisode } from '../../src/run/episode';
import { avalonEngine } from '../avalon-model';
import { PARAMS, SETUP } from '../games/avalon/helpers';
import { validateEpisode } from '../schema';

const DISCUSSION = { ...PARAMS, discussion: true };
const BASELINE = PARAMS;

/** Seat 0 (Merlin, the first leader) is the model; the others are naive bots. */
const play = (engine: Engine, protocol: Protocol = paperProtocol, params = DISCUSSION) =>
  playEpisode({
    game: avalon, variant: 'test', params: params as unknown as Json, seed: 3, setup: SETUP as unknown as Json, runId: 'r',
    agents: { 0: llmAgent({ engine, protocol: protocol as Protocol, settings: { temperature: 0 } }), 1: naive, 2: naive, 3: naive, 4: naive } as Record<string, AgentFactory>,
  });
const calls = (episode: EpisodeRecord) => episode.events.filter((e): e is ModelCallEvent => e.type === 'model-call');
const isSummary = (call: ModelCallEvent) => call.messages[0]!.content.includes('Rewrite your summary');
const valid = (episode: EpisodeRecord) => expect(validateEpisode(JSON.parse(JSON.stringify(episode))), JSON.stringify(validateEpisode.errors)).toBe(true);

/** An engine that gives the scripted replies (or throws the errors) first, then answers validly. */
function scriptedFirst(script: (string | Error)[]): Engine & { calls: ChatMessage[][] } {
  const fallback = avalonEngine();
  return {
    ...fallback,
    async chat(messages, options) {
      const next = script.shift();
      if (next === undefined) return fallback.chat(messages, options);
      fallback.calls.push(structuredClone(messages));
      if (next instanceof Error) throw next;
      return { text: next, finishReason: 'stop', usage: {} };
    },
  };
}

describe('a model in an Avalon seat', () => {
  it.each([paperProtocol, jsonProtocol])('rewrites its summary at the start of each round, and later prompts carry it instead of the history ($id)', async (protocol) => {
    const engine = avalonEngine();
    const episode = await play(engine, protocol);
    expect(episode.status).toBe('finished');
    valid(episode);
    const records = calls(episode);
    expect(records).toHaveLength(engine.calls.length);

    // With discussion every player speaks in every round: one summary per round after the first.
    const rounds = episode.events.filter((e) => e.type === 'move' && (e.move as { kind: string }).kind === 'propose').length;
    const summaries = records.flatMap((call, i) => (isSummary(call) ? [i] : []));
    expect(summaries).toHaveLength(rounds - 1);
    for (const i of summaries) {
      expect(records[i]!.parsed).toBeUndefined();
      // The summary has its own budget: free text with the paper's prompts, held to a schema whose every reply fits it with the JSON protocol's.
      const { maxLength } = protocol.summary!;
      expect(engine.options[i]!.jsonSchema).toEqual(protocol === jsonProtocol ? summarySchema(maxLength!) : undefined);
      expect(engine.options[i]!.maxTokens).toBe(Math.min(protocol.maxTokens, protocol === jsonProtocol ? 1600 : 400));
      expect(engine.options[i + 1]!.maxTokens).toBe(protocol.maxTokens);
      // The next call restarts the conversation: the rules and role, then the summary and the decision.
      const restart = engine.calls[i + 1]!;
      expect(restart.map((m) => m.role)).toEqual(['system', 'user']);
      const summary = protocol === jsonProtocol ? (JSON.parse(records[i]!.text) as { summary: string }).summary : records[i]!.text;
      expect(summary).toMatch(/^Summary: a round went by/);
      expect(restart[1]!.content.startsWith(`Your summary of the game so far:\n${summary}\n\n`)).toBe(true);
    }
    if (protocol === jsonProtocol) expect(engine.options.filter((o) => o.jsonSchema).length).toBe(records.length);

    // The record alone rebuilds every prompt: a call opening with a system message starts a new conversation.
    let conversation: ChatMessage[] = [];
    records.forEach((call, i) => {
      if (call.messages[0]!.role === 'system') conversation = [];
      conversation.push(...call.messages);
      expect(conversation).toEqual(engine.calls[i]);
      conversation.push({ role: 'assistant', content: call.text });
    });
  });

  it('re-asks after an unreadable or refused reply, with the exact error text, and forfeits after the allowance', async () => {
    const engine = scriptedFirst(['Hmm, hard to say.', 'Team: 0, 1, 2']);
    const episode = await play(engine, paperProtocol, BASELINE);
    expect(episode.status).toBe('finished');
    valid(episode);
    expect(episode.events.slice(0, 6).map((e) => e.type)).toEqual(['model-call', 'invalid', 'model-call', 'invalid', 'model-call', 'move']);
    expect(episode.events[1]).toMatchObject({ attempt: 'Hmm, hard to say.', reason: 'Your reply has no line starting “Team:”.' });
    expect(episode.events[3]).toMatchObject({ reason: 'Propose a team of exactly 2 different players, numbered 0 to 4.' });
    expect(engine.calls[1]!.at(-1)!.content).toBe(
      'Your reply has no line starting “Team:”.\nThink it through step by step, as a player in this game, then end your reply with this line:\nTeam: <2 player numbers, separated by commas>',
    );
    expect(engine.calls[2]!.at(-1)!.content).toMatch(/^Propose a team of exactly 2 different players, numbered 0 to 4\.\nThink it through/);

    const stubborn = await play(scriptedFirst(['a', 'b', 'c', 'd']), paperProtocol, BASELINE);
    expect(stubborn.events.filter((e) => e.type === 'invalid')).toHaveLength(4);
    expect(stubborn.events.at(-1)).toMatchObject({ type: 'forfeit', seat: '0' });
    // Merlin forfeited: the good side loses.
    expect(stubborn.outcome).toEqual({ winner: 'evil', reason: 'forfeit' });
  });

  it('stores a game cut off by an engine failure as interrupted, with its earlier turns and a clear message', async () => {
    const engine = scriptedFirst(['Speech: Let us begin.', 'Team: 0, 1', new Error('DeviceLostError: the GPU device was lost')]);
    const episode = await play(engine);
    expect(episode.status).toBe('interrupted');
    expect(episode.error).toMatch(/device was lost.*smaller model/);
    valid(episode);
    const moves = episode.events.filter((e) => e.type === 'move');
    expect(moves.filter((e) => e.seat === '0').map((e) => e.move)).toEqual([{ kind: 'speak', text: 'Let us begin.' }, { kind: 'propose', team: [0, 1] }]);
    expect(moves.length).toBeGreaterThan(5);
    expect(episode.events.at(-1)).toMatchObject({ type: 'model-call', seat: '0', text: '', error: expect.stringMatching(/device was lost/) });
  });

  it('lets a naive bot speak through a model, while every decision stays the bot’s', async () => {
    const engine = avalonEngine();
    const voiced = voicedBot(naive, { engine, protocol: paperProtocol });
    const game = (agents: Record<string, AgentFactory>) =>
      playEpisode({ game: avalon, variant: 'test', params: DISCUSSION as unknown as Json, seed: 3, setup: SETUP as unknown as Json, runId: 'r', agents });
    const plain = await game({ 0: naive, 1: naive, 2: naive, 3: naive, 4: naive });
    const spoken = await game({ 0: naive, 1: voiced, 2: voiced, 3: voiced, 4: voiced });
    valid(spoken);
    const moves = (episode: EpisodeRecord) => episode.events.filter((e): e is MoveEvent => e.type === 'move');
    const decisions = (episode: EpisodeRecord) => moves(episode).filter((e) => (e.move as { kind: string }).kind !== 'speak').map((e) => [e.seat, e.move]);
    expect(decisions(spoken)).toEqual(decisions(plain));
    const speeches = moves(spoken).filter((e) => (e.move as { kind: string }).kind === 'speak');
    expect(speeches.filter((e) => e.seat === '1').every((e) => (e.move as { text: string }).text === 'Player 1 here: I have nothing to hide.')).toBe(true);
    expect(calls(spoken).every((call) => call.seat !== '0' && (isSummary(call) || (call.parsed as { kind: string }).kind === 'speak'))).toBe(true);
    expect(spoken.players[1]).toMatchObject({ kind: 'bot', name: 'naive', model: { engine: 'scripted', id: 'avalon-test-double' }, settings: { protocol: 'paper' } });
  });
});
