/**
 * The story-reading judge (for people) against natural questions with the answers a person reading
 * the story gives. Only `natural-questions.json` is read here: the held-out set is measured by
 * `npm run bench -- situation`, so that no test was tuned to it.
 */
import { describe, expect, it } from 'vitest';
import questions from '../../../static-data/situation-puzzles/natural-questions.json' with { type: 'json' };
import { agreement } from '../../bench/situation-judges';
import { rulesReply, storyReply } from '../../../src/games/situation-puzzles/bots';
import { answerFromStory, factsOf } from '../../../src/games/situation-puzzles/reading';
import { situationPuzzles as game, type JudgeView } from '../../../src/games/situation-puzzles/game';
import { CLASSROOM, puzzle } from './helpers';

const ask = (n: number, question: string, setup = puzzle(n)) =>
  storyReply(game.view({ ...game.init(CLASSROOM, setup), turns: [{ number: 1, question, reply: null, resolved: [] }] }, 'judge') as JudgeView);
const reply = (n: number, question: string) => (ask(n, question) as { reply: string }).reply;

describe('the story-reading judge', () => {
  it('answers the questions the rule-based judge called Unknown, from the story', () => {
    expect(reply(1, 'Did someone die?')).toBe('Yes');
    expect(reply(2, 'Did someone die?')).toBe('No');
    expect(reply(12, 'Was he sick?')).toBe('Yes');
    expect(reply(20, 'Was the guide sick?')).toBe('Yes');
    expect(rulesReply(game.view({ ...game.init(CLASSROOM, puzzle(12)), turns: [{ number: 1, question: 'Was he sick?', reply: null, resolved: [] }] }, 'judge') as JudgeView))
      .toMatchObject({ reply: 'Unknown' });
  });

  it('reads a negation in the story and in the question, and a word of opposite sense', () => {
    expect(reply(3, 'Was there a fire?')).toBe('No'); // "There was no fire"
    expect(reply(4, 'Was there a fire?')).toBe('Yes'); // "Nobody was killed in the fire" still had one
    expect(reply(3, 'Was the grandmother alive?')).toBe('No');
    expect(reply(2, 'Does Mara hate chocolate?')).toBe('No'); // "Mara loves cake"
    expect(reply(21, 'Did he wear glasses?')).toBe('No'); // "refused to wear glasses"
  });

  it('says it cannot tell when the story holds nothing, and keeps its fixed sentence and its silence on explanations', () => {
    expect(reply(1, 'Was the keeper drunk?')).toBe('Unknown');
    expect(reply(1, 'What happened?')).toBe('not-a-question');
    const explained = game.view({ ...game.init(CLASSROOM, puzzle(1)), explanation: 'He changed the light.' }, 'judge') as JudgeView;
    expect(storyReply(explained)).toEqual({ kind: 'verdict', verdict: 'none' });
  });

  it('records the key questions a question matches, as the rule-based judge does', () => {
    expect(ask(1, 'Did the keeper forget to light the lamp?')).toEqual({ kind: 'answer', reply: 'No', resolved: [2] });
  });

  it('reads an imported puzzle’s story, which has no tree, flags or key answers', () => {
    const imported = { ...puzzle(3), keyAnswers: null, puzzle: { ...puzzle(3).puzzle, surface: 'A story from a file.' } };
    expect((ask(3, 'Was there gas in the house?', imported) as { reply: string }).reply).toBe('Yes');
    const story = { surface: '', facts: factsOf('The cat slept all day.', []), someoneDies: null, supernatural: null };
    expect(answerFromStory('Did the cat sleep?', story)).toBe('Yes');
    expect(answerFromStory('Did the dog bark?', story)).toBeNull();
  });

  it('answers at least 78% of the natural questions as a reader would (measured 80.6%; the benchmark’s judge 13.3%)', () => {
    expect(agreement(storyReply, questions)).toBeGreaterThan(0.78);
    expect(agreement(rulesReply, questions)).toBeLessThan(0.2);
  });
});
