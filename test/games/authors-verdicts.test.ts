/**
 * Each game's benchmark reading beside its authors' own, reply by reply. The tables
 * (`test/games/<id>/authors-verdicts.json`) hold varied replies and the verdict the authors' code
 * gave each one (`authors-verdicts.py` runs it); here Fogplay's benchmark variant reads the same
 * replies the way a model seat does (`readReply`: the thinking set aside, then the protocol). A row
 * where the two part must be one that a row of the game's rules-page differences explains, named
 * below with how many rows it parts; so a change of reading fails here, whichever way it goes.
 * ToT's test_output on 27 reply forms for each of the 100 test puzzles stays in
 * `game24/tot-check.test.ts`, and AR-Bench's whole detective loop in
 * `detective-cases/ar-bench-loop.test.ts`: this file holds each reading on its own.
 */
import { describe, expect, it } from 'vitest';
import type { Game, GameTypes } from '../../src/core/game';
import { readReply, VERBATIM_LIMIT, type Protocol } from '../../src/core/protocol';
import { createRng } from '../../src/core/rng';
import { LONG_REPLY_DIFFERENCE } from '../../src/games/ar-bench';
import type { GameModule } from '../../src/games/module';
import avalonModule from '../../src/games/avalon/index';
import { avalon, type MoveKind, type View as AvalonView } from '../../src/games/avalon/game';
import { paperProtocol as avalonPaper } from '../../src/games/avalon/prompts';
import detectiveModule from '../../src/games/detective-cases/index';
import { CASES } from '../../src/games/detective-cases/data';
import { detectiveCases } from '../../src/games/detective-cases/game';
import type { DetectiveView } from '../../src/games/detective-cases/types';
import { paperProtocol as detectivePaper } from '../../src/games/detective-cases/prompts';
import game24Module from '../../src/games/game24/index';
import { game24, type Move as Game24Move } from '../../src/games/game24/game';
import { ioProtocol } from '../../src/games/game24/prompts';
import { currentNumbers, game24ThoughtsBenchmark as search } from '../../src/games/game24/tot-benchmark';
import guessNumberModule from '../../src/games/guess-number/index';
import { guessNumber, type Move as GuessMove, type View as GuessView } from '../../src/games/guess-number/game';
import { paperProtocol as guessPaper, proactiveCotProtocol } from '../../src/games/guess-number/prompts';
import { MISSING_GUESS } from '../../src/games/guess-number/rules';
import situationModule from '../../src/games/situation-puzzles/index';
import { PUZZLES, setupOf } from '../../src/games/situation-puzzles/data';
import { situationPuzzles } from '../../src/games/situation-puzzles/game';
import { judgePaperProtocol, paperProtocol as situationPaper } from '../../src/games/situation-puzzles/prompts';
import avalonTable from './avalon/authors-verdicts.json' with { type: 'json' };
import detectiveTable from './detective-cases/authors-verdicts.json' with { type: 'json' };
import game24Table from './game24/authors-verdicts.json' with { type: 'json' };
import guessTable from './guess-number/authors-verdicts.json' with { type: 'json' };
import situationTable from './situation-puzzles/authors-verdicts.json' with { type: 'json' };

interface Row {
  reply?: string;
  path?: string;
  verdict: unknown;
}

interface Table {
  repository: string;
  commit: string;
  readers: Record<string, { function: string; rows: Row[] }>;
}

/**
 * Where Fogplay's reading may part from the authors': the rules-page difference (its `what`) that
 * says so, the rows it reaches, and how many of them part (a thinking block need not change a verdict).
 */
type Departures = { difference: string; rows: (row: Row) => boolean; parts: number }[];

interface Reader {
  /** Fogplay's benchmark reading of a row, in the table's terms. */
  read: (row: Row) => unknown;
  departures?: Departures;
}

/** A reply that opens with thinking: every AR-Bench variant reads only what follows it. */
const thinks = (row: Row) => /^\s*<think>/.test(row.reply ?? '');

/** The move a model seat reads from a reply, or null where it asks again. */
function moveOf<View, Move>(protocol: Protocol<View, Move>, reply: string, view: View): Move | null {
  const parsed = readReply(protocol, reply, view, {});
  return parsed.ok ? parsed.move : null;
}

/** The move a model seat reads from a reply and the game then takes, or null where either asks again. */
function played<T extends GameTypes>(game: Game<T>, state: T['state'], seat: string, protocol: Protocol<T['view'], T['move']>, reply: string): T['move'] | null {
  const move = moveOf(protocol, reply, game.view(state, seat));
  if (move === null) return null;
  const valid = game.validate(state, seat, move);
  return valid.ok ? valid.move : null;
}

/** A state after the given moves, each by its seat. */
const after = <T extends GameTypes>(game: Game<T>, state: T['state'], moves: [string, unknown][]): T['state'] =>
  moves.reduce((s, [seat, move]) => game.apply(s, seat, move as T['move']).state, state);

const THINKING = 'A model’s thinking, between <think> and </think>';
/** A reply longer than the AR-Bench variants take as written. */
const huge = (row: Row) => (row.reply ?? '').length > VERBATIM_LIMIT;

// Guess Number: the AR-Bench variant at its first guess.
const guessState = guessNumber.init(guessNumber.variants.find((v) => v.id === 'ar-bench')!.params, { secret: '0379' });
const guessOf = (protocol: Protocol<GuessView, GuessMove>, reply: string) => played(guessNumber, guessState, 'player', protocol, reply)?.guess ?? null;

// Situation puzzles, the AR-Bench variant on the first bundled puzzle: the first question, its reply, and the answer after the last.
const situation = (() => {
  const start = situationPuzzles.init(situationPuzzles.variants.find((v) => v.id === 'ar-bench')!.params, setupOf(PUZZLES[0]!));
  const turn: [string, unknown][] = [['player', { kind: 'ask', question: 'Was it night?' }], ['judge', { kind: 'answer', reply: 'Yes', resolved: [] }]];
  return {
    asking: start,
    replying: after(situationPuzzles, start, [turn[0]!]),
    answering: after(situationPuzzles, start, Array.from({ length: start.params.maxQuestions }, () => turn).flat()),
  };
})();

// Detective cases, the AR-Bench variant on the first bundled case: choosing, asking the second suspect, and accusing after turns lost.
const detective = (() => {
  const start = detectiveCases.init(detectiveCases.variants.find((v) => v.id === 'ar-bench')!.params, { record: structuredClone(CASES[0]!) });
  const lost: [string, unknown] = ['detective', { kind: 'choose', suspect: null }];
  return {
    choosing: start,
    names: (detectiveCases.view(start, 'detective') as DetectiveView).suspects,
    asking: after(detectiveCases, start, [['detective', { kind: 'choose', suspect: 'B' }]]),
    accusing: after(detectiveCases, start, Array.from({ length: start.params.maxTurns }, () => lost)),
  };
})();

// Game of 24: a test puzzle, an answer read and scored as the benchmark variant does.
const puzzle = game24Table.puzzle;
const game24State = game24.init({ set: 'test', attempts: 1 }, { numbers: puzzle, rank: 901 });
const totOf = (move: Game24Move | null) => (move === null ? null : Number(game24.apply(game24State, 'player', move).result.tot));
/** A final path of the search, as its answer: the validation a search's answer passes, then ToT's scoring. */
function finalScore(path: string): number | null {
  const valid = game24.validate(game24State, 'player', search.answer([{ puzzle, path }]));
  return totOf(valid.ok ? valid.move : null);
}

// Avalon: a benchmark variant's view at each kind of move, for the reading alone (the game then checks the move against the phase).
const avalonView = (() => {
  const params = avalon.variants[0]!.params;
  const state = avalon.init(params, avalon.setup(params, createRng(1)));
  return (kind: MoveKind): AvalonView => ({ ...avalon.view(state, '0'), yourMove: kind });
})();
const avalonMove = (reply: string, kind: MoveKind) => moveOf(avalonPaper, reply, avalonView(kind));
const READING_A_MOVE = 'Reading a move';

const GAMES: { id: string; module: GameModule; table: Table; readers: Record<string, Reader> }[] = [
  {
    id: 'guess-number',
    module: guessNumberModule,
    table: guessTable,
    readers: {
      paper: {
        read: (row) => {
          const guess = guessOf(guessPaper, row.reply!);
          return guess === MISSING_GUESS ? '' : guess;
        },
        departures: [{ difference: THINKING, rows: thinks, parts: 2 }],
      },
      'proactive-cot': {
        read: (row) => guessOf(proactiveCotProtocol, row.reply!),
        departures: [{ difference: THINKING, rows: thinks, parts: 2 }],
      },
    },
  },
  {
    id: 'situation-puzzles',
    module: situationModule,
    table: situationTable,
    readers: {
      judge: {
        read: (row) => {
          const move = played(situationPuzzles, situation.replying, 'judge', judgePaperProtocol, row.reply!);
          return move?.kind === 'answer' ? move.said : null;
        },
        departures: [
          { difference: THINKING, rows: thinks, parts: 3 },
          { difference: 'A model judge’s reply', rows: (row) => /hit point/i.test(row.reply!), parts: 1 },
          { difference: LONG_REPLY_DIFFERENCE.what, rows: huge, parts: 1 },
        ],
      },
      question: {
        read: (row) => {
          const move = played(situationPuzzles, situation.asking, 'player', situationPaper, row.reply!);
          return move?.kind === 'ask' ? move.question : null;
        },
        departures: [{ difference: THINKING, rows: thinks, parts: 3 }, { difference: LONG_REPLY_DIFFERENCE.what, rows: huge, parts: 1 }],
      },
      answer: {
        read: (row) => {
          const move = played(situationPuzzles, situation.answering, 'player', situationPaper, row.reply!);
          if (move?.kind !== 'explain') return null;
          const { f1Char, f1Word } = situationPuzzles.apply(situation.answering, 'player', move).result as { f1Char: number; f1Word: number };
          return { f1Char: Number(f1Char.toFixed(12)), f1Word: Number(f1Word.toFixed(12)) };
        },
        departures: [{ difference: THINKING, rows: thinks, parts: 2 }, { difference: LONG_REPLY_DIFFERENCE.what, rows: huge, parts: 1 }],
      },
    },
  },
  {
    id: 'detective-cases',
    module: detectiveModule,
    table: detectiveTable,
    readers: {
      choice: {
        read: (row) => {
          const move = played(detectiveCases, detective.choosing, 'detective', detectivePaper, row.reply!);
          const letter = move?.kind === 'choose' ? move.suspect : null;
          return letter === null ? null : detective.names.find((s) => s.letter === letter)!.name;
        },
        departures: [{ difference: THINKING, rows: thinks, parts: 1 }],
      },
      question: {
        read: (row) => {
          const move = played(detectiveCases, detective.asking, 'detective', detectivePaper, row.reply!);
          return move?.kind === 'ask' ? move.question : null;
        },
        departures: [{ difference: THINKING, rows: thinks, parts: 3 }, { difference: LONG_REPLY_DIFFERENCE.what, rows: huge, parts: 1 }],
      },
      answer: {
        read: (row) => {
          const move = played(detectiveCases, detective.accusing, 'detective', detectivePaper, row.reply!);
          return move?.kind === 'accuse' ? (move.suspect ?? '') : null;
        },
        departures: [{ difference: THINKING, rows: thinks, parts: 2 }],
      },
    },
  },
  {
    id: 'game24',
    module: game24Module,
    table: game24Table,
    readers: {
      test_output: {
        read: (row) => totOf(played(game24, game24State, 'player', ioProtocol, row.reply!)),
        departures: [{ difference: THINKING, rows: thinks, parts: 2 }],
      },
      current_numbers: { read: (row) => currentNumbers({ puzzle, path: row.path! }) },
      value: { read: (row) => search.score(row.reply!, { puzzle, path: row.path! }) ?? 0 },
      final: { read: (row) => finalScore(row.path!) },
      proposals: { read: (row) => search.expand({ puzzle, path: row.path! }, row.reply!).map((node) => node.path) },
    },
  },
  {
    id: 'avalon',
    module: avalonModule,
    table: avalonTable,
    readers: {
      propose: {
        read: (row) => {
          const move = avalonMove(row.reply!, 'propose');
          return move?.kind === 'propose' ? move.team : null;
        },
        departures: [{ difference: READING_A_MOVE, rows: () => true, parts: 11 }],
      },
      vote: {
        read: (row) => {
          const move = avalonMove(row.reply!, 'vote');
          return move?.kind === 'vote' ? Number(move.approve) : null;
        },
        departures: [{ difference: READING_A_MOVE, rows: () => true, parts: 18 }],
      },
      quest: {
        read: (row) => {
          const move = avalonMove(row.reply!, 'quest');
          return move?.kind === 'quest' ? Number(move.pass) : null;
        },
        departures: [{ difference: READING_A_MOVE, rows: () => true, parts: 19 }],
      },
      assassinate: {
        read: (row) => {
          const move = avalonMove(row.reply!, 'assassinate');
          return move?.kind === 'assassinate' ? move.target : null;
        },
        departures: [{ difference: READING_A_MOVE, rows: () => true, parts: 14 }],
      },
    },
  },
];

const shown = (row: Row) => JSON.stringify(row.path === undefined ? row.reply : { path: row.path, reply: row.reply }).slice(0, 120);

describe('each game’s benchmark reading beside its authors’ code, reply by reply', () => {
  for (const { id, module, table, readers } of GAMES) {
    describe(`${id} (${table.repository} at ${table.commit.slice(0, 7)})`, () => {
      it('reads with every reader the table holds, and the table holds 30 replies or more for each', () => {
        expect(Object.keys(readers).sort()).toEqual(Object.keys(table.readers).sort());
        for (const reader of Object.values(table.readers)) expect(reader.rows.length).toBeGreaterThanOrEqual(30);
      });

      for (const [name, { read, departures = [] }] of Object.entries(readers)) {
        it(`agrees with ${table.readers[name]!.function.split(' ')[1]} (${name}) but where the rules page says it does not`, () => {
          const differences = new Set((module.rules?.differences ?? []).map((d) => d.what));
          for (const { difference } of departures) expect(differences, `the rules page of ${id} has no difference “${difference}”`).toContain(difference);
          const unexplained: string[] = [];
          const parted = new Map(departures.map((d) => [d.difference, 0]));
          for (const row of table.readers[name]!.rows) {
            const ours = read(row);
            if (JSON.stringify(ours) === JSON.stringify(row.verdict)) continue;
            const explained = departures.find((d) => d.rows(row));
            if (explained) parted.set(explained.difference, parted.get(explained.difference)! + 1);
            else unexplained.push(`${shown(row)}: theirs ${JSON.stringify(row.verdict)}, ours ${JSON.stringify(ours)}`);
          }
          expect(unexplained).toEqual([]);
          expect(parted).toEqual(new Map(departures.map((d) => [d.difference, d.parts])));
        });
      }
    });
  }
});
