/**
 * A person's prompt template in a model's seat: its text is what the model is sent, filled from
 * the seat's view alone; the run records its name, hash and text; a template the prompts cannot
 * fill is refused in a sentence.
 */
import { describe, expect, it } from 'vitest';
import { llmAgent } from '../../src/agents/llm';
import { seatAgent, SeatError, takesTemplate, type ModelPlay } from '../../src/agents/seats';
import { paramsOf } from '../../src/core/game';
import type { Protocol } from '../../src/core/protocol';
import { sha256Hex, type PromptTemplate } from '../../src/core/template';
import brainkingModule from '../../src/games/brainking/index';
import { brainking, type PlayerView } from '../../src/games/brainking/game';
import game24Module from '../../src/games/game24/index';
import { game24 } from '../../src/games/game24/game';
import { guessNumber, type View as GuessView } from '../../src/games/guess-number/game';
import guessNumberModule from '../../src/games/guess-number/index';
import { paperProtocol } from '../../src/games/guess-number/prompts';
import { playEpisode } from '../../src/run/episode';
import { validateEpisode } from '../schema';
import { params as brainkingParams, scripted, setupOf } from '../games/brainking/helpers';
import { scriptedEngine } from './scripted-engine';

const template = (text: string, name = 'paper.txt'): PromptTemplate => ({ name, text, hash: sha256Hex(text) });

/** A made-up template in the shape of AR-Bench's Guess Number prompts: rules with the turns, then each turn's request. */
const GUESS_TEMPLATE = 'Secret of 4 digits; {{turns}} turns in all.\n---\n{{feedback}}\nRound {{turn}}. Answer as Guess: [number]';

describe('a prompt template in a model seat', () => {
  it("is what a Guess Number model is sent, filled from its view, and the record carries its name, hash and text", async () => {
    const loaded = template(GUESS_TEMPLATE);
    const engine = scriptedEngine(['Guess: [5678]', 'Guess: [1234]']);
    const episode = await playEpisode({
      game: guessNumber, variant: 'early-stop', params: paramsOf(guessNumber, 'early-stop'), seed: 1, setup: { secret: '1234' }, runId: 'r',
      agents: { player: llmAgent({ engine, protocol: paperProtocol as Protocol, template: loaded }) },
    });
    expect(episode.outcome).toEqual({ solved: true, guesses: 2 });
    const [first, second] = engine.calls;
    expect(first).toEqual([
      { role: 'system', content: 'Secret of 4 digits; 25 turns in all.' },
      { role: 'user', content: '\nRound 1. Answer as Guess: [number]' },
    ]);
    expect(second!.at(-1)!.content).toBe(
      'Feedback on 5678: 0 digits are present in the answer and in the correct positions, 0 digits are present in the answer but in the different positions.\nRound 2. Answer as Guess: [number]',
    );
    expect(episode.players[0]!.settings).toMatchObject({
      protocol: 'paper', promptVersion: 'guess-number/paper/2',
      promptTemplate: { name: 'paper.txt', hash: loaded.hash, text: GUESS_TEMPLATE },
    });
    expect(loaded.hash).toMatch(/^[0-9a-f]{64}$/);
    expect(validateEpisode(JSON.parse(JSON.stringify(episode))), JSON.stringify(validateEpisode.errors)).toBe(true);
  });

  it('never holds a Guess Number secret: every slot value comes from the seat view, which never holds it', () => {
    const slots = paperProtocol.templateSlots!;
    const params = paramsOf(guessNumber, 'ar-bench');
    const secret = '0987';
    let state = guessNumber.init(params, { secret });
    let previous: GuessView | null = null;
    // Guesses that share digits with the secret, none of them the secret.
    for (const guess of ['9870', '7890', '0978', '8097', '0986']) {
      const view = guessNumber.view(state, 'player') as GuessView;
      const values = slots.values(view, previous);
      expect(Object.keys(values).sort()).toEqual(slots.names.map((n) => n.name).sort());
      for (const value of Object.values(values)) expect(value).not.toContain(secret);
      previous = view;
      state = guessNumber.apply(state, 'player', guessNumber.validate(state, 'player', { guess }).ok ? { guess } : { guess: '' }).state;
    }
    expect(slots.values(guessNumber.view(state, 'player') as GuessView, previous).history).toContain('Turn 5: Guess: 0986.');
  });

  it('fills every declared slot for each protocol that takes templates', () => {
    const views: [Protocol, unknown][] = [
      ...guessNumberModule.protocols.map((p): [Protocol, unknown] => [p, guessNumber.view(guessNumber.init(paramsOf(guessNumber, 'ar-bench'), { secret: '0123' }), 'player')]),
      ...game24Module.protocols.map((p): [Protocol, unknown] => [p, game24.view(game24.init(paramsOf(game24, 'classroom'), { numbers: [4, 4, 6, 8], rank: 1 }), 'player')]),
      [brainkingModule.protocols[0]!, brainking.view(brainking.init(brainkingParams('easy'), setupOf('dog', brainkingParams('easy'))), 'player')],
    ];
    const taking = views.filter(([p]) => p.templateSlots);
    expect(taking.map(([p]) => p.id)).toEqual(['paper', 'few-shot', 'few-shot-inst', 'proactive-cot', 'paper-constrained', 'io', 'cot', 'aot', 'json', 'cot-sc', 'cot-sc-10', 'paper']);
    for (const [protocol, view] of taking) {
      const { names, required, values } = protocol.templateSlots!;
      expect(Object.keys(values(view, null)).sort(), protocol.id).toEqual(names.map((n) => n.name).sort());
      expect(required.every((r) => names.some((n) => n.name === r)), protocol.id).toBe(true);
    }
  });

  it("fills a Game of 24 template's input, as Tree of Thoughts' prompts end", async () => {
    const engine = scriptedEngine(['Answer: (4 + 8) * (6 - 4) = 24']);
    const episode = await playEpisode({
      game: game24, variant: 'test', params: paramsOf(game24, 'test'), seed: 1, setup: { numbers: [4, 4, 6, 8], rank: 901 }, runId: 'r',
      agents: { player: llmAgent({ engine, protocol: game24Module.protocols.find((p) => p.id === 'io')!, template: template('Make 24.\nInput: {{input}}\nAnswer:') }) },
    });
    expect(engine.calls[0]).toEqual([{ role: 'user', content: 'Make 24.\nInput: 4 4 6 8\nAnswer:' }]);
    expect(episode.outcome).toMatchObject({ solved: true });
  });

  it("fills a BrainKing player's template with the concept and the answers, never the entity", async () => {
    const p = brainkingParams('easy', 'open');
    const engine = scriptedEngine(['Q1: Does it bark?', 'Guess: dog']);
    const text = 'Find the entity; it is one of {{concept}}. {{questions}} questions at most.\n---\nSo far:\n{{history}}\nQuestion {{number}} or your guess?';
    const episode = await playEpisode({
      game: brainking, variant: 'easy-open', params: p, seed: 1, setup: setupOf('dog', p), runId: 'r',
      agents: {
        player: llmAgent({ engine, protocol: brainkingModule.protocols[0]!, template: template(text) }),
        oracle: scripted([{ kind: 'answer', answer: 'yes', misleading: false }, { kind: 'verdict', correct: true }]),
      },
    });
    expect(episode.outcome).toMatchObject({ correct: true });
    expect(engine.calls[0]).toEqual([
      { role: 'system', content: 'Find the entity; it is one of household pets. 20 questions at most.' },
      { role: 'user', content: 'So far:\n(no questions yet)\nQuestion 1 or your guess?' },
    ]);
    expect(engine.calls[1]!.at(-1)!.content).toBe('So far:\nQ1: Does it bark?\nA1: Yes.\nQuestion 2 or your guess?');
    for (const call of engine.calls) for (const m of call.filter((m) => m.role !== 'assistant')) expect(m.content).not.toMatch(/\bdog\b/i);
    const view = brainking.view(brainking.init(p, setupOf('dog', p)), 'player') as PlayerView;
    expect(Object.values(brainkingModule.protocols[0]!.templateSlots!.values(view, null)).join('\n')).not.toMatch(/\bdog\b/i);
  });
});

describe('a seat given a prompt template', () => {
  const play = (protocol: string, loaded: PromptTemplate): ModelPlay => ({ engine: scriptedEngine([]), protocol, template: loaded });
  const seat = async (module: typeof guessNumberModule, protocol: string, text: string) =>
    seatAgent(module, 'player', { kind: 'llm', model: 'm' }, { model: () => play(protocol, { name: 'mine.txt', text, hash: 'h' }) });

  it('takes it where the prompts declare slots', async () => {
    const agent = await seat(guessNumberModule, 'proactive-cot', 'Guesses: {{history}}');
    expect(agent('player', 1).info.settings).toMatchObject({ protocol: 'proactive-cot', promptTemplate: { name: 'mine.txt', hash: 'h' } });
    expect(takesTemplate(guessNumberModule, 'player')).toBe(true);
    expect(takesTemplate(guessNumberModule, 'player', 'friendly')).toBe(false);
    expect(takesTemplate(game24Module, 'player', 'tot')).toBe(false);
    expect(takesTemplate(brainkingModule, 'player', 'paper')).toBe(true);
    expect(takesTemplate(brainkingModule, 'oracle', 'paper')).toBe(false);
  });

  it('refuses it in a sentence: unknown slots, no slot carrying the game, prompts or a search that take none', async () => {
    await expect(seat(guessNumberModule, 'paper', '{{feedback}} {{secret}}')).rejects.toThrow(
      new SeatError('mine.txt: The template uses {{secret}}, which these prompts do not fill: the slots are {{turns}}, {{turn}}, {{feedback}}, {{history}}, {{request}}.'),
    );
    await expect(seat(guessNumberModule, 'paper', 'Turn {{turn}}: guess.')).rejects.toThrow(/uses none of \{\{feedback\}\}, \{\{history\}\}/);
    await expect(seat(guessNumberModule, 'json', '{{history}}')).rejects.toThrow(
      new SeatError('The prompts "Structured (JSON)" of guess-number seat player take no prompt template.'),
    );
    await expect(seat(game24Module, 'tot', '{{input}}')).rejects.toThrow(/Tree of Thoughts.* takes no prompt template\./);
  });
});
