/**
 * The rules pages' tables of differences from the papers and the authors' code: every row is
 * shown by a check that runs Fogplay's code and finds it doing what the row's `ours` says, and
 * the rows' ids are exactly the checks' ids, so a new row without a check, or a check of a row
 * taken out, fails.
 */
import { describe, expect, it } from 'vitest';
import { llmAgent, settingsFor } from '../../src/agents/llm';
import { treeOfThoughtsAgent } from '../../src/agents/tot';
import { paramsOf } from '../../src/core/game';
import { readReply, VERBATIM_LIMIT, type Protocol } from '../../src/core/protocol';
import { createRng } from '../../src/core/rng';
import { templatedProtocol } from '../../src/core/template';
import type { Engine } from '../../src/engines/engine';
import { AR_BENCH_SAMPLING_DIFFERENCE } from '../../src/games/ar-bench';
import { drawSetup } from '../../src/games/asympuzl/rules';
import { asympuzl } from '../../src/games/asympuzl/game';
import { paperProtocol as asympuzlPaper } from '../../src/games/asympuzl/prompts';
import { avalon } from '../../src/games/avalon/game';
import { paperProtocol as avalonPaper } from '../../src/games/avalon/prompts';
import { ENTITIES, QUESTIONS } from '../../src/games/brainking/data';
import { brainking, type PlayerView as BrainkingView } from '../../src/games/brainking/game';
import { paperProtocol as brainkingPaper } from '../../src/games/brainking/prompts';
import { readCaseFile } from '../../src/games/detective-cases/case-file';
import { CASES } from '../../src/games/detective-cases/data';
import { detectiveCases, type DetectiveView, type SuspectView } from '../../src/games/detective-cases/game';
import { extractAnswerChoice, parseSuspectChoice } from '../../src/games/detective-cases/parse';
import { paperProtocol as detectivePaper, suspectPaperProtocol } from '../../src/games/detective-cases/prompts';
import type { CaseRecord } from '../../src/games/detective-cases/types';
import { check } from '../../src/games/game24/check';
import { TEST_SET } from '../../src/games/game24/data';
import { game24 } from '../../src/games/game24/game';
import { cotProtocol } from '../../src/games/game24/prompts';
import { game24ThoughtsBenchmark } from '../../src/games/game24/tot-benchmark';
import { totSolves } from '../../src/games/game24/tot-check';
import { game24Thoughts } from '../../src/games/game24/tot-prompts';
import { guessNumber } from '../../src/games/guess-number/game';
import { parseArBenchGuess } from '../../src/games/guess-number/parse';
import { friendlyProtocol as guessFriendly, paperProtocol as guessPaper, proactiveCotProtocol } from '../../src/games/guess-number/prompts';
import type { GameModule } from '../../src/games/module';
import { GAMES } from '../../src/games/registry';
import { situationPuzzles, type JudgeView, type PlayerView, type State as SituationState } from '../../src/games/situation-puzzles/game';
import { judgeJsonProtocol, judgePaperProtocol, paperProtocol as situationPaper } from '../../src/games/situation-puzzles/prompts';
import { playEpisode } from '../../src/run/episode';
import { scriptedEngine } from '../agents/scripted-engine';
import { play as playAvalon, PARAMS as AVALON_PARAMS, propose, round } from './avalon/helpers';
import { AR_BENCH as DETECTIVE_AR_BENCH, CLASSROOM as DETECTIVE_CLASSROOM, caseSetup, seatOf } from './detective-cases/helpers';
import { queryOf, scriptedModelEngine } from './game24/tot-scripted-model';
import { AR_BENCH as SITUATION_AR_BENCH, CLASSROOM as SITUATION_CLASSROOM, puzzle } from './situation-puzzles/helpers';

const modules: GameModule[] = await Promise.all(GAMES.map((entry) => entry.load()));
const moduleOf = (id: string) => modules.find((m) => m.game.id === id)!;
const rows = modules.flatMap((m) => (m.rules?.differences ?? []).map((row) => ({ game: m.game.id, row })));

/** A protocol of a game's module, for a seat. */
const protocolOf = (game: string, id: string, seat: string) => moduleOf(game).protocols.find((p) => p.id === id && (!p.seats || p.seats.includes(seat)))!;

const detectiveView = (params = DETECTIVE_AR_BENCH, chosen: 'C' | null = null) =>
  detectiveCases.view({ ...detectiveCases.init(params, caseSetup(1)), chosen }, 'detective') as DetectiveView;
const lastTurn = () => Array.from({ length: 25 }, (_, i) => ({ number: i + 1, suspect: null, question: null, answer: null, hits: [] }));

const situationState = (params = SITUATION_AR_BENCH, turns: SituationState['turns'] = []): SituationState => ({ ...situationPuzzles.init(params, puzzle(1)), turns });
const situationView = (params = SITUATION_AR_BENCH) => situationPuzzles.view(situationState(params), 'player') as PlayerView;
/** The judge's view with a question put to it. */
function judgeView(params = SITUATION_AR_BENCH): JudgeView {
  const asked = situationPuzzles.apply(situationState(params), 'player', { kind: 'ask', question: 'Did he die?' }).state;
  return situationPuzzles.view(asked, 'judge') as JudgeView;
}

/** An engine whose every reply is cut off at the token limit. */
function cutEngine(reply: string): Engine {
  const scripted = scriptedEngine(() => reply);
  return { ...scripted, chat: async (...args) => ({ ...(await scripted.chat(...args)), finishReason: 'length' }) };
}

const guessView = (variant: string) => guessNumber.view(guessNumber.init(paramsOf(guessNumber, variant), { secret: '5678' }), 'player');

/** The check of each row, by the row's id: each runs Fogplay's code and shows what the row says it does. */
const CHECKS: Record<string, () => void | Promise<void>> = {
  'avalon.vote-history': () => {
    for (const variant of avalon.variants) expect(variant.params.voteHistory, variant.id).toBe(!variant.id.startsWith('avalonbench-'));
    const told = (voteHistory: boolean) => {
      const { state } = playAvalon(round(0, [0, 1], 'yynnn'), undefined, { ...AVALON_PARAMS, voteHistory });
      return avalonPaper.turn(avalon.view(state, '1'), null);
    };
    expect(told(true)).toContain('Approve: Players 0 and 1. Reject: Players 2, 3 and 4. The team was rejected.');
    expect(told(false)).toContain('The team was rejected.');
    expect(told(false)).not.toContain('Approve:');
  },

  'avalon.fifth-proposal': () => {
    const rejected = [0, 1, 2, 3].flatMap((leader) => round(leader, [0, 1], 'nnnnn'));
    const { state, results } = playAvalon([...rejected, ...round(4, [0, 1], 'nnnnn')]);
    expect(state.proposals.at(-1)).toMatchObject({ attempt: 5, votes: [false, false, false, false, false], approved: true });
    expect(results.at(-1)).toMatchObject({ approved: true });
    // The team goes on the quest: a member plays a quest card next.
    expect(avalon.current(state)).toBe('0');
    expect(avalon.view(state, '0')).toMatchObject({ phase: 'quest' });
  },

  'avalon.reading': () => {
    const voting = avalon.view(playAvalon([propose(0, 0, 1)]).state, '0');
    // The labelled line, in any case, read directly after the thinking; its first word decides.
    expect(readReply(avalonPaper, '<think>Vote: reject?</think>Seats 0 and 1 look fine.\nvote: Approve', voting, {})).toEqual({ ok: true, move: { kind: 'vote', approve: true } });
    // AvalonBench would read "Nobody" as a No in its restated reply; without the line, nothing is read here.
    expect(readReply(avalonPaper, 'Nobody here seems evil, so yes.', voting, {}).ok).toBe(false);
    const proposing = avalon.view(playAvalon([]).state, '0');
    expect(readReply(avalonPaper, 'Players 3 and 4 worry me.\nTeam: 0, 1', proposing, {})).toEqual({ ok: true, move: { kind: 'propose', team: [0, 1] } });
  },

  'detective-cases.suspect-name': () => {
    const name = detectiveView().suspects[2]!.name;
    expect(detectivePaper.parse(`${name}\n`, detectiveView())).toEqual({ ok: true, move: { kind: 'choose', suspect: null } });
    expect(detectivePaper.parse(`${name}\n`, detectiveView(DETECTIVE_CLASSROOM))).toEqual({ ok: true, move: { kind: 'choose', suspect: 'C' } });
    expect(detectivePaper.parse(`"${name}."`, detectiveView())).toEqual({ ok: true, move: { kind: 'choose', suspect: null } });
    // The conversation keeps the name as AR-Bench appends it, end punctuation stripped; the classroom keeps the reply.
    expect(detectivePaper.kept!(`${name}.`, detectiveView())).toBe(name);
    expect(detectivePaper.kept!(`${name}.`, detectiveView(DETECTIVE_CLASSROOM))).toBe(`${name}.`);
  },

  'detective-cases.question': () => {
    const asking = { ...detectiveCases.init(DETECTIVE_AR_BENCH, caseSetup(1)), chosen: 'C' as const };
    const read = detectivePaper.parse('', detectiveView(DETECTIVE_AR_BENCH, 'C'));
    expect(read).toEqual({ ok: true, move: { kind: 'ask', suspect: 'C', question: '' } });
    expect(detectiveCases.validate(asking, 'detective', { kind: 'ask', suspect: 'C', question: '' }).ok).toBe(true);
    expect(detectiveCases.apply(asking, 'detective', { kind: 'ask', suspect: 'C', question: '' }).state.turns).toHaveLength(1);
    expect(detectivePaper.parse('', detectiveView(DETECTIVE_CLASSROOM, 'C')).ok).toBe(false);
    expect(detectivePaper.parse('  Where were you?\n', detectiveView(DETECTIVE_CLASSROOM, 'C'))).toMatchObject({ move: { question: 'Where were you?' } });
  },

  'detective-cases.final-answer': () => {
    const full = { ...detectiveCases.init(DETECTIVE_AR_BENCH, caseSetup(1)), turns: lastTurn() };
    const view = detectiveCases.view(full, 'detective') as DetectiveView;
    expect(detectivePaper.parse('Reason: first A.\nAnswer: A\rB', view)).toMatchObject({ move: { kind: 'accuse', suspect: 'B' } });
    const long = detectivePaper.parse(`Reason: ${'the key ring, '.repeat(1000)}\nAnswer: D`, view);
    if (!long.ok) throw new Error(long.error);
    expect(long.move).toMatchObject({ suspect: 'D' });
    expect((long.move as { reasoning: string }).reasoning).toHaveLength(8000);
    expect(detectiveCases.validate(full, 'detective', long.move)).toMatchObject({ ok: true });
  },

  'detective-cases.case-file': () => {
    const entry = { time: '8 pm', activity: 'Dined alone.' };
    const timelineOf = (timeline: unknown) => {
      const record = structuredClone(CASES[0]!) as Record<string, any>;
      record.suspects[0].timeline = timeline;
      const read = readCaseFile(JSON.stringify([record]));
      if (!read.ok) throw new Error(read.error);
      return ((read.setups[0] as { record: CaseRecord }).record.suspects[0] as { timeline?: unknown }).timeline;
    };
    expect(timelineOf([entry])).toEqual([entry]);
    expect(timelineOf({ timeline: [entry], suspect: 'X' })).toEqual([entry]);
    expect(timelineOf(entry)).toEqual([entry]);
    expect(timelineOf('at home all night')).toBeUndefined();
  },

  'detective-cases.key-questions': () => {
    // The murderer, who has three key questions.
    const seat = seatOf(caseSetup(1), 0);
    const asking = { ...detectiveCases.init(DETECTIVE_AR_BENCH, caseSetup(1)), chosen: seat };
    const asked = detectiveCases.apply(asking, 'detective', { kind: 'ask', suspect: seat, question: 'Where were you?' }).state;
    const read = suspectPaperProtocol.parse('In the cellar.\nHit points: 1', detectiveCases.view(asked, seat) as SuspectView);
    expect(read).toEqual({ ok: true, move: { kind: 'answer', text: 'In the cellar.', hits: [1] } });
    if (!read.ok) return;
    const answered = detectiveCases.apply(asked, seat, read.move).state;
    expect(answered.turns.at(-1)!.hits).toEqual([1]);
    const seen = JSON.stringify(detectiveCases.view(answered, 'detective'));
    expect(seen).toContain('In the cellar.');
    expect(seen).not.toMatch(/hit points|"hits"/i);
  },

  'detective-cases.prompts': () => {
    const view = detectiveView();
    // Fogplay's own words by default, not AR-Bench's.
    expect(detectivePaper.turn(view, null)).not.toContain('just answer the whole name');
    // A template words each step as the authors' code does, one request per step.
    const text = 'In {{turns}} turns.\n{{background}}\n---\n--- step: choose\n{{answers}}Turn {{turn}}: choose from {{suspect_names}}.\n--- step: ask\nTurn {{turn}}: your question to {{suspect}}?\n--- step: accuse\nWho? {{choice}}';
    const templated = templatedProtocol(detectivePaper, { name: 'ar-bench.txt', text, hash: 'h' });
    const chosen = detectiveView(DETECTIVE_AR_BENCH, 'C');
    expect(templated.system!(view)).toMatch(/^In 25 turns\.\n/);
    expect(templated.turn(view, null)).toBe(`Turn 1: choose from ${view.suspects.map((s) => s.name).join(', ')}.`);
    expect(templated.turn(chosen, view)).toBe(`Turn 1: your question to ${chosen.suspects[2]!.name}?`);
    const last = { ...view, turns: lastTurn() };
    expect(templated.turn(last, last)).toBe(`Who? ${view.suspects.map((s) => `${s.letter}. ${s.name}`).join(', ')}`);
  },

  'game24.reading': () => {
    const numbers = [4, 5, 6, 10];
    const stateAfter = (reply: string) => {
      const view = game24.view(game24.init({ set: 'test', attempts: 1 }, { numbers, rank: 901 }), 'player');
      const parsed = cotProtocol.parse(reply, view);
      if (!parsed.ok) throw new Error(parsed.error);
      const state = game24.apply(game24.init({ set: 'test', attempts: 1 }, { numbers, rank: 901 }), 'player', parsed.move).state;
      const { solved, totSolved } = game24.metrics(state, game24.outcome(state)!, { events: [], players: [] } as never);
      return [solved, totSolved];
    };
    expect(stateAfter('**Answer:** (10 - 4) * 5 - 6 = 24')).toEqual([true, false]);
    expect(stateAfter('Answer: (10 - 4) * 5 - 6 = 23')).toEqual([false, true]);
    expect(stateAfter('Answer: (10 - 4) × 5 − 6 = 24')).toEqual([true, false]);
    expect(stateAfter('Answer: (10 - 4) * 5 - 6 = 24')).toEqual([true, true]);
  },

  'game24.arithmetic': () => {
    for (const [expression, numbers] of [['4! * (3 - 2) * 1', [1, 2, 3, 4]], ['2 ** 3 * (4 - 1)', [1, 2, 3, 4]], ['+(10 - 4) * 5 - 6', [4, 5, 6, 10]]] as const) {
      expect(check(expression, numbers).ok, expression).toBe(false);
      expect(totSolves(`Answer: ${expression} = 24`, numbers), expression).toBe(true);
    }
  },

  'game24.search': () => {
    const searches = moduleOf('game24').searches!;
    expect(searches.map((s) => s.id)).toEqual(['tot', 'tot-friendly']);
    const view = { numbers: [4, 5, 6, 10], rank: 901, maxAttempts: 1, attempts: [] };
    const reply = '10 - 4 = 6 (left: 5 6 6)\nnot a step\n\n10 - 4 = 6 (left: 5 6 6)';
    expect(game24ThoughtsBenchmark.expand(game24ThoughtsBenchmark.root(view), reply)).toHaveLength(4);
    expect(game24Thoughts.expand(game24Thoughts.root(view), reply)).toHaveLength(1);
    const node = { puzzle: view.numbers, path: '10 - 4 = 6 (left: 5 6 6)\n' };
    expect(game24ThoughtsBenchmark.score('sure.', node)).toBeNull();
    expect(game24Thoughts.score('sure.')).toBe(20);
    // Solved when any final path is right by test_output, though the first is a bold answer ToT refuses.
    const state = game24.init({ set: 'test', attempts: 1 }, { numbers: view.numbers, rank: 901 });
    const lines = ['**Answer: 5 * (10 - 4) - 6 = 24**', 'Answer: (5 * (10 - 4)) - 6 = 23'];
    expect(game24.apply(state, 'player', { expression: '5 * (10 - 4) - 6', candidateLines: lines }).result).toMatchObject({ tot: true });
    expect(game24.apply(state, 'player', { expression: '5 * (10 - 4) - 6', candidateLines: lines.slice(0, 1) }).result).toMatchObject({ tot: false });
  },

  'game24.value-cache': async () => {
    const engine = scriptedModelEngine();
    const agent = treeOfThoughtsAgent({ engine, task: game24ThoughtsBenchmark });
    const puzzle = TEST_SET[0]!;
    const asked: string[][] = [];
    for (const seed of [1, 2]) {
      const before = engine.calls.length;
      await playEpisode({ game: game24, variant: 'test', params: { set: 'test', attempts: 1 }, seed, setup: { numbers: [...puzzle.numbers], rank: puzzle.rank }, runId: 'r', agents: { player: agent } });
      asked.push(engine.calls.slice(before).map((call) => call[0]!.content));
    }
    const judgements = (prompts: string[]) => prompts.filter((p) => ['value', 'judge'].includes(queryOf(p).kind));
    // Within a puzzle each judgement is asked three times, once; the next puzzle asks them all again.
    const first = judgements(asked[0]!);
    expect(first.length).toBeGreaterThan(0);
    for (const prompt of new Set(first)) expect(first.filter((p) => p === prompt)).toHaveLength(3);
    expect(judgements(asked[1]!)).toEqual(first);
  },

  'game24.thinking': async () => {
    const proposal = '<think>Perhaps 5 + 6 = 11 (left: 4 10 11)\nor not.</think>10 - 4 = 6 (left: 5 6 6)';
    const engine = scriptedEngine((messages) => (messages[0]!.content.endsWith('Possible next steps:') ? (engine.calls.length === 1 ? proposal : '') : 'impossible'));
    await playEpisode({
      game: game24, variant: 'test', params: { set: 'test', attempts: 1 }, seed: 1, setup: { numbers: [4, 5, 6, 10], rank: 901 }, runId: 'r',
      agents: { player: treeOfThoughtsAgent({ engine, task: game24ThoughtsBenchmark, valueSamples: 1 }) },
    });
    // One path from the reply after the thinking, where ToT's split of the whole reply makes two.
    expect(proposal.split('\n')).toHaveLength(2);
    expect(engine.calls[1]![0]!.content).toMatch(/\n5 6 6$/);
    expect(engine.calls[2]![0]!.content).toMatch(/\nInput: 5 6 6\nPossible next steps:$/);
    // A reply whose thinking never closes: ToT scores its last line, Fogplay reads no answer.
    const open = '<think>Let me see.\nAnswer: (10 - 4) * 5 - 6 = 24';
    expect(totSolves(open, [4, 5, 6, 10])).toBe(true);
    const view = game24.view(game24.init({ set: 'test', attempts: 1 }, { numbers: [4, 5, 6, 10], rank: 901 }), 'player');
    expect(readReply(cotProtocol, open, view, {})).toMatchObject({ ok: false });
  },

  'game24.cut-reply': async () => {
    const cut = 'First 10 - 4 = 6, then 6 * 5 = 30, and';
    const play = (engine: Engine) =>
      playEpisode({
        game: game24, variant: 'test', params: { set: 'test', attempts: 1 }, seed: 1, setup: { numbers: [4, 5, 6, 10], rank: 901 }, runId: 'r',
        agents: { player: llmAgent({ engine, protocol: cotProtocol as Protocol }) },
      });
    // ToT scores the cut reply's last line, a failure; here it is asked again, and the next reply plays.
    expect(totSolves(cut, [4, 5, 6, 10])).toBe(false);
    const replies = [cut, 'Answer: (10 - 4) * 5 - 6 = 24'];
    const scripted = scriptedEngine(replies.slice());
    const once: Engine = { ...scripted, chat: async (...args) => ({ ...(await scripted.chat(...args)), ...(scripted.calls.length === 1 && { finishReason: 'length' as const }) }) };
    const retried = await play(once);
    expect(retried.events.map((e) => e.type)).toEqual(['model-call', 'invalid', 'model-call', 'move']);
    expect(retried.events[1]).toMatchObject({ cut: true });
    expect(retried.metrics).toMatchObject({ solved: true, totSolved: true, cut: 1 });
    // A cut reply that holds an answer is read as any other.
    const answered = await play(cutEngine('First 10 - 4 = 6, then 6 * 5 = 30.\n(10 - 4) * 5 - 6'));
    expect(answered.events.map((e) => e.type)).toEqual(['model-call', 'move']);
    expect(answered.metrics).toMatchObject({ solved: true, cut: 0 });
    // Cut every time: out of tokens once the error allowance is spent.
    const spent = await play(cutEngine(cut));
    expect(spent.events.filter((e) => e.type === 'invalid')).toHaveLength(game24.errorAllowance + 1);
    expect(spent.metrics).toMatchObject({ solved: false, totSolved: false, errorClass: 'out-of-tokens' });
  },

  'guess-number.no-digits': async () => {
    const engine = scriptedEngine(['I am not sure yet.', ...Array<string>(24).fill('Guess: [1234]'), 'Final: 1234']);
    const episode = await playEpisode({
      game: guessNumber, variant: 'ar-bench', params: paramsOf(guessNumber, 'ar-bench'), seed: 1, setup: { secret: '1234' }, runId: 'r',
      agents: { player: llmAgent({ engine, protocol: guessPaper as Protocol }) },
    });
    expect(episode.metrics).toMatchObject({ invalid: 0, missingGuesses: 1 });
    expect(episode.outcome).toEqual({ solved: true, guesses: 26 });
  },

  'guess-number.digits': () => {
    const view = guessView('ar-bench');
    expect(readReply(guessPaper, 'Guess: [１２３４]', view, {})).toEqual({ ok: true, move: { guess: '1234' } });
    expect(parseArBenchGuess('Guess: ١٢٣٤')).toBe('1234');
    expect(guessFriendly.parse('1234', guessView('early-stop')).ok).toBe(false);
    expect(guessFriendly.parse('Guess: [1234]', guessView('early-stop'))).toMatchObject({ ok: true });
  },

  'guess-number.run-table': () => {
    const summary = guessNumber.summarize([
      { solved: true, guesses: 26, invalid: 0, cut: 0, missingGuesses: 0, processScores: [1], digitScores: [1], firstExact: 2 },
      { solved: false, guesses: 26, invalid: 0, cut: 0, missingGuesses: 0, processScores: [0], digitScores: [0], firstExact: 0 },
    ]);
    const ids = summary.stats.map((s) => s.id);
    expect(ids.slice(0, 3)).toEqual(['solveRate', 'firstExactRate', 'meanFirstExact']);
    expect(ids.indexOf('meanGuesses')).toBeGreaterThan(2);
  },

  'guess-number.fallback': async () => {
    const engine = scriptedEngine(() => 'Strategies: ELIMINATION. I cannot decide yet.');
    const episode = await playEpisode({
      game: guessNumber, variant: 'ar-bench-proactive-cot', params: paramsOf(guessNumber, 'ar-bench-proactive-cot'), seed: 1, setup: { secret: '1234' }, runId: 'r',
      agents: { player: llmAgent({ engine, protocol: proactiveCotProtocol as Protocol }) },
    });
    // No random guess is ever played: the model is asked again, three times, and forfeits at the fourth failure in a row.
    expect(episode.events.filter((e) => e.type === 'move')).toHaveLength(0);
    expect(episode.events.filter((e) => e.type === 'invalid')).toHaveLength(4);
    expect(guessNumber.errorAllowance).toBe(3);
    expect(episode.events.at(-1)).toMatchObject({ type: 'forfeit', reason: '4 invalid attempts in a row' });
  },

  'guess-number.secrets': () => {
    const test = guessNumber.allSetups!(paramsOf(guessNumber, 'ar-bench-test')).map((s) => s.secret);
    expect(test).toHaveLength(100);
    expect(test.slice(0, 3)).toEqual(['8362', '1058', '9340']);
    for (const variant of guessNumber.variants.filter((v) => v.id !== 'ar-bench-test')) expect(guessNumber.allSetups!(variant.params), variant.id).toHaveLength(5040);
  },

  'situation-puzzles.edge-replies': () => {
    expect(situationPuzzles.init(SITUATION_AR_BENCH, puzzle(1)).params.maxQuestions).toBe(25);
    expect(situationPaper.parse('', situationView())).toEqual({ ok: true, move: { kind: 'ask', question: '' } });
    expect(situationPaper.parse('Q:', situationView())).toEqual({ ok: true, move: { kind: 'ask', question: 'Q:' } });
    expect(situationPuzzles.validate(situationState(), 'player', { kind: 'ask', question: '' }).ok).toBe(true);
    for (const reply of ['', '   ', 'Q:']) expect(situationPaper.parse(reply, situationView(SITUATION_CLASSROOM)).ok, reply).toBe(false);
  },

  'situation-puzzles.judge-reply': () => {
    expect(judgePaperProtocol.parse('No, never.', judgeView())).toMatchObject({ ok: true, move: { kind: 'answer', reply: 'No', said: 'No, never' } });
    expect(judgePaperProtocol.parse('Perhaps.', judgeView())).toMatchObject({ ok: true, move: { kind: 'answer', reply: 'other', said: 'Perhaps' } });
    expect(judgePaperProtocol.parse('Perhaps.', judgeView(SITUATION_CLASSROOM)).ok).toBe(false);
    expect(judgePaperProtocol.parse('No, never.', judgeView(SITUATION_CLASSROOM))).not.toHaveProperty('move.said');
    expect(judgeJsonProtocol.parse('{"answer": "Perhaps", "hit_points": []}', judgeView()).ok).toBe(false);
  },

  'situation-puzzles.key-points': () => {
    const view = judgeView();
    expect(judgePaperProtocol.system!(view)).toContain(view.keyQuestions[0]!.text);
    expect(judgePaperProtocol.parse('Yes\nHit points: 1', view)).toMatchObject({ ok: true, move: { kind: 'answer', reply: 'Yes', resolved: [1] } });
  },

  'brainking.entities': () => {
    expect(ENTITIES).toHaveLength(523);
    expect(new Set(ENTITIES.map((e) => e.domain)).size).toBe(15);
    expect(QUESTIONS).toHaveLength(48);
    for (const entity of ENTITIES) {
      expect(entity.concepts.length, entity.name).toBeGreaterThanOrEqual(3);
      expect(entity.concepts.length, entity.name).toBeLessThanOrEqual(4);
      expect(Object.keys(entity.answers).sort(), entity.name).toEqual(QUESTIONS.map((q) => q.id).sort());
    }
  },

  'brainking.oracle': () => {
    const start = (variant: string) => brainking.init(paramsOf(brainking, variant), brainking.allSetups!(paramsOf(brainking, variant))[0]!);
    const offBank = { kind: 'ask', question: 'Would it fit in a shoebox?' };
    expect(brainking.validate(start('easy'), 'player', offBank)).toMatchObject({ ok: false, reason: expect.stringMatching(/^I can only answer the questions on my list/) });
    expect(brainking.validate(start('easy'), 'player', { kind: 'ask', question: QUESTIONS[0]!.text }).ok).toBe(true);
    expect(brainking.validate(start('easy-open'), 'player', offBank).ok).toBe(true);
  },

  'brainking.broad-start': () => {
    const entity = ENTITIES[0]!;
    const startOf = (variant: string) => (brainking.view(brainking.init(paramsOf(brainking, variant), brainking.allSetups!(paramsOf(brainking, variant))[0]!), 'player') as BrainkingView).start;
    expect(brainking.allSetups!(paramsOf(brainking, 'broad'))[0]!.entity).toBe(entity.name);
    expect(['easy', 'medium', 'hard', 'broad'].map(startOf)).toEqual([entity.concepts[0], entity.concepts[1], entity.concepts[0], entity.concepts[2]]);
  },

  'brainking.prompts': () => {
    const params = paramsOf(brainking, 'hard');
    const view = brainking.view(brainking.init(params, brainking.allSetups!(params)[0]!), 'player') as BrainkingView;
    const prompt = `${brainkingPaper.system?.(view) ?? ''}\n${brainkingPaper.turn(view, null)}`;
    expect(prompt).toMatch(/some of my answers may be wrong/);
    expect(prompt).not.toMatch(new RegExp(`\\b${params.misleading}\\b[^\\n]*(misleading|wrong)`));
    expect(settingsFor(brainkingPaper, {})).toEqual({ maxTokens: 200 });
  },

  'asympuzl.sampling': () => {
    expect(settingsFor(asympuzlPaper, {})).toEqual({ temperature: 0, maxTokens: asympuzlPaper.maxTokens });
    expect(settingsFor(asympuzlPaper, { temperature: 0.7 })).toMatchObject({ temperature: 0.7 });
    const json = protocolOf('asympuzl', 'json', 'alice');
    expect(settingsFor(json, {})).toEqual({ maxTokens: json.maxTokens });
  },

  'asympuzl.invalid-replies': async () => {
    const params = paramsOf(asympuzl, asympuzl.variants[0]!.id);
    const engine = scriptedEngine(() => 'I will write position 1 as a red circle.');
    const episode = await playEpisode({
      game: asympuzl, variant: 'test', params, seed: 1, setup: drawSetup(params, createRng(1)), runId: 'r',
      agents: { alice: llmAgent({ engine, protocol: asympuzlPaper as Protocol }), bob: llmAgent({ engine, protocol: asympuzlPaper as Protocol }) },
    });
    const invalid = episode.events.filter((e) => e.type === 'invalid');
    expect(asympuzl.errorAllowance).toBe(3);
    expect(invalid).toHaveLength(4);
    expect(invalid.every((e) => (e as { reason: string }).reason.length > 20)).toBe(true);
    expect(engine.calls[1]!.at(-1)!.content).toContain((invalid[0] as { reason: string }).reason);
    expect(episode.events.at(-1)).toMatchObject({ type: 'forfeit', reason: '4 invalid attempts in a row' });
  },

  'asympuzl.puzzles': () => {
    const params = { size: 5, feedback: 'none', setting: 'pair' } as const;
    const orders = new Set<string>();
    for (let seed = 1; seed <= 40; seed++) {
      const { truth, bobClues } = drawSetup(params, createRng(seed));
      expect(new Set(truth.map((t) => t.shape)).size).toBe(5);
      expect(new Set(truth.map((t) => t.color)).size).toBe(5);
      expect([...bobClues].sort((a, b) => a.shape.localeCompare(b.shape))).toEqual(truth.map(({ shape, color }) => ({ shape, color })).sort((a, b) => a.shape.localeCompare(b.shape)));
      orders.add(String(bobClues.map((c) => truth.findIndex((t) => t.shape === c.shape))));
    }
    expect(orders.size).toBeGreaterThan(20);
  },

  'asympuzl.first-turn': () => {
    const params = { size: 5, feedback: 'both', setting: 'pair' } as const;
    const view = asympuzl.view(asympuzl.init(params, drawSetup(params, createRng(1))), 'alice');
    const prompt = asympuzlPaper.turn(view, null);
    expect(prompt).toContain('Recent conversation:\n(no messages yet)');
    expect(prompt).toContain('Feedback:\n(none yet: feedback comes at the end of each turn)');
  },

  'ar-bench.sampling': () => {
    const arBench = [
      ...['paper', 'few-shot', 'few-shot-inst', 'proactive-cot'].map((id) => protocolOf('guess-number', id, 'player')),
      protocolOf('situation-puzzles', 'paper', 'player'), protocolOf('situation-puzzles', 'paper', 'judge'),
      protocolOf('detective-cases', 'paper', 'detective'), protocolOf('detective-cases', 'paper', 'A'),
    ];
    for (const p of arBench) expect(settingsFor(p, {}), p.version).toEqual({ temperature: 0.7, topP: 0.7 });
    expect(settingsFor(protocolOf('detective-cases', 'paper', 'detective'), { maxTokens: 100, temperature: 0 })).toEqual({ temperature: 0, topP: 0.7, maxTokens: 100 });
    const own = protocolOf('guess-number', 'friendly', 'player');
    expect(settingsFor(own, {})).toEqual({ maxTokens: own.maxTokens });
  },

  'ar-bench.long-reply': () => {
    const within = 'Was it the lamp?'.padEnd(VERBATIM_LIMIT, '?');
    const over = `${within}?`;
    expect(situationPuzzles.validate(situationState(), 'player', { kind: 'ask', question: within }).ok).toBe(true);
    expect(situationPuzzles.validate(situationState(), 'player', { kind: 'ask', question: over })).toMatchObject({ ok: false });
    const chosen = detectiveCases.apply(detectiveCases.init(DETECTIVE_AR_BENCH, caseSetup(1)), 'detective', { kind: 'choose', suspect: 'A' }).state;
    expect(detectiveCases.validate(chosen, 'detective', { kind: 'ask', question: within }).ok).toBe(true);
    expect(detectiveCases.validate(chosen, 'detective', { kind: 'ask', question: over })).toMatchObject({ ok: false });
  },

  'ar-bench.thinking': () => {
    // Guess number: a guess only thought of is no guess here; AR-Bench's last four digits find it.
    const thought = '<think>Maybe 1234 fits the feedback.</think>I am not sure yet.';
    expect(readReply(guessPaper, thought, guessView('ar-bench'), {})).toEqual({ ok: true, move: { guess: '' } });
    expect(parseArBenchGuess(thought)).toBe('1234');
    // Situation puzzles: the judge is sent the question after the thinking; AR-Bench sends the whole reply.
    expect(readReply(situationPaper, '<think>The lamp matters.</think>Q: Was the lamp lit?', situationView(), {})).toEqual({ ok: true, move: { kind: 'ask', question: 'Q: Was the lamp lit?' } });
    // Detective cases: a name after thinking is read here, and the final answer after it; AR-Bench reads neither so.
    const view = detectiveView();
    const name = view.suspects[0]!.name;
    expect(readReply(detectivePaper, `<think>Who first?</think>${name}`, view, {})).toMatchObject({ ok: true, move: { kind: 'choose', suspect: 'A' } });
    expect(parseSuspectChoice(`<think>Who first?</think>${name}`, view.suspects.map((s) => s.name))).toBeNull();
    const answer = '<think>Answer: B, perhaps?</think>\nAnswer: C';
    expect(extractAnswerChoice(answer)).toBe('B');
    expect(extractAnswerChoice(answer.split('</think>')[1]!)).toBe('C');
    // A reply whose thinking never closes is read as none.
    expect(readReply(guessPaper, '<think>1234 perhaps', guessView('ar-bench'), {})).toMatchObject({ ok: false, error: expect.stringMatching(/never closed/) });
  },
};

describe('the rules pages’ tables of differences', () => {
  it('fill what, theirs, ours and why in every row; rows that share an id are one difference', () => {
    expect(rows.length).toBeGreaterThan(0);
    for (const { row } of rows) for (const field of [row.what, row.theirs, row.ours, row.why]) expect(field.trim().length, row.id).toBeGreaterThan(3);
    for (const { game, row } of rows) {
      expect(row.id, game).toMatch(/^[a-z0-9-]+\.[a-z0-9-]+$/);
      expect(rows.filter((r) => r.game === game && r.row.id === row.id), row.id).toHaveLength(1);
      expect(new Set(rows.filter((r) => r.row.id === row.id).map((r) => `${r.row.what}|${r.row.ours}|${r.row.why}`)).size, row.id).toBe(1);
    }
    for (const game of ['guess-number', 'situation-puzzles', 'detective-cases']) expect(moduleOf(game).rules!.differences, game).toContain(AR_BENCH_SAMPLING_DIFFERENCE);
  });

  it('have a check for every row, and a row for every check', () => {
    expect([...new Set(rows.map((r) => r.row.id))].sort()).toEqual(Object.keys(CHECKS).sort());
  });

  it.each(Object.keys(CHECKS))('%s: Fogplay does what the row says', async (id) => {
    await CHECKS[id]!();
  });
});
