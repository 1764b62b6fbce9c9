/** How a model plays either seat: the messages it gets and how its replies become moves. */
import { describe, expect, it } from 'vitest';
import { PUZZLES, setupOf } from '../../../src/games/situation-puzzles/data';
import { situationPuzzles as game, type JudgeView, type PlayerView, type State } from '../../../src/games/situation-puzzles/game';
import { judgeJsonProtocol, judgePaperProtocol, jsonProtocol, paperProtocol } from '../../../src/games/situation-puzzles/prompts';
import { NOT_A_QUESTION } from '../../../src/games/situation-puzzles/transcript';
import { llmAgent } from '../../../src/agents/llm';
import type { ModelCallEvent } from '../../../src/core/record';
import { scriptedEngine } from '../../agents/scripted-engine';
import { AR_BENCH, CLASSROOM, play, playerSecrets, puzzle } from './helpers';

const turn = (number: number, question: string, reply: State['turns'][number]['reply'], resolved: number[] = []) => ({ number, question, reply, resolved });
const stateWith = (turns: State['turns'], params = AR_BENCH, setup = puzzle(1)): State => ({ ...game.init(params, setup), turns });
const playerView = (state: State) => game.view(state, 'player') as PlayerView;
const judgeView = (state: State) => game.view(state, 'judge') as JudgeView;

describe('the player’s AR-Bench protocol', () => {
  const start = playerView(stateWith([]));

  it('gives the rules and the surface once, then asks turn by turn, passing on each reply as it is', () => {
    const system = paperProtocol.system!(start);
    expect(system).toContain('You have 25 turns of questions.');
    expect(system).toContain(`Puzzle: ${puzzle(1).puzzle.surface}`);
    expect(system).toContain('Do not tell me your answer before I ask for it.');
    expect(system).toMatch(/Q: \[Your question\]$/);
    expect(paperProtocol.turn(start, null)).toBe('Turn 1: ask your next question.');
    const one = playerView(stateWith([turn(1, 'Did he die?', 'not-a-question')]));
    expect(paperProtocol.turn(one, start)).toBe(`${NOT_A_QUESTION}\nTurn 2: ask your next question.`);
  });

  it('asks for the answer after the last question, and keeps the whole reply as the explanation', () => {
    const last = playerView(stateWith(Array.from({ length: 25 }, (_, i) => turn(i + 1, `Q${i}?`, 'Yes'))));
    const previous = playerView(stateWith(Array.from({ length: 24 }, (_, i) => turn(i + 1, `Q${i}?`, 'Yes'))));
    expect(paperProtocol.turn(last, previous)).toBe('Yes\nThe questions are over. From what you have learned, give your answer to the puzzle directly, in this format:\nA: [Your answer]');
    expect(paperProtocol.parse('A: He lied.\n', last)).toEqual({ ok: true, move: { kind: 'explain', text: 'A: He lied.\n' } });
  });

  it('takes the whole reply as the question or the answer in AR-Bench’s loop, empty or not', () => {
    expect(paperProtocol.parse('Let me think.\nQ: Was it murder?\n', start)).toEqual({ ok: true, move: { kind: 'ask', question: 'Let me think.\nQ: Was it murder?\n' } });
    expect(paperProtocol.parse('', start)).toEqual({ ok: true, move: { kind: 'ask', question: '' } });
    const last = playerView(stateWith(Array.from({ length: 25 }, (_, i) => turn(i + 1, `Q${i}?`, 'Yes'))));
    expect(paperProtocol.parse('', last)).toEqual({ ok: true, move: { kind: 'explain', text: '' } });
  });

  it('reads the last Q: line as the question, or the whole reply without one; an A: only where explaining is allowed', () => {
    const start = playerView(stateWith([], { ...AR_BENCH, verbatim: false }));
    expect(paperProtocol.parse('Let me think.\nQ: Was it murder?\n', start)).toEqual({ ok: true, move: { kind: 'ask', question: 'Was it murder?' } });
    expect(paperProtocol.parse('**Q1:** Did he know her?', start)).toEqual({ ok: true, move: { kind: 'ask', question: 'Did he know her?' } });
    expect(paperProtocol.parse('Was it murder?', start)).toEqual({ ok: true, move: { kind: 'ask', question: 'Was it murder?' } });
    expect(paperProtocol.parse('A: he lied', start)).toEqual({ ok: true, move: { kind: 'ask', question: 'A: he lied' } });
    expect(paperProtocol.parse('   ', start)).toMatchObject({ ok: false });
    const classroom = playerView(stateWith([], CLASSROOM));
    expect(paperProtocol.system!(classroom)).toContain('you may give your final answer at any turn');
    expect(paperProtocol.parse('Q: Was it murder?\nA: He lied.', classroom)).toEqual({ ok: true, move: { kind: 'explain', text: 'Q: Was it murder?\nA: He lied.' } });
    expect(paperProtocol.parse('A: He lied.\nQ: Was it murder?', classroom)).toEqual({ ok: true, move: { kind: 'ask', question: 'Was it murder?' } });
  });

  it('offers only the moves the turn allows as JSON', () => {
    expect(jsonProtocol.jsonSchema).toBeTypeOf('function');
    const schema = (view: PlayerView) => (jsonProtocol.jsonSchema as (v: PlayerView) => { properties: { action: { enum: string[] } } })(view).properties.action.enum;
    expect(schema(start)).toEqual(['ask']);
    expect(schema(playerView(stateWith([], CLASSROOM)))).toEqual(['ask', 'answer']);
    expect(jsonProtocol.parse('{"reasoning": "", "action": "answer", "text": "He lied."}', start)).toEqual({ ok: true, move: { kind: 'explain', text: 'He lied.' } });
  });

  it('never tells the player the story, the core sentence, the key questions or their answers, for any puzzle', () => {
    for (const p of PUZZLES) {
      const setup = setupOf(p);
      const views = [0, 1, 25].map((n) => playerView(stateWith(Array.from({ length: n }, (_, i) => turn(i + 1, `Is clue ${i} important?`, 'Unknown', [1])), AR_BENCH, setup)));
      const text = [paperProtocol, jsonProtocol].flatMap((protocol) => [
        protocol.system!(views[0]!), protocol.turn(views[0]!, null), protocol.turn(views[1]!, views[0]!), protocol.turn(views[2]!, views[1]!), protocol.retry('Try again.', views[1]!),
      ]).join('\n');
      // A person's template sees only what the slots hold.
      const slots = [null, ...views].slice(0, -1).map((previous, i) => Object.values(paperProtocol.templateSlots!.values(views[i]!, previous)).join('\n'));
      for (const secret of playerSecrets(setup)) expect(`${text}\n${slots.join('\n')}`, `puzzle ${p.index}`).not.toContain(secret);
    }
  });
});

describe('a prompt template in the player’s seat', () => {
  it('has the surface, the replies since the last turn and the whole history to fill its slots', () => {
    const before = playerView(stateWith([turn(1, 'Was the lamp lit?', 'No')]));
    const now = playerView(stateWith([turn(1, 'Was the lamp lit?', 'No'), turn(2, 'Did a ship sink?', 'Yes')]));
    expect(paperProtocol.templateSlots!.values(now, before)).toEqual({
      surface: puzzle(1).puzzle.surface,
      questions: String(AR_BENCH.maxQuestions),
      turn: '3',
      replies: 'Yes',
      history: 'Q1: Was the lamp lit?\nA1: No\nQ2: Did a ship sink?\nA2: Yes',
      request: 'Turn 3: ask your next question.',
    });
    expect(paperProtocol.templateSlots!.values(playerView(stateWith([])), null)).toMatchObject({ replies: '', history: '(no questions yet)', turn: '1' });
  });
});

describe('the judge’s protocols', () => {
  const asked = judgeView(stateWith([turn(1, 'Did the keeper forget to light the lamp?', null, [1])]));

  it('give the surface, the bottom, the numbered key points and the fixed sentence, and each question as the player wrote it', () => {
    const system = judgePaperProtocol.system!(asked);
    expect(system).toContain(`## Surface\n${puzzle(1).puzzle.surface}`);
    expect(system).toContain(`## Bottom\n${puzzle(1).puzzle.bottom}`);
    expect(system).toContain('1. Had the keeper changed the flashing pattern of his lighthouse back to the old one?\n2. Did the keeper forget to light the lamp?');
    expect(system).toContain(`reply only: ${NOT_A_QUESTION}`);
    expect(judgePaperProtocol.turn(asked, null)).toBe('Did the keeper forget to light the lamp?');
  });

  it('never carry the key answers: a judge check would measure nothing', () => {
    const without = judgeView(stateWith([turn(1, 'Did the keeper forget to light the lamp?', null, [1])], AR_BENCH, { ...puzzle(1), keyAnswers: null }));
    for (const protocol of [judgePaperProtocol, judgeJsonProtocol]) {
      expect(protocol.system!(asked)).toBe(protocol.system!(without));
      expect(protocol.turn(asked, null)).toBe(protocol.turn(without, null));
    }
  });

  it('read the reply and the key points hit, adding them to those resolved before', () => {
    const asked = judgeView(stateWith([turn(1, 'Did the keeper forget to light the lamp?', null, [1])], CLASSROOM));
    expect(judgePaperProtocol.parse('No\nHit point: 2, 3', asked)).toEqual({ ok: true, move: { kind: 'answer', reply: 'No', resolved: [1, 2, 3] } });
    expect(judgePaperProtocol.parse('Unknown.\nNo point is hit', asked)).toEqual({ ok: true, move: { kind: 'answer', reply: 'Unknown', resolved: [1] } });
    expect(judgePaperProtocol.parse(`${NOT_A_QUESTION.replace(/\.$/, '')}`, asked)).toEqual({ ok: true, move: { kind: 'answer', reply: 'not-a-question', resolved: [1] } });
    // A key point the puzzle does not have is dropped, as AR-Bench's parser would not match it either.
    expect(judgePaperProtocol.parse('Yes\nHit point: 4, 9', asked)).toEqual({ ok: true, move: { kind: 'answer', reply: 'Yes', resolved: [1, 4] } });
    expect(judgePaperProtocol.parse('Perhaps.', asked)).toMatchObject({ ok: false });
    expect(judgeJsonProtocol.parse('{"answer": "Not a question", "hit_points": [2]}', asked)).toEqual({ ok: true, move: { kind: 'answer', reply: 'not-a-question', resolved: [1, 2] } });
  });

  it('in AR-Bench’s loop, pass a free-text reply on as written, stripped as AR-Bench strips it, and never refuse one', () => {
    expect(judgePaperProtocol.parse('No, never.\nNo point is hit', asked)).toEqual({ ok: true, move: { kind: 'answer', reply: 'No', resolved: [1], said: 'No, never' } });
    expect(judgePaperProtocol.parse('  Yes. / Hit point: 2\n', asked)).toEqual({ ok: true, move: { kind: 'answer', reply: 'Yes', resolved: [1, 2], said: 'Yes' } });
    // None of the words: the classroom variant asks again; AR-Bench's loop passes it on.
    expect(judgePaperProtocol.parse('Perhaps...', asked)).toEqual({ ok: true, move: { kind: 'answer', reply: 'other', resolved: [1], said: 'Perhaps' } });
    const heard = playerView({ ...stateWith([turn(1, 'Q?', 'No')]), turns: [{ ...turn(1, 'Q?', 'No'), said: 'No, never' }] });
    expect(paperProtocol.turn(heard, playerView(stateWith([])))).toBe('No, never\nTurn 2: ask your next question.');
    // Structured replies are Fogplay's own format: read as before.
    expect(judgeJsonProtocol.parse('{"answer": "No", "hit_points": []}', asked)).toEqual({ ok: true, move: { kind: 'answer', reply: 'No', resolved: [1] } });
  });

  it('in AR-Bench’s loop, cost one judge call a question, the player reading each reply as written; the classroom asks again', async () => {
    const judgeReplies = () => Array.from({ length: 25 }, (_, i) => (i % 2 ? 'Perhaps.' : 'No, never.'));
    const player = scriptedEngine([...Array.from({ length: 25 }, (_, i) => `Q: Question ${i + 1}?`), 'A: He lied.']);
    const judge = scriptedEngine(judgeReplies());
    const episode = await play(AR_BENCH, puzzle(1), { player: llmAgent({ engine: player, protocol: paperProtocol }), judge: llmAgent({ engine: judge, protocol: judgePaperProtocol }) });
    expect(judge.calls).toHaveLength(25);
    expect(episode.events.some((e) => e.type === 'invalid')).toBe(false);
    expect(player.calls[1]!.at(-1)!.content).toBe('No, never\nTurn 2: ask your next question.');
    expect(player.calls[2]!.at(-1)!.content).toBe('Perhaps\nTurn 3: ask your next question.');
    expect(episode.events.filter((e): e is ModelCallEvent => e.type === 'model-call' && e.seat === 'judge')).toHaveLength(25);

    const kind = scriptedEngine(['Perhaps.', 'No, never.']);
    const classroom = await play({ ...CLASSROOM, maxQuestions: 1, verdict: false }, puzzle(1), {
      player: llmAgent({ engine: scriptedEngine(['Q: Question 1?', 'A: He lied.']), protocol: paperProtocol }),
      judge: llmAgent({ engine: kind, protocol: judgePaperProtocol }),
    });
    expect(kind.calls).toHaveLength(2);
    expect(classroom.events.flatMap((e) => (e.type === 'move' && (e.move as { kind: string }).kind === 'answer' ? [e.move] : []))).toEqual([{ kind: 'answer', reply: 'No', resolved: [] }]);
  });

  it('ask for a verdict on the explanation where the variant wants one', () => {
    const state = { ...stateWith([turn(1, 'Q?', 'Yes')], CLASSROOM), explanation: 'He lied.' };
    const view = judgeView(state);
    expect(judgePaperProtocol.turn(view, null)).toBe("The player's final answer:\nHe lied.\n\nCompared with the bottom, is this answer correct, partly correct, or wrong? Reply with one word: Correct, Partly or Wrong.");
    expect(judgePaperProtocol.parse('Partly correct.', view)).toEqual({ ok: true, move: { kind: 'verdict', verdict: 'partly' } });
    expect(judgeJsonProtocol.parse('{"verdict": "wrong"}', view)).toEqual({ ok: true, move: { kind: 'verdict', verdict: 'wrong' } });
    expect((judgeJsonProtocol.jsonSchema as (v: JudgeView) => { required: string[] })(view).required).toEqual(['verdict']);
  });
});
