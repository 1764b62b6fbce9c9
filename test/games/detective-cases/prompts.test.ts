import { describe, expect, it } from 'vitest';
import { detectiveCases as game, type DetectiveView, type State } from '../../../src/games/detective-cases/game';
import { jsonProtocol, paperProtocol } from '../../../src/games/detective-cases/prompts';
import { AR_BENCH, CLASSROOM, caseSetup } from './helpers';

const START: State = game.init(AR_BENCH, caseSetup(1));
const viewOf = (state: State) => game.view(state, 'detective') as DetectiveView;
const NAMES = 'Hollis Brandt, Ines Albuquerque, Marta Kovac, Callum Reyes, Tobias Reinholt';

describe('the detective’s free-text protocol follows AR-Bench’s loop', () => {
  it('gives the case in AR-Bench’s tidy form, without any story', () => {
    const system = paperProtocol.system!(viewOf(START));
    expect(system).toContain('The game runs for 25 turns');
    expect(system).toContain('The investigation focuses on five suspects, one of whom is the true murderer:\n- suspect 1:\n  - name: Hollis Brandt');
    expect(system).toContain('- murder weapon: The brass fog-bell hammer');
  });

  it('asks for a name, then the question, then reports the answer; a reply naming no one loses the turn', () => {
    const start = viewOf(START);
    expect(paperProtocol.turn(start, null)).toBe(`Turn 1: Now choose a suspect to interrogate: ${NAMES}. Answer only with the whole name of one suspect, with no explanation.`);
    expect(paperProtocol.parse('I would like to talk to Marta Kovac', start)).toEqual({ ok: true, move: { kind: 'choose', suspect: null } });
    const lost = game.apply(START, 'detective', { kind: 'choose', suspect: null }).state;
    expect(paperProtocol.turn(viewOf(lost), start)).toMatch(/^Your reply did not follow the instruction[^\n]*That turn is lost\.\n\nTurn 2: Now choose/);
    const chosen = game.apply(lost, 'detective', { kind: 'choose', suspect: 'C' }).state;
    expect(paperProtocol.turn(viewOf(chosen), viewOf(lost))).toMatch(/^Turn 2: Now give your question to Marta Kovac\. You may ask only one single question/);
    expect(paperProtocol.parse('Where were you at 8:40?', viewOf(chosen))).toEqual({ ok: true, move: { kind: 'ask', suspect: 'C', question: 'Where were you at 8:40?' } });
    const asked = game.apply(chosen, 'detective', { kind: 'ask', suspect: 'C', question: 'Where were you at 8:40?' }).state;
    const answered = game.apply(asked, 'C', { kind: 'answer', text: 'In the cafe.', hits: [2] }).state;
    expect(paperProtocol.turn(viewOf(answered), viewOf(chosen))).toMatch(/^In the cafe\.\n\nTurn 3: Now choose/);
  });

  it('asks for the reasoning and the letter at the end, and reads the letter AR-Bench’s way', () => {
    const full = viewOf({ ...START, turns: Array.from({ length: 25 }, (_, i) => ({ number: i + 1, suspect: null, question: null, answer: null, hits: [] })) });
    expect(paperProtocol.turn(full, full)).toContain('A. Hollis Brandt, B. Ines Albuquerque, C. Marta Kovac, D. Callum Reyes, E. Tobias Reinholt');
    expect(paperProtocol.parse('Reason: the key.\nAnswer: C. Marta Kovac', full)).toMatchObject({ ok: true, move: { kind: 'accuse', suspect: 'C' } });
    expect(paperProtocol.parse('It was Marta.', full)).toMatchObject({ ok: true, move: { kind: 'accuse', suspect: null } });
  });

  it('reads the edge replies as AR-Bench’s loop does, and the classroom the friendly way', () => {
    const start = viewOf(START);
    const classroom = viewOf(game.init(CLASSROOM, caseSetup(1)));
    // AR-Bench does not trim the name: the turn is lost.
    expect(paperProtocol.parse('Marta Kovac\n', start)).toEqual({ ok: true, move: { kind: 'choose', suspect: null } });
    expect(paperProtocol.parse('Marta Kovac\n', classroom)).toEqual({ ok: true, move: { kind: 'choose', suspect: 'C' } });
    // AR-Bench puts the whole reply to the suspect, even an empty one; the classroom asks again.
    const asking = { ...START, chosen: 'C' as const };
    const classroomAsking = { ...game.init(CLASSROOM, caseSetup(1)), chosen: 'C' as const };
    for (const text of ['', '  Where were you?\n']) {
      const read = paperProtocol.parse(text, viewOf(asking));
      expect(read).toEqual({ ok: true, move: { kind: 'ask', suspect: 'C', question: text } });
      if (read.ok) expect(game.validate(asking, 'detective', read.move)).toEqual({ ok: true, move: { kind: 'ask', suspect: 'C', question: text } });
    }
    expect(paperProtocol.parse('', viewOf(classroomAsking)).ok).toBe(false);
    expect(game.validate(classroomAsking, 'detective', { kind: 'ask', suspect: 'C', question: ' ' }).ok).toBe(false);
    expect(paperProtocol.parse('  Where were you?\n', viewOf(classroomAsking))).toMatchObject({ move: { question: 'Where were you?' } });
    const full = viewOf({ ...START, turns: Array.from({ length: 25 }, (_, i) => ({ number: i + 1, suspect: null, question: null, answer: null, hits: [] })) });
    expect(paperProtocol.parse('Reason: first A.\nAnswer: A\rB', full)).toMatchObject({ move: { suspect: 'B' } });
    // A final answer of any length is read, as AR-Bench reads it, not forfeited.
    const long = paperProtocol.parse(`Reason: ${'the key ring, '.repeat(1000)}\nAnswer: D`, full);
    if (!long.ok) throw new Error(long.error);
    const state = { ...START, turns: Array.from({ length: 25 }, (_, i) => ({ number: i + 1, suspect: null, question: null, answer: null, hits: [] })) };
    const checked = game.validate(state, 'detective', long.move);
    expect(checked).toMatchObject({ ok: true, move: { kind: 'accuse', suspect: 'D' } });
  });

  it('keeps the JSON detective from accusing early in AR-Bench', () => {
    expect(jsonProtocol.parse('{"reasoning": "", "action": "accuse", "suspect": "C"}', viewOf(START)).ok).toBe(false);
  });
});

describe('the detective’s conversation in AR-Bench’s loop', () => {
  it('keeps the chosen name stripped of its end punctuation, as AR-Bench appends it, where the classroom keeps the reply', async () => {
    const { llmAgent } = await import('../../../src/agents/llm');
    const { scriptedEngine } = await import('../../agents/scripted-engine');
    const { playEpisode } = await import('../../../src/run/episode');
    const module = (await import('../../../src/games/detective-cases')).default;
    const setup = caseSetup(1);
    const name = game.view(game.init(AR_BENCH, setup), 'detective') as DetectiveView;
    const first = name.suspects[0]!.name;
    const play = async (params: typeof AR_BENCH) => {
      const engine = scriptedEngine([`${first}.`, 'Where were you?', `${first}.`, 'Where were you?', 'Answer: A']);
      const suspects = Object.fromEntries(['A', 'B', 'C', 'D', 'E'].map((seat) => [seat, module.bots.find((b) => b.id === 'rules')!.create()]));
      await playEpisode({ game, variant: 'v', params: { ...params, maxTurns: 2 }, seed: 1, setup, runId: 'r', agents: { detective: llmAgent({ engine, protocol: paperProtocol }), ...suspects } });
      return engine.calls.at(-1)!.filter((m) => m.role === 'assistant').map((m) => m.content);
    };
    const kept = await play(AR_BENCH);
    expect(kept).toEqual([first, 'Where were you?', first, 'Where were you?']);
    expect(await play(CLASSROOM)).toEqual([`${first}.`, 'Where were you?', `${first}.`, 'Where were you?']);
  });
});

describe('the detective’s prompts as a person’s template', () => {
  it('fill the values AR-Bench’s own prompts are formatted with, so that their exact text can be brought', async () => {
    const { templatedProtocol } = await import('../../../src/core/template');
    const { caseBackground } = await import('../../../src/games/detective-cases/prompts');
    const text = 'The game will conduct in {{turns}} turns.\n{{background}}\n---\n{{answers}}Turn {{turn}}: Now choose a suspect to interrogate. {{suspect_names}}, just answer the whole name of a suspect';
    const templated = templatedProtocol(paperProtocol, { name: 'ar-bench.txt', text, hash: 'h' });
    const view = viewOf(START);
    expect(templated.system!(view)).toBe(`The game will conduct in 25 turns.\n${caseBackground(view)}`);
    expect(templated.turn(view, null)).toBe(`Turn 1: Now choose a suspect to interrogate. ${NAMES}, just answer the whole name of a suspect`);
    expect(paperProtocol.templateSlots!.values(view, null)).toMatchObject({ choice: `A. ${NAMES.split(', ')[0]}, B. ${NAMES.split(', ')[1]}, C. ${NAMES.split(', ')[2]}, D. ${NAMES.split(', ')[3]}, E. ${NAMES.split(', ')[4]}`, step: 'choose', suspect: '' });
  });
});
