/**
 * BrainKing's rules: the modes' set-up, misleading answers (k, only where the entity and its
 * similar entity differ, the later questions first, recorded and hidden from the player), the
 * question rules of each oracle, one guess judged by matching or by the oracle; and the conformance suite.
 */
import { describe, expect, it } from 'vitest';
import { Unparsed, type AgentFactory } from '../../../src/core/agent';
import { createRng } from '../../../src/core/rng';
import { rulesOracle, rulesReply } from '../../../src/games/brainking/bots';
import { ENTITIES, QUESTIONS, entityNamed, questionById } from '../../../src/games/brainking/data';
import { brainking, type OracleView, type PlayerView, type Setup, type State } from '../../../src/games/brainking/game';
import { misleadingQuestions } from '../../../src/games/brainking/rules';
import { playEpisode } from '../../../src/run/episode';
import { anyOracle, playerSecrets, roamingPlayer } from './conformance';
import { outcomeText, params, play, scripted, setupOf, transcript } from './helpers';

const zebra = entityNamed('zebra')!;
const ask = (questionId: string) => ({ kind: 'ask', questionId });

describe('BrainKing set-up', () => {
  it('starts easy and hard mode from the most specific concept, medium from the next, and records the similar entity', () => {
    expect(setupOf('zebra', params('easy'))).toEqual({ mode: 'easy', entity: 'zebra', similar: 'horse', start: zebra.concepts[0], misleading: [] });
    expect(setupOf('zebra', params('medium'))).toMatchObject({ start: zebra.concepts[1], misleading: [] });
    expect(setupOf('zebra', params('hard'))).toEqual({ mode: 'hard', entity: 'zebra', similar: 'horse', start: zebra.concepts[0], misleading: ['black', 'brown'] });
    expect(setupOf('zebra', params('hard', 'rules', { misleading: 4 })).misleading).toEqual(['farm', 'white', 'black', 'brown']);
  });

  it('starts the broad mode (the paper’s hard starting point, Table 4) from the third concept, with truthful answers', async () => {
    expect(setupOf('zebra', params('broad'))).toEqual({ mode: 'broad', entity: 'zebra', similar: 'horse', start: zebra.concepts[2], misleading: [] });
    expect(brainking.variants.filter((v) => v.params.mode === 'broad').map((v) => v.id)).toEqual(['broad', 'broad-open']);
    expect(() => brainking.setup(params('broad', 'rules', { misleading: 2 }), createRng(1))).toThrow('Only hard mode gives misleading answers');
    const p = params('broad');
    const episode = await play(p, setupOf('dog', p), { player: scripted([ask('alive'), ask('indoors'), ask('dangerous'), { kind: 'guess', text: 'dog' }]), oracle: rulesOracle });
    expect(transcript(episode)).toEqual(['Q1: Is it alive?', 'A1: Yes', 'Q2: Is it usually found indoors?', 'A2: Yes', 'Q3: Is it dangerous?', 'A3: No', 'Guess: dog (right)']);
    expect(episode.metrics).toMatchObject({ mode: 'broad', correct: true, rounds: 3, misleadingAnswers: 0, misleadingSetting: 0 });
  });

  it('draws the entity from the seed alone, and can list every entity once', () => {
    const p = params('hard');
    expect(brainking.setup(p, createRng(5))).toEqual(brainking.setup(p, createRng(5)));
    expect(brainking.allSetups!(p).map((s) => s.entity)).toEqual(ENTITIES.map((e) => e.name));
    expect(brainking.setup(params('easy', 'classroom'), createRng(5))).toEqual({ mode: 'easy', entity: null, similar: null, start: null, misleading: [] });
  });

  it('refuses misleading answers outside 2 to 4 in hard mode, and any in the other modes', () => {
    expect(() => brainking.setup(params('hard', 'rules', { misleading: 5 }), createRng(1))).toThrow('Hard mode gives 2 to 4 misleading answers, not 5.');
    expect(() => brainking.setup(params('easy', 'rules', { misleading: 2 }), createRng(1))).toThrow('Only hard mode gives misleading answers');
  });

  it('picks, for every entity and k, the k latest bank questions on which it and its similar entity differ', () => {
    const order = new Map(QUESTIONS.map((q, i) => [q.id, i]));
    for (const entity of ENTITIES) {
      const similar = entityNamed(entity.similar)!;
      const differing = QUESTIONS.filter((q) => entity.answers[q.id] !== similar.answers[q.id]).map((q) => q.id);
      for (const k of [2, 3, 4]) {
        const chosen = misleadingQuestions(entity, similar, k);
        expect(chosen).toHaveLength(Math.min(k, differing.length));
        for (const id of chosen) expect(entity.answers[id]).not.toBe(similar.answers[id]);
        const earliest = Math.min(...chosen.map((id) => order.get(id)!));
        for (const id of differing.filter((d) => !chosen.includes(d))) expect(order.get(id)!).toBeLessThan(earliest);
      }
    }
  });
});

describe('BrainKing misleading answers in hard mode', () => {
  it('are the similar entity’s answers to exactly the setup’s questions, recorded by number and hidden from the player', async () => {
    const p = params('hard', 'rules', { misleading: 4, maxQuestions: QUESTIONS.length });
    const setup = setupOf('zebra', p);
    const views: PlayerView[] = [];
    const player: AgentFactory = () => {
      let i = 0;
      return {
        info: { kind: 'bot', name: 'every-question' },
        act: async (view) => (views.push(view as PlayerView), i < QUESTIONS.length ? ask(QUESTIONS[i++]!.id) : { kind: 'guess', text: 'horse' }),
      };
    };
    const episode = await play(p, setup, { player, oracle: rulesOracle });
    const horse = entityNamed('horse')!;
    const answers = episode.events.filter((e) => e.type === 'move' && e.seat === 'oracle').map((e) => e.type === 'move' && e.move);
    expect(answers).toEqual(
      QUESTIONS.map((q) => {
        const misleading = setup.misleading.includes(q.id);
        return { kind: 'answer', answer: (misleading ? horse : zebra).answers[q.id] ? 'yes' : 'no', misleading };
      }),
    );
    const numbers = setup.misleading.map((id) => QUESTIONS.findIndex((q) => q.id === id) + 1);
    expect(episode.metrics).toMatchObject({ mode: 'hard', correct: false, misleadingAnswers: 4, misleadingAt: numbers, guessedSimilar: true, rounds: 30 });
    for (const view of views) {
      const text = JSON.stringify(view);
      expect(text).not.toContain('"misleading":');
      expect(text).not.toContain('zebra');
      expect(text).not.toContain('horse');
    }
    // The last view holds every answer, the misleading ones among them, without a mark.
    const [first] = setup.misleading;
    expect(views.at(-1)!.turns[numbers[0]! - 1]).toEqual({ number: numbers[0], question: questionById(first!)!.text, answer: horse.answers[first!] ? 'yes' : 'no' });
  });

  it('are refused outside hard mode and beyond k, but a misled question asked again may be misled again', () => {
    const easy = brainking.apply(brainking.init(params('easy'), setupOf('zebra', params('easy'))), 'player', { kind: 'ask', question: 'Is it usually black?' }).state;
    expect(brainking.validate(easy, 'oracle', { kind: 'answer', answer: 'no', misleading: true })).toEqual({
      ok: false, reason: 'Only hard mode has misleading answers: answer truthfully.',
    });
    const p = params('hard');
    let state = brainking.init(p, setupOf('zebra', p));
    const exchange = (question: string, misleading: boolean) => {
      state = brainking.apply(state, 'player', { kind: 'ask', question }).state;
      const checked = brainking.validate(state, 'oracle', { kind: 'answer', answer: 'no', misleading });
      if (checked.ok) state = brainking.apply(state, 'oracle', checked.move).state;
      return checked;
    };
    expect(exchange('Is it usually black?', true).ok).toBe(true);
    expect((brainking.view(state, 'oracle') as OracleView).misleadingLeft).toBe(1);
    expect(exchange('Is it usually brown?', true).ok).toBe(true);
    expect(exchange('Is it usually white?', true)).toEqual({ ok: false, reason: 'No misleading answers are left: answer truthfully.' });
    expect(exchange('Is it usually black?', true).ok).toBe(true);
  });

  it('are shown to the oracle: the similar entity, the questions to mislead on and how many are left', () => {
    const p = params('hard');
    const view = brainking.view(brainking.init(p, setupOf('zebra', p)), 'oracle') as OracleView;
    expect(view).toMatchObject({ entity: 'zebra', similar: 'horse', misleadingQuestions: ['black', 'brown'], misleadingLeft: 2, pending: null });
    const easy = brainking.view(brainking.init(params('easy'), setupOf('zebra', params('easy'))), 'oracle') as OracleView;
    expect(easy).toMatchObject({ similar: null, misleadingQuestions: [], misleadingLeft: 0 });
  });
});

describe('BrainKing questions', () => {
  const p = params('easy');
  const start = brainking.init(p, setupOf('dog', p));

  it('with the rule-based oracle, are the bank’s, by text (case, punctuation and articles aside) or by id', () => {
    expect(brainking.validate(start, 'player', { kind: 'ask', question: '  is it ALIVE ' })).toEqual({ ok: true, move: { kind: 'ask', question: 'is it ALIVE' } });
    expect(brainking.validate(start, 'player', ask('alive'))).toEqual({ ok: true, move: { kind: 'ask', question: 'Is it alive?' } });
    expect(brainking.validate(start, 'player', ask('fluffy'))).toEqual({ ok: false, reason: 'No question of the bank has the id "fluffy".' });
    const refused = brainking.validate(start, 'player', { kind: 'ask', question: 'Does it bark?' });
    expect(refused).toEqual({
      ok: false,
      reason: 'I can only answer the questions on my list, word for word, and "Does it bark?" is not one of them. Try one of these: "Is it alive?", "Is it an animal?", "Is it a plant?", or pick one from the list.',
    });
    // The questions offered are the nearest the bank has.
    expect(brainking.validate(start, 'player', { kind: 'ask', question: 'Does it live on farms, and has it legs?' })).toMatchObject({
      reason: expect.stringMatching(/Try one of these: "Does it have legs\?", "Is it found on a farm\?", "Is it alive\?"/),
    });
    const asked = brainking.apply(start, 'player', { kind: 'ask', question: 'is it alive' }).state;
    expect((brainking.view(asked, 'oracle') as OracleView).pending).toEqual({ kind: 'question', number: 1, question: 'is it alive', questionId: 'alive' });
  });

  it('with an open oracle, may be anything', () => {
    const open = brainking.init(params('easy', 'open'), setupOf('dog', params('easy', 'open')));
    expect(brainking.validate(open, 'player', { kind: 'ask', question: 'Does it bark?' })).toEqual({ ok: true, move: { kind: 'ask', question: 'Does it bark?' } });
    expect(brainking.validate(open, 'player', { kind: 'ask', question: '   ' }).ok).toBe(false);
  });

  it('alternate with answers, and after the last question only a guess is allowed', async () => {
    const moves = [...QUESTIONS.slice(0, 20).map((q) => ask(q.id)), ask('old'), { kind: 'guess', text: 'Dogs!' }];
    const episode = await play(p, setupOf('dog', p), { player: scripted(moves), oracle: rulesOracle });
    expect(episode.events.slice(0, 4).map((e) => e.type === 'move' && [e.seat, (e.move as { kind: string }).kind])).toEqual([['player', 'ask'], ['oracle', 'answer'], ['player', 'ask'], ['oracle', 'answer']]);
    expect(episode.events.at(-2)).toMatchObject({ type: 'invalid', reason: 'You have asked all 20 questions: make your guess now.' });
    expect(episode.outcome).toEqual({ correct: true, questions: 20, guess: 'Dogs!', forfeit: null });
    expect(episode.metrics).toMatchObject({ correct: true, questions: 20, rounds: 20, invalid: 1 });
  });

  it('fail the episode when no guess comes after the last one', async () => {
    const moves = [...QUESTIONS.slice(0, 20).map((q) => ask(q.id)), ...Array(4).fill(ask('old'))];
    const episode = await play(p, setupOf('dog', p), { player: scripted(moves), oracle: rulesOracle });
    expect(episode.events.at(-1)).toMatchObject({ type: 'forfeit', seat: 'player' });
    expect(episode.outcome).toEqual({ correct: false, questions: 20, guess: null, forfeit: 'player' });
    expect(episode.metrics.rounds).toBe(30);
    expect(outcomeText(episode)).toBe('the player forfeited after 20 questions');
  });
});

describe('BrainKing guesses', () => {
  const guessAt = (p: ReturnType<typeof params>, text: string, setup: Setup = setupOf('dog', p)) =>
    brainking.apply(brainking.init(p, setup), 'player', { kind: 'guess', text });

  it('end the game at once when they name an entity of the set, right or wrong', () => {
    for (const oracle of ['rules', 'open'] as const) {
      const right = guessAt(params('easy', oracle), 'the Puppies');
      expect(right.result).toEqual({ correct: true });
      expect(brainking.current(right.state)).toBeNull();
      const wrong = guessAt(params('easy', oracle), 'wolf');
      expect(wrong.result).toEqual({ correct: false });
      expect(brainking.outcome(wrong.state)).toEqual({ correct: false, questions: 0, guess: 'wolf', forfeit: null });
    }
  });

  it('naming nothing in the set are wrong with the rule-based oracle, and judged by an open oracle', () => {
    expect(guessAt(params('easy'), 'a canine companion').result).toEqual({ correct: false });
    const open = guessAt(params('easy', 'open'), 'a canine companion');
    expect(open.result).toEqual({ correct: null });
    expect(brainking.current(open.state)).toBe('oracle');
    expect((brainking.view(open.state, 'oracle') as OracleView).pending).toEqual({ kind: 'guess', text: 'a canine companion' });
    expect(brainking.validate(open.state, 'oracle', { kind: 'answer', answer: 'yes' })).toEqual({ ok: false, reason: 'Say whether the guess "a canine companion" is right or wrong.' });
    const judged = brainking.apply(open.state, 'oracle', { kind: 'verdict', correct: true }).state;
    expect(brainking.outcome(judged)).toEqual({ correct: true, questions: 0, guess: 'a canine companion', forfeit: null });
  });

  it('are all judged by the person in classroom mode, where no entity is stored', async () => {
    const p = params('easy', 'classroom');
    const setup = brainking.setup(p, createRng(1));
    const person: AgentFactory = () => ({
      info: { kind: 'human', name: 'person' },
      act: async (view) => ((view as OracleView).pending?.kind === 'guess' ? { kind: 'verdict', correct: true } : { kind: 'answer', answer: 'yes' }),
    });
    const episode = await play(p, setup, { player: scripted([{ kind: 'ask', question: 'Is it in this room?' }, { kind: 'guess', text: 'dog' }]), oracle: person });
    expect(episode.outcome).toEqual({ correct: true, questions: 1, guess: 'dog', forfeit: null });
    expect(transcript(episode)).toEqual([
      'Q1: Is it in this room?', 'A1: Yes', 'Guess: dog (for the oracle to judge)', 'The oracle judged the guess right',
    ]);
  });
});

describe('the rule-based oracle', () => {
  it('says why it cannot answer a question outside the bank, or a game without an entity', () => {
    const p = params('easy', 'open');
    const asked = brainking.apply(brainking.init(p, setupOf('dog', p)), 'player', { kind: 'ask', question: 'Does it bark?' }).state;
    const reply = rulesReply(brainking.view(asked, 'oracle') as OracleView);
    expect(reply).toBeInstanceOf(Unparsed);
    expect((reply as Unparsed).reason).toContain('"Does it bark?" is not one of them');
    const classroom = brainking.init(params('easy', 'classroom'), brainking.setup(params('easy', 'classroom'), createRng(1)));
    const none = rulesReply(brainking.view(brainking.apply(classroom, 'player', { kind: 'ask', question: 'Is it alive?' }).state, 'oracle') as OracleView);
    expect((none as Unparsed).reason).toContain('in classroom mode a person must answer');
  });
});

// The conformance suite checks views inside the runner's event callback, where a failed
// expectation is caught as an episode error it does not look at: this checks them after each episode.
it('never shows the player a secret, in any variant, from the first view to the last of the game', async () => {
  for (const variant of brainking.variants) {
    for (let seed = 1; seed <= 30; seed++) {
      const views: string[] = [];
      const episode = await playEpisode({
        game: brainking, variant: variant.id, params: variant.params, seed, agents: { player: roamingPlayer, oracle: anyOracle }, runId: 'test',
        onEvent: (_episode, state) => {
          if (brainking.current(state as State) !== null) views.push(JSON.stringify(brainking.view(state as State, 'player')));
        },
      });
      expect(episode.status).toBe('finished');
      const secrets = playerSecrets(episode.setup as unknown as Setup);
      for (const view of [JSON.stringify(brainking.view(brainking.init(variant.params, episode.setup as unknown as Setup), 'player')), ...views]) {
        for (const secret of secrets) expect(view, `${variant.id}, seed ${seed}`).not.toContain(secret);
      }
    }
  }
});
