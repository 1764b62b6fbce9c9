/** BrainKing's confusion check: the facts computed from a hard-mode game, the rule of thumb, the episodes it judges, and its summary. */
import { describe, expect, it } from 'vitest';
import type { AgentFactory } from '../../../src/core/agent';
import type { EpisodeRecord } from '../../../src/core/record';
import { replay, verify } from '../../../src/core/replay';
import { wilson } from '../../../src/core/stats';
import { bankBot, rulesOracle } from '../../../src/games/brainking/bots';
import { entityNamed } from '../../../src/games/brainking/data';
import { brainking, type State as BrainKingState } from '../../../src/games/brainking/game';
import { ruleOfThumb, ruleOfThumbJudge } from '../../../src/games/brainking-confusion/bots';
import confusionModule from '../../../src/games/brainking-confusion/index';
import { checkRecord } from '../../../src/store/import';
import { episodeOf, factsOf, hardParams, playHard, type JudgedEpisode, type JudgedTurn } from '../../../src/games/brainking-confusion/episode';
import { confusion } from '../../../src/games/brainking-confusion/game';
import { judgeProtocol, parseVerdict } from '../../../src/games/brainking-confusion/prompts';
import { readBrainKingRuns } from '../../../src/games/brainking-confusion/setups';
import { runBatch } from '../../../src/run/batch';
import { playEpisode } from '../../../src/run/episode';
import { validateEpisode } from '../../schema';
import { setupOf } from '../brainking/helpers';

const turn = (number: number, question: string, questionId: string, answer: 'yes' | 'no', misleading = false): JudgedTurn => ({ number, question, questionId, answer, misleading });

/** A dog game whose two misleading answers (indoors: no, dangerous: yes) are the wolf's; the guess is given per test. */
const dogGame = (guess: string | null, turns = [
  turn(1, 'Is it a mammal?', 'mammal', 'yes'),
  turn(2, 'Is it usually found indoors?', 'indoors', 'no', true),
  turn(3, 'Is it dangerous?', 'dangerous', 'yes', true),
  turn(4, 'Is it usually brown?', 'brown', 'yes'),
]): JudgedEpisode => ({ entity: 'dog', similar: 'wolf', start: 'household pets', turns, guess, correct: guess === 'dog', source: null });

describe('the facts computed from a hard-mode game', () => {
  it('lists each misleading answer with the truth and the questions asked after it', () => {
    expect(factsOf(dogGame('wolf'))).toEqual({
      misleading: [
        { number: 2, question: 'Is it usually found indoors?', given: 'no', truth: 'yes', askedAgain: false,
          askedAfter: [{ number: 3, question: 'Is it dangerous?', answer: 'yes' }, { number: 4, question: 'Is it usually brown?', answer: 'yes' }] },
        { number: 3, question: 'Is it dangerous?', given: 'yes', truth: 'no', askedAgain: false,
          askedAfter: [{ number: 4, question: 'Is it usually brown?', answer: 'yes' }] },
      ],
      guessedSimilar: true,
      guessFitsMisleading: true,
    });
  });

  it('tells whether the guess fits the misleading answers, or that it cannot be told', () => {
    // A tiger is not kept indoors and is dangerous, as the misleading answers said; a cat is the opposite.
    expect(factsOf(dogGame('tiger'))).toMatchObject({ guessedSimilar: false, guessFitsMisleading: true });
    expect(factsOf(dogGame('cat'))).toMatchObject({ guessedSimilar: false, guessFitsMisleading: false });
    expect(factsOf(dogGame('a unicorn'))).toMatchObject({ guessedSimilar: false, guessFitsMisleading: null });
    expect(factsOf(dogGame(null))).toMatchObject({ guessedSimilar: false, guessFitsMisleading: null });
  });

  it('sees a misleading question asked again (normalised) as the player checking it', () => {
    const checked = dogGame('cat', [turn(1, 'Is it usually found indoors?', 'indoors', 'no', true), turn(2, 'is it usually found indoors', 'indoors', 'yes')]);
    expect(factsOf(checked).misleading).toEqual([
      { number: 1, question: 'Is it usually found indoors?', given: 'no', truth: 'yes', askedAgain: true, askedAfter: [{ number: 2, question: 'is it usually found indoors', answer: 'yes' }] },
    ]);
  });

  it('has no truth for a misleading answer to a question outside the bank', () => {
    const open = dogGame('wolf', [{ number: 1, question: 'Does it howl at the moon?', questionId: null, answer: 'yes', misleading: true }]);
    expect(factsOf(open)).toMatchObject({ misleading: [{ truth: null }], guessedSimilar: true, guessFitsMisleading: null });
  });
});

describe('the rule of thumb (a heuristic, not the paper’s judge)', () => {
  const verdict = (episode: JudgedEpisode) => ruleOfThumb({ episode, facts: factsOf(episode) }).misled;

  it('says misled when the wrong guess is the similar entity or fits every misleading answer', () => {
    expect(verdict(dogGame('wolf'))).toBe(true);
    expect(verdict(dogGame('tiger'))).toBe(true);
  });

  it('says not misled for the right guess, a guess against the misleading answers, no guess, or a game without a misleading answer', () => {
    expect(verdict(dogGame('dog'))).toBe(false);
    expect(verdict(dogGame('cat'))).toBe(false);
    expect(verdict(dogGame(null))).toBe(false);
    expect(verdict(dogGame('wolf', [turn(1, 'Is it a mammal?', 'mammal', 'yes')]))).toBe(false);
  });
});

/** A BrainKing hard-mode game as the runner records it: the bank bot against the rule-based oracle. */
const brainkingRecord = (entity: string, misleading = 2) => {
  const params = hardParams(misleading);
  return playEpisode({ game: brainking, variant: 'hard', params, seed: 1, setup: setupOf(entity, params), agents: { player: bankBot, oracle: rulesOracle }, runId: 'bk' });
};

describe('the games it judges', () => {
  it('plays from the seed the game BrainKing’s runner records for the bank bot against the rule-based oracle', async () => {
    const record = await brainkingRecord('cow');
    const played = playHard(entityNamed('cow')!, 2);
    expect(played).toEqual(episodeOf(replay(brainking, record) as BrainKingState, null));
    // The cow's misleading answers are the sheep's: not bigger than a person, and white; the bot follows them.
    expect(played.turns.filter((t) => t.misleading).map((t) => t.questionId)).toEqual(['bigger_person', 'white']);
    expect(played).toMatchObject({ similar: 'sheep', guess: 'sheep', correct: false });
  });

  it('reads the finished hard-mode BrainKing episodes of an export, passing over the rest', async () => {
    const [cow, dog] = [await brainkingRecord('cow'), await brainkingRecord('dog')];
    const easy = { ...(await brainkingRecord('cat')), params: { ...hardParams(2), mode: 'easy', misleading: 0 } };
    const other = { game: 'game24', status: 'finished', params: {}, setup: {} };
    const file = [cow, easy, other, dog].map((r) => JSON.stringify(r)).join('\n');
    expect(readBrainKingRuns(`${file}\n`)).toEqual({ ok: true, setups: [{ ...playHard(entityNamed('cow')!, 2), source: cow.id }, { ...playHard(entityNamed('dog')!, 2), source: dog.id }] });
  });

  it('names the line of an episode that does not replay, and refuses a file without a hard-mode episode', async () => {
    const record = await brainkingRecord('cow');
    const forged = structuredClone(record);
    const answer = forged.events.find((e) => e.type === 'move' && (e.move as { kind: string }).kind === 'answer')!;
    (answer as unknown as { result: { answer: string } }).result.answer = 'maybe';
    expect(readBrainKingRuns(`{}\n${JSON.stringify(forged)}`)).toEqual({ ok: false, error: `Line 2 (episode ${record.id}) does not replay: event ${answer.seq}: its recorded result is not the one the rules give.` });
    expect(readBrainKingRuns('not json')).toMatchObject({ ok: false, error: expect.stringMatching(/^Line 1 is not JSON/) });
    expect(readBrainKingRuns('{"game":"game24"}')).toMatchObject({ ok: false, error: expect.stringMatching(/no finished hard-mode BrainKing episode/) });
  });
});

describe('the judge’s protocol', () => {
  it('reads the last "Misled:" line, or a bare yes or no', () => {
    expect(parseVerdict('Misled: no?\nOn reflection... Misled: **yes**')).toEqual({ ok: true, move: { kind: 'verdict', misled: true } });
    expect(parseVerdict(' No. ')).toEqual({ ok: true, move: { kind: 'verdict', misled: false } });
    expect(parseVerdict('I am not sure.')).toEqual({ ok: false, error: 'No verdict found. End your reply with one line: "Misled: yes" or "Misled: no".' });
  });

  it('shows the transcript with the misleading answers marked and the facts computed from it', () => {
    const view = confusion.view(confusion.init({ misleading: 2 }, dogGame('wolf')), 'judge');
    const message = judgeProtocol.turn(view, null);
    expect(message).toContain('Q2: Is it usually found indoors? No (MISLEADING: the similar entity’s answer)');
    expect(message).toContain('- Q2 was answered No, the true answer is Yes. After it the player asked Q3 (Yes), Q4 (Yes).');
    expect(message).toContain('Guess: wolf, which is wrong.');
    expect(message).toContain('The guess names the similar entity (wolf): yes.');
  });
});

describe('the summary', () => {
  const says = (misled: boolean): AgentFactory => () => ({ info: { kind: 'bot', name: 'says' }, act: async () => ({ kind: 'verdict', misled }) });
  const setups = [dogGame('wolf'), dogGame('dog'), dogGame('tiger')];
  const batch = (judge: AgentFactory) =>
    runBatch({ game: confusion, variant: 'hard-k2', params: { misleading: 2 }, seed: 1, episodes: 0, setups, agents: { judge }, runId: 'test' });

  it('reports the share judged misled without recovery with a Wilson interval, beside the judged episodes’ accuracy', async () => {
    const { summary } = await batch(says(true));
    expect(summary.stats.slice(0, 2)).toEqual([
      { id: 'misledWithoutRecovery', label: 'Judged misled without recovery (3)', value: 1, interval: wilson(3, 3), format: 'percent' },
      { id: 'accuracy', label: 'Accuracy of the judged episodes (3)', value: 1 / 3, interval: wilson(1, 3), format: 'percent' },
    ]);
    expect((await batch(says(false))).summary.stats[0]).toMatchObject({ value: 0, interval: wilson(0, 3) });
  });

  it('leaves out episodes the judge forfeited', () => {
    const metric = (misled: boolean | null, correct: boolean) => ({ entity: 'dog', misled, correct, guessedSimilar: false, misleadingAnswers: 1 });
    const summary = confusion.summarize([metric(true, false), metric(null, true), metric(false, true)]);
    expect(summary.stats.find((s) => s.id === 'misledWithoutRecovery')).toMatchObject({ label: 'Judged misled without recovery (2)', value: 0.5 });
    expect(summary.stats.find((s) => s.id === 'accuracy')).toMatchObject({ value: 0.5 });
    // The verdicts against the games' ends, the forfeited one left out.
    expect(summary.tables![0]).toMatchObject({ rows: { values: ['the entity', 'the similar entity', 'another'] }, columns: { values: ['misled', 'not misled'] }, counts: [[0, 1], [0, 0], [1, 0]] });
  });

  it('writes records its schema accepts, that replay', async () => {
    const episode = await playEpisode({ game: confusion, variant: 'hard-k2', params: { misleading: 2 }, seed: 1, setup: dogGame('wolf'), agents: { judge: says(true) }, runId: 'test' });
    expect(validateEpisode(episode), JSON.stringify(validateEpisode.errors)).toBe(true);
    expect(verify(confusion, episode as EpisodeRecord)).toEqual({ entity: 'dog', misled: true, correct: false, guessedSimilar: true, misleadingAnswers: 2 });
    expect(confusion.describeOutcome(episode.outcome as never)).toBe('misled; the player missed the entity');
  });
});

describe('a recorded episode to judge', () => {
  /** The dog game the bank bot plays, as a file of BrainKing runs gives it (its record's id as its source). */
  const fromFile = (change: Partial<JudgedEpisode> = {}): JudgedEpisode => ({ ...playHard(entityNamed('dog')!, 2), source: 'a-brainking-record', ...change });
  const judged = async (setup: JudgedEpisode) =>
    JSON.stringify(await playEpisode({ game: confusion, variant: 'hard-k2', params: { misleading: 2 }, seed: 1, setup, agents: { judge: ruleOfThumbJudge }, runId: 'judged' }));

  it('is imported when its data and its guess hold', async () => {
    const dog = fromFile();
    expect(confusionModule.setupProblem!({ misleading: 2 }, dog)).toBeNull();
    await expect(checkRecord(await judged(dog))).resolves.toMatchObject({ outcome: { correct: dog.correct } });
    // A guess naming no entity was judged by its game's oracle: either verdict stands.
    for (const correct of [true, false]) expect(confusionModule.setupProblem!({ misleading: 2 }, fromFile({ guess: 'a loyal friend', correct }))).toBeNull();
  });

  it('is refused, in words, when its correct flag contradicts its guess, or its entity is not in the data', async () => {
    const dog = fromFile();
    const flipped = fromFile({ correct: !dog.correct });
    await expect(checkRecord(await judged(flipped))).rejects.toThrow(`its setup is not the shipped data's: it marks the guess "${dog.guess}" ${dog.correct ? 'wrong' : 'right'}, which for dog is ${dog.correct ? 'right' : 'wrong'}.`);
    expect(confusionModule.setupProblem!({ misleading: 2 }, fromFile({ guess: 'wolf', correct: true }))).toBe('it marks the guess "wolf" right, which for dog is wrong.');
    expect(confusionModule.setupProblem!({ misleading: 2 }, fromFile({ guess: null, correct: true }))).toBe('it marks a game without a guess right, which for dog is wrong.');
    await expect(checkRecord(await judged(fromFile({ entity: 'griffin' })))).rejects.toThrow(`its game is about "griffin", which is not an entity of BrainKing's data.`);
    expect(confusionModule.setupProblem!({ misleading: 2 }, fromFile({ similar: 'cat' }))).toBe('its game gives dog the similar entity "cat", where the data gives wolf.');
    // Played from the seed, it is the bank bot's game exactly.
    expect(confusionModule.setupProblem!({ misleading: 2 }, { ...dog, source: null, turns: dog.turns.slice(1) })).toMatch(/^it names the game about dog, but differs from the shipped data's/);
  });
});
