/** The rules of a situation puzzle: AR-Bench's loop, the judge's replies and records, the classroom variant, views. */
import { describe, expect, it } from 'vitest';
import { keyQuestionPlayer, rulesJudge } from '../../../src/games/situation-puzzles/bots';
import { PUZZLES, setupOf } from '../../../src/games/situation-puzzles/data';
import { f1Characters, f1Words } from '../../../src/games/situation-puzzles/f1';
import { situationPuzzles as game, type Outcome, type State } from '../../../src/games/situation-puzzles/game';
import { NOT_A_QUESTION } from '../../../src/games/situation-puzzles/transcript';
import { validateEpisode } from '../../schema';
import { AR_BENCH, CLASSROOM, play, playerSecrets, puzzle, scripted, transcript } from './helpers';

const ask = (question: string) => ({ kind: 'ask', question });
const answer = (reply: string, resolved: number[] = []) => ({ kind: 'answer', reply, resolved });

/** The state after these moves, each checked as the runner checks it. */
function after(params: typeof AR_BENCH, moves: unknown[], setup = puzzle(1)): State {
  let state = game.init(params, setup);
  for (const move of moves) {
    const checked = game.validate(state, game.current(state)!, move);
    if (!checked.ok) throw new Error(checked.reason);
    state = game.apply(state, game.current(state)!, checked.move).state;
  }
  return state;
}

describe('situation puzzles: AR-Bench’s loop', () => {
  it('asks 25 questions, then takes the explanation and nothing before it', () => {
    expect(AR_BENCH).toEqual({ maxQuestions: 25, earlyExplanation: false, verdict: false, verbatim: true });
    const early = after(AR_BENCH, [ask('Did someone die?'), answer('No')]);
    expect(game.validate(early, 'player', { kind: 'explain', text: 'He lied.' })).toEqual({
      ok: false, reason: 'You explain after all 25 questions; 24 are left: ask question 2 now.',
    });
    const moves = Array.from({ length: 25 }, (_, i) => [ask(`Question ${i + 1}?`), answer('Unknown')]).flat();
    const full = after(AR_BENCH, moves);
    expect(game.current(full)).toBe('player');
    expect(game.validate(full, 'player', ask('One more?'))).toEqual({ ok: false, reason: 'You have asked all 25 questions: give your explanation now.' });
    const done = after(AR_BENCH, [...moves, { kind: 'explain', text: 'He lied.' }]);
    expect(game.current(done)).toBeNull();
    expect(game.outcome(done)).toMatchObject({ questions: 25, explanation: 'He lied.', verdict: null, forfeit: null });
  });

  it('takes every reply as a turn as written, as AR-Bench’s loop does: an empty reply, a bare “Q:”, a long question, an empty answer', async () => {
    const p = { ...AR_BENCH, maxQuestions: 3 };
    const long = `Q: ${'Was it the lamp? '.repeat(40)}`;
    expect(long.length).toBeGreaterThan(600);
    const replies = ['', 'Q:', long, ''];
    const episode = await play(p, puzzle(1), {
      player: scripted([...replies.slice(0, 3).map((question) => ask(question)), { kind: 'explain', text: replies[3] }]),
      judge: rulesJudge,
    });
    expect(episode.events.filter((e) => e.type === 'invalid')).toEqual([]);
    expect(transcript(episode).filter((line) => /^Q\d/.test(line))).toEqual(['Q1: ', 'Q2: Q:', `Q3: ${long}`]);
    expect(episode.outcome).toMatchObject({ questions: 3, explanation: '', f1Char: 0, f1Word: 0 });
    // Its record keeps them as written, and the record's schema takes them (so an export imports).
    expect(validateEpisode(episode), JSON.stringify(validateEpisode.errors)).toBe(true);
    // Elsewhere the same replies are asked again, without using a turn.
    const classroom = after({ ...AR_BENCH, verbatim: false }, []);
    expect(game.validate(classroom, 'player', ask('  '))).toMatchObject({ ok: false });
    expect(game.validate(classroom, 'player', ask(long))).toMatchObject({ ok: false, reason: 'A question is at most 500 characters long.' });
  });

  it('lets a question the judge calls not a question use up its turn, as AR-Bench’s loop does', async () => {
    const p = { ...AR_BENCH, maxQuestions: 2 };
    const episode = await play(p, puzzle(1), {
      player: scripted([ask('Tell me the answer.'), ask('Did the keeper forget to light the lamp?'), { kind: 'explain', text: 'The keeper did it.' }]),
      judge: rulesJudge,
    });
    expect(transcript(episode)).toEqual([
      'Q1: Tell me the answer.',
      `A1: ${NOT_A_QUESTION} (no key question resolved)`,
      'Q2: Did the keeper forget to light the lamp?',
      'A2: No (key questions resolved: 2)',
      `Explanation: The keeper did it. (F1 ${f1Characters('The keeper did it.', puzzle(1).puzzle.bottom).toFixed(2)} (characters), ${f1Words('The keeper did it.', puzzle(1).puzzle.bottom).toFixed(2)} (words))`,
    ]);
    expect(episode.outcome).toMatchObject({ questions: 2, resolved: 1, keyQuestions: 6 });
  });

  it('keeps the explanation exactly as given and scores it raw', async () => {
    const text = '  A: The keeper put the old shutter back.\n';
    const episode = await play({ ...AR_BENCH, maxQuestions: 1 }, puzzle(1), { player: scripted([ask('Was it at night?'), { kind: 'explain', text }]), judge: rulesJudge });
    const outcome = episode.outcome as unknown as Outcome;
    expect(outcome.explanation).toBe(text);
    expect(outcome.f1Char).toBe(f1Characters(text, puzzle(1).puzzle.bottom));
    expect(outcome.f1Word).toBe(f1Words(text, puzzle(1).puzzle.bottom));
    expect(episode.events.find((e) => e.type === 'move' && e.seat === 'player' && (e.move as { kind: string }).kind === 'explain')).toMatchObject({
      result: { f1Char: outcome.f1Char, f1Word: outcome.f1Word },
    });
  });

  it('refuses a judge’s move that is no reply, or names key questions the puzzle has not', () => {
    const state = after(AR_BENCH, [ask('Did the keeper forget to light the lamp?')]);
    expect(game.validate(state, 'judge', answer('Maybe'))).toEqual({ ok: false, reason: 'Reply Yes, No or Unknown, or say that it is not a question.' });
    for (const resolved of [[0], [7], [1.5], 'all']) {
      expect(game.validate(state, 'judge', { kind: 'answer', reply: 'No', resolved })).toEqual({ ok: false, reason: 'List the key questions resolved so far by their numbers, 1 to 6.' });
    }
    expect(game.validate(state, 'judge', answer('No', [3, 2, 3]))).toEqual({ ok: true, move: { kind: 'answer', reply: 'No', resolved: [2, 3] } });
    expect(game.validate(state, 'judge', { kind: 'verdict', verdict: 'correct' }).ok).toBe(false);
  });

  it('lets the judge correct its record of resolved key questions', () => {
    const state = after(AR_BENCH, [ask('Q one?'), answer('Yes', [1, 2]), ask('Q two?'), answer('No', [2])]);
    expect(state.turns.map((t) => t.resolved)).toEqual([[1, 2], [2]]);
  });

  it('ends when a seat uses up its error allowance; the outcome has no explanation and F1 0', async () => {
    const episode = await play(AR_BENCH, puzzle(1), { player: scripted([null, 42, 'garbage']), judge: rulesJudge });
    expect(episode.outcome).toMatchObject({ explanation: null, f1Char: 0, f1Word: 0, forfeit: 'player' });
    expect(game.describeOutcome(episode.outcome as unknown as Outcome)).toBe('the player forfeited after 0 questions, having found 0 of 6 key facts');
  });
});

describe('situation puzzles: the classroom variant', () => {
  it('takes the explanation whenever the player is ready, then the judge’s verdict, kept apart from F1', async () => {
    const text = 'The keeper brought back the old flashing pattern and a ship was wrecked.';
    const episode = await play(CLASSROOM, puzzle(1), {
      player: scripted([ask('Did a ship hit the rocks because the captain mistook the lighthouse for another one?'), { kind: 'explain', text }]),
      judge: scripted([answer('Yes', [4]), { kind: 'verdict', verdict: 'partly' }]),
    });
    expect(transcript(episode).slice(-1)).toEqual(['Verdict on the explanation: partly correct']);
    expect(episode.outcome).toEqual({
      explanation: text, f1Char: f1Characters(text, puzzle(1).puzzle.bottom), f1Word: f1Words(text, puzzle(1).puzzle.bottom),
      questions: 1, resolved: 1, keyQuestions: 6, verdict: 'partly', forfeit: null,
    });
    expect(game.describeOutcome(episode.outcome as unknown as Outcome)).toMatch(/^explained after 1 question and judged partly correct: found 1 of 6 key facts; AR-Bench's F1 0\.\d\d \(characters\), 0\.\d\d \(words\) against the story$/);
  });

  it('records that the rule-based judge gives no verdict', async () => {
    const episode = await play(CLASSROOM, puzzle(2), { player: keyQuestionPlayer, judge: rulesJudge });
    expect(episode.outcome).toMatchObject({ verdict: 'none', questions: 5, resolved: 5 });
  });
});

describe('situation puzzles: what each seat sees', () => {
  it('shows the judge the story, the key questions with their answers, and what to reply to', () => {
    const view = game.view(after(AR_BENCH, [ask('Did the keeper forget to light the lamp?')]), 'judge');
    expect(view).toMatchObject({
      seat: 'judge', bottom: puzzle(1).puzzle.bottom, resolved: [],
      pending: { kind: 'question', number: 1, question: 'Did the keeper forget to light the lamp?' },
    });
    expect(view.seat === 'judge' && view.keyQuestions[1]).toEqual({ number: 2, text: 'Did the keeper forget to light the lamp?', answer: 'No' });
    const imported = game.view(game.init(AR_BENCH, { ...puzzle(1), keyAnswers: null }), 'judge');
    expect(imported.seat === 'judge' && imported.keyQuestions.every((k) => k.answer === null)).toBe(true);
  });

  it('never shows the player or a spectator the story, the core sentence, the key questions or their answers, for any puzzle', async () => {
    const leaks: string[] = [];
    for (const p of PUZZLES) {
      const setup = setupOf(p);
      const secrets = playerSecrets(setup);
      // A player that asks about anything but the key questions, to the end; a judge that records some as resolved.
      const episode = await play(AR_BENCH, setup, {
        player: scripted([...Array.from({ length: 25 }, (_, i) => ask(`Is clue ${i} important?`)), { kind: 'explain', text: 'No idea.' }]),
        judge: scripted(Array.from({ length: 25 }, (_, i) => answer('Unknown', [1 + (i % p.key_question.length)]))),
      });
      let state = game.init(AR_BENCH, setup);
      for (const event of episode.events) {
        if (event.type !== 'move') continue;
        state = game.apply(state, event.seat, event.move as never).state;
        const seen = JSON.stringify([game.view(state, 'player'), game.publicView(state)]);
        leaks.push(...secrets.filter((s) => seen.includes(s)).map((s) => `puzzle ${p.index}: ${s}`));
        expect(seen).not.toContain('"resolved"');
      }
    }
    expect(leaks).toEqual([]);
  });
});
