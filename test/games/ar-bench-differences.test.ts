/**
 * The rows the three AR-Bench games share in their tables of differences, each shown: a thinking
 * model's reply read after its thinking where AR-Bench reads it whole.
 */
import { describe, expect, it } from 'vitest';
import { readReply } from '../../src/core/protocol';
import { AR_BENCH_SAMPLING_DIFFERENCE } from '../../src/games/ar-bench';
import detectiveModule from '../../src/games/detective-cases';
import { detectiveCases, type DetectiveView } from '../../src/games/detective-cases/game';
import { extractAnswerChoice, parseSuspectChoice } from '../../src/games/detective-cases/parse';
import { paperProtocol as detectivePaper } from '../../src/games/detective-cases/prompts';
import guessNumberModule from '../../src/games/guess-number';
import { guessNumber } from '../../src/games/guess-number/game';
import { parseArBenchGuess } from '../../src/games/guess-number/parse';
import { paperProtocol as guessPaper } from '../../src/games/guess-number/prompts';
import situationModule from '../../src/games/situation-puzzles';
import { situationPuzzles, type PlayerView } from '../../src/games/situation-puzzles/game';
import { paperProtocol as situationPaper } from '../../src/games/situation-puzzles/prompts';
import { caseSetup } from './detective-cases/helpers';
import { puzzle } from './situation-puzzles/helpers';

describe('AR-Bench’s games and a model’s thinking', () => {
  it('list sampling and thinking among the differences of each AR-Bench game', () => {
    for (const module of [guessNumberModule, situationModule, detectiveModule]) {
      const rows = module.rules!.differences!;
      expect(rows).toContain(AR_BENCH_SAMPLING_DIFFERENCE);
      expect(rows.find((r) => r.what.includes('<think>'))?.theirs).toMatch(/^AR-Bench reads the whole reply, the thinking included/);
    }
  });

  it('guess number: a guess only thought of is no guess here; AR-Bench’s last four digits find it', () => {
    const reply = '<think>Maybe 1234 fits the feedback.</think>I am not sure yet.';
    const params = guessNumber.variants.find((v) => v.id === 'ar-bench')!.params;
    const view = guessNumber.view(guessNumber.init(params, { secret: '5678' }), 'player');
    expect(readReply(guessPaper, reply, view, {})).toEqual({ ok: true, move: { guess: '' } });
    expect(parseArBenchGuess(reply)).toBe('1234');
  });

  it('situation puzzles: the judge is sent the question after the thinking; AR-Bench sends the whole reply', () => {
    const reply = '<think>The lamp matters.</think>Q: Was the lamp lit?';
    const view = situationPuzzles.view(situationPuzzles.init(situationPuzzles.variants[0]!.params, puzzle(1)), 'player') as PlayerView;
    expect(readReply(situationPaper, reply, view, {})).toEqual({ ok: true, move: { kind: 'ask', question: 'Q: Was the lamp lit?' } });
  });

  it('detective cases: a name after thinking is read here, and the final answer after it; AR-Bench reads neither so', () => {
    const start = detectiveCases.init(detectiveCases.variants[0]!.params, caseSetup(1));
    const view = detectiveCases.view(start, 'detective') as DetectiveView;
    const name = view.suspects[0]!.name;
    const reply = `<think>Who first?</think>${name}`;
    expect(readReply(detectivePaper, reply, view, {})).toMatchObject({ ok: true, move: { kind: 'choose', suspect: 'A' } });
    expect(parseSuspectChoice(reply, view.suspects.map((s) => s.name))).toBeNull();
    const answer = '<think>Answer: B, perhaps?</think>\nAnswer: C';
    expect(extractAnswerChoice(answer)).toBe('B');
    expect(extractAnswerChoice(answer.split('</think>')[1]!)).toBe('C');
  });
});
