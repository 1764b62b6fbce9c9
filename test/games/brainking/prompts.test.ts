/**
 * BrainKing's prompts and parsers, with a scripted engine in the player's or the oracle's seat:
 * one prompt per mode with the start filled in, numbered questions and one guess; an oracle that
 * knows the entity, answers Yes or No, misleads in hard mode as told, and is re-asked after a
 * malformed answer.
 */
import { describe, expect, it } from 'vitest';
import { llmAgent, type GenerationSettings } from '../../../src/agents/llm';
import type { AgentFactory } from '../../../src/core/agent';
import type { ModelCallEvent } from '../../../src/core/record';
import { rulesOracle } from '../../../src/games/brainking/bots';
import { QUESTIONS } from '../../../src/games/brainking/data';
import { brainking, type OracleView, type PlayerView } from '../../../src/games/brainking/game';
import {
  ORACLE_FORMAT_ERROR,
  PLAYER_FORMAT_ERROR,
  PLAYER_JSON_ERROR,
  parseOracleJson,
  parseOracleReply,
  parsePlayerJson,
  parsePlayerReply,
} from '../../../src/games/brainking/parse';
import { jsonProtocol, oracleJsonProtocol, oraclePaperProtocol, paperProtocol } from '../../../src/games/brainking/prompts';
import { scriptedEngine } from '../../agents/scripted-engine';
import { params, play, scripted, setupOf, transcript } from './helpers';

const dog = (p: ReturnType<typeof params>) => brainking.init(p, setupOf('dog', p));
const playerView = (p: ReturnType<typeof params>) => brainking.view(dog(p), 'player') as PlayerView;
const calls = (events: { type: string }[]) => events.filter((e): e is ModelCallEvent => e.type === 'model-call');
const lastUser = (messages: { role: string; content: string }[]) => messages.filter((m) => m.role === 'user').at(-1)!.content;

describe('BrainKing player prompts', () => {
  it('give one prompt per mode, with the start concept filled in', () => {
    const easy = paperProtocol.turn(playerView(params('easy')), null);
    expect(easy).toContain('A hint: it belongs to the concept "household pets".');
    expect(easy).toContain('You may ask at most 20 questions');
    expect(easy).toContain('You have only one guess: the game ends with it, right or wrong.');
    expect(easy).toContain('Q1: <your question>');
    expect(easy).toContain('Guess: <the entity>');
    expect(paperProtocol.turn(playerView(params('medium')), null)).toContain('it belongs to the broad concept "domestic mammals", so it could be many things.');
    expect(paperProtocol.turn(playerView(params('broad')), null)).toContain('it belongs to the very broad concept "mammals", so it could be a great many things.');
    const hard = paperProtocol.turn(playerView(params('hard', 'rules', { misleading: 3 })), null);
    expect(hard).toContain('A hint: it belongs to the concept "household pets". Be careful: some of my answers may be wrong');
    expect(easy).not.toContain('may be wrong');
  });

  it('in hard mode warn that some answers may be wrong without saying how many, as the paper does', () => {
    for (const k of [2, 3, 4]) {
      const view = playerView(params('hard', 'rules', { misleading: k }));
      expect(view).not.toHaveProperty('misleadingAnswers');
      for (const text of [paperProtocol.turn(view, null), jsonProtocol.system!(view)]) {
        expect(text).toContain('some of my answers may be wrong');
        expect(text.split('\n- ')[0]).not.toMatch(new RegExp(`\\b(${k}|${['two', 'three', 'four'][k - 2]})\\b`, 'i'));
      }
    }
  });

  it('cap a model player\'s replies at the paper\'s 200 tokens unless the run sets a cap', async () => {
    const run = (settings: GenerationSettings) => {
      const engine = scriptedEngine(['Guess: dog']);
      return play(params('easy'), setupOf('dog', params('easy')), { player: llmAgent({ engine, protocol: paperProtocol, settings }), oracle: rulesOracle }).then((episode) => ({ engine, episode }));
    };
    const paper = await run({ temperature: 0 });
    expect(paper.engine.options[0]).toMatchObject({ maxTokens: 200 });
    expect(paper.episode.players[0]!.settings).toMatchObject({ maxTokens: 200 });
    expect((await run({ maxTokens: 64 })).engine.options[0]).toMatchObject({ maxTokens: 64 });
    // The JSON protocol's budget holds its longest reply (test/games/budgets.test.ts).
    expect(jsonProtocol.maxTokens).toBe(1300);
  });

  it('list the bank word for word with the rule-based oracle, and not with an open one', () => {
    const rules = paperProtocol.turn(playerView(params('easy')), null);
    for (const q of QUESTIONS) expect(rules).toContain(`\n- ${q.text}`);
    expect(paperProtocol.turn(playerView(params('easy', 'open')), null)).not.toContain('- Is it alive?');
  });

  it('never name the entity or its similar entity', () => {
    for (const mode of ['easy', 'medium', 'hard'] as const) {
      const text = paperProtocol.turn(playerView(params(mode, 'open')), null) + jsonProtocol.system!(playerView(params(mode, 'open')));
      expect(text).not.toMatch(/\bdog|\bwolf|puppy|hound/i);
    }
  });

  it('play a whole game: numbered questions, each answer reported, a garbled reply re-asked, one guess', async () => {
    const engine = scriptedEngine(['Let me start broad.\nQ1: Is it alive?', 'Q2: is it a mammal', 'I think I know!', '**Guess:** It is a dog.']);
    const p = params('easy');
    const episode = await play(p, setupOf('dog', p), { player: llmAgent({ engine, protocol: paperProtocol }), oracle: rulesOracle });
    expect(episode.outcome).toEqual({ correct: true, questions: 2, guess: 'a dog', forfeit: null });
    expect(lastUser(engine.calls[1]!)).toBe('A1: Yes.\n19 questions left. Ask your next question, or make your one guess:\nQ2: <your question>\nGuess: <the entity>');
    expect(lastUser(engine.calls[2]!)).toMatch(/^A2: Yes\.\n18 questions left/);
    expect(lastUser(engine.calls[3]!)).toBe(`${PLAYER_FORMAT_ERROR}\n18 questions left. Ask your next question, or make your one guess:\nQ3: <your question>\nGuess: <the entity>`);
    // The conversation is append-only: each call carries the earlier ones.
    expect(engine.calls[3]!.length).toBe(7);
    expect(calls(episode.events).map((c) => c.parsed ?? c.error)).toEqual([
      { kind: 'ask', question: 'Is it alive?' }, { kind: 'ask', question: 'is it a mammal' }, PLAYER_FORMAT_ERROR, { kind: 'guess', text: 'a dog' },
    ]);
    expect(episode.players[0]).toMatchObject({ kind: 'llm', settings: { protocol: 'paper', promptVersion: 'brainking/paper/2' } });
  });

  it('ask for the guess alone once the questions have run out', () => {
    const p = params('easy', 'rules', { maxQuestions: 1 });
    let state = brainking.apply(dog(p), 'player', { kind: 'ask', question: 'Is it alive?' }).state;
    state = brainking.apply(state, 'oracle', { kind: 'answer', answer: 'yes', misleading: false }).state;
    const view = brainking.view(state, 'player') as PlayerView;
    expect(paperProtocol.turn(view, playerView(p))).toBe('A1: Yes.\nYou have asked all 1 questions. Make your one guess now:\nGuess: <the entity>');
    expect(jsonProtocol.turn(view, playerView(p))).toBe('A1: Yes.\nNo questions left: your guess?');
  });

  it('read JSON moves with the structured protocol, passing its schema to the engine', async () => {
    const engine = scriptedEngine(['{"reasoning": "broad first", "action": "ask", "text": "Is it alive?"}', '```json\n{"reasoning": "sure", "action": "guess", "text": "puppy"}\n```']);
    const p = params('easy');
    const episode = await play(p, setupOf('dog', p), { player: llmAgent({ engine, protocol: jsonProtocol }), oracle: rulesOracle });
    expect(episode.outcome).toMatchObject({ correct: true, questions: 1, guess: 'puppy' });
    // With the rule-based oracle, a question is one of its bank's, word for word; a guess any name.
    const [ask, guess] = (engine.options[0]!.jsonSchema as { anyOf: { properties: Record<string, unknown>; required: string[] }[] }).anyOf;
    expect(ask).toMatchObject({ required: ['reasoning', 'action', 'text'], properties: { action: { const: 'ask' }, text: { enum: QUESTIONS.map((q) => q.text) } } });
    expect(guess).toMatchObject({ required: ['reasoning', 'action', 'text'], properties: { action: { const: 'guess' }, text: { type: 'string', maxLength: 100 } } });
    // An open oracle takes any question; with no question left, only the guess is allowed.
    const open = jsonProtocol.jsonSchema as (view: PlayerView) => { anyOf?: { properties: { text: unknown } }[]; properties?: { action: unknown } };
    expect(open(playerView(params('easy', 'open'))).anyOf![0]!.properties.text).toMatchObject({ type: 'string', maxLength: 150 });
    const spent = { ...playerView(p), maxQuestions: 0 };
    expect(open(spent).properties!.action).toEqual({ const: 'guess' });
    expect(engine.calls[0]![0]).toMatchObject({ role: 'system' });
    expect(lastUser(engine.calls[1]!)).toBe('A1: Yes.\nQuestion 2 of 20, or your guess?');
  });
});

describe('BrainKing oracle prompts', () => {
  /** The player's side of a scripted exchange, with an open oracle played by `engine`. */
  const withOracle = (engine: ReturnType<typeof scriptedEngine>, mode: 'easy' | 'hard', moves: unknown[], protocol = oraclePaperProtocol) => {
    const p = params(mode, 'open');
    const player: AgentFactory = scripted(moves);
    return play(p, setupOf('dog', p), { player, oracle: llmAgent({ engine, protocol }) });
  };

  it('tell the oracle the entity and ask for Yes or No, "yes when it is likely"', () => {
    const system = oraclePaperProtocol.system!(brainking.view(dog(params('easy', 'open')), 'oracle') as OracleView);
    expect(system).toContain('The entity is "dog". The player knows only that it belongs to the concept "household pets".');
    expect(system).toContain('Yes when it is likely, No otherwise. Never name the entity and never explain.');
    expect(system).toContain('Answer with one word: Yes or No.');
    expect(system).not.toContain('mislead');
  });

  it('answer questions, are re-asked after a malformed answer, and judge a guess no entity of the set matches', async () => {
    const engine = scriptedEngine(['Yes.', 'Hmm, it depends.', 'no', 'No, that is not it.']);
    const moves = [{ kind: 'ask', question: 'Does it bark?' }, { kind: 'ask', question: 'Does it live in the wild?' }, { kind: 'guess', text: 'a canine companion' }];
    const episode = await withOracle(engine, 'easy', moves);
    expect(lastUser(engine.calls[0]!)).toBe('Q1: Does it bark?');
    expect(lastUser(engine.calls[2]!)).toBe(`${ORACLE_FORMAT_ERROR}\nAnswer with one word: Yes or No.`);
    expect(lastUser(engine.calls[3]!)).toBe('The player\'s guess: "a canine companion". Is it right? Answer Yes or No.');
    expect(transcript(episode)).toEqual([
      'Q1: Does it bark?', 'A1: Yes', 'Q2: Does it live in the wild?', 'A2: No', 'Guess: a canine companion (for the oracle to judge)', 'The oracle judged the guess wrong',
    ]);
    expect(episode.outcome).toEqual({ correct: false, questions: 2, guess: 'a canine companion', forfeit: null });
  });

  it('in hard mode give the similar entity and how many answers to mislead, and record the marked ones', async () => {
    const engine = scriptedEngine(['Yes', 'Yes (misleading)', 'No (misleading)', 'No (misleading)', 'Yes']);
    const moves = [{ kind: 'ask', question: 'Is it alive?' }, { kind: 'ask', question: 'Is it dangerous?' }, { kind: 'ask', question: 'Is it a pet?' }, { kind: 'ask', question: 'Is it kept indoors?' }, { kind: 'guess', text: 'wolf' }];
    const episode = await withOracle(engine, 'hard', moves);
    const system = engine.calls[0]![0]!.content;
    expect(system).toContain('You must also mislead the player 2 times. The entity most like dog is "wolf".');
    expect(system).toContain('marking each such answer "(misleading)"');
    expect(lastUser(engine.calls[0]!)).toBe('Q1: Is it alive?\n(Misleading answers left to give: 2.)');
    expect(lastUser(engine.calls[2]!)).toBe('Q3: Is it a pet?\n(Misleading answers left to give: 1.)');
    // A third misleading answer is one too many: refused, then re-asked.
    expect(episode.events.find((e) => e.type === 'invalid')).toMatchObject({ seat: 'oracle', reason: 'No misleading answers are left: answer truthfully.' });
    expect(lastUser(engine.calls[4]!)).toBe('No misleading answers are left: answer truthfully.\nAnswer with one word: Yes or No.');
    expect(episode.metrics).toMatchObject({ misleadingAnswers: 2, misleadingAt: [2, 3], guessedSimilar: true, correct: false });
  });

  it('read JSON answers and verdicts with a schema that fits the turn', async () => {
    const engine = scriptedEngine(['{"answer": "yes", "misleading": false}', '{"correct": true}']);
    const episode = await withOracle(engine, 'hard', [{ kind: 'ask', question: 'Is it alive?' }, { kind: 'guess', text: 'a good boy' }], oracleJsonProtocol);
    expect(engine.options[0]!.jsonSchema).toMatchObject({ properties: { answer: { enum: ['yes', 'no'] }, misleading: { type: 'boolean' } }, required: ['answer'] });
    expect(engine.options[1]!.jsonSchema).toMatchObject({ properties: { correct: { type: 'boolean' } }, required: ['correct'] });
    expect(episode.outcome).toEqual({ correct: true, questions: 1, guess: 'a good boy', forfeit: null });
    const easyView = brainking.view(brainking.apply(dog(params('easy', 'open')), 'player', { kind: 'ask', question: 'Is it alive?' }).state, 'oracle') as OracleView;
    expect((oracleJsonProtocol.jsonSchema as (v: OracleView) => { properties: object })(easyView).properties).not.toHaveProperty('misleading');
  });
});

describe('BrainKing parsers', () => {
  it.each([
    ['Q1: Is it alive?', { kind: 'ask', question: 'Is it alive?' }],
    ['q 12 : "Is it red?"', { kind: 'ask', question: 'Is it red?' }],
    ['Thinking...\nQ3: Does it fly?\n', { kind: 'ask', question: 'Does it fly?' }],
    ['Q1: Is it alive?\nQ2: Is it an animal?', { kind: 'ask', question: 'Is it an animal?' }],
    ['Guess: dog', { kind: 'guess', text: 'dog' }],
    ['Q4: Is it a pet?\nIt must be a dog.\nGuess: "Is it a dog?"', { kind: 'guess', text: 'a dog' }],
    ['My final guess: the wolf.', { kind: 'guess', text: 'the wolf' }],
    ['**Guess:** *Tennis racket*', { kind: 'guess', text: 'Tennis racket' }],
  ])('reads %j', (text, move) => {
    expect(parsePlayerReply(text)).toEqual({ ok: true, move });
  });

  it.each(['', 'Is it alive?', 'Q1:', 'Guess:   ', 'FAQ: nothing'])('explains what is missing in %j', (text) => {
    expect(parsePlayerReply(text)).toEqual({ ok: false, error: PLAYER_FORMAT_ERROR });
  });

  it('reads the first Yes or No of an oracle, and its misleading mark', () => {
    expect(parseOracleReply('Yes.')).toEqual({ ok: true, move: { yes: true, misleading: false } });
    expect(parseOracleReply('No, not usually. Yes in some cases.')).toEqual({ ok: true, move: { yes: false, misleading: false } });
    expect(parseOracleReply('NO (Misleading)')).toEqual({ ok: true, move: { yes: false, misleading: true } });
    expect(parseOracleReply('Nope, not a chance')).toEqual({ ok: false, error: ORACLE_FORMAT_ERROR });
  });

  it('reads JSON moves, and explains malformed ones', () => {
    expect(parsePlayerJson('{"action": "guess", "text": "It is a cat."}')).toEqual({ ok: true, move: { kind: 'guess', text: 'a cat' } });
    expect(parsePlayerJson('{"action": "jump", "text": "x"}')).toEqual({ ok: false, error: PLAYER_JSON_ERROR });
    expect(parsePlayerJson('[1, 2]')).toEqual({ ok: false, error: PLAYER_JSON_ERROR });
    expect(parseOracleJson('{"answer": "No", "misleading": true}')).toEqual({ ok: true, move: { yes: false, misleading: true } });
    expect(parseOracleJson('{"answer": "maybe"}').ok).toBe(false);
  });
});
