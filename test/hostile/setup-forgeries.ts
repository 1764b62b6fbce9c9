/**
 * Setups changed against the data the app ships, per game, each one change: the forged claims'
 * corpus (claims.test.ts) applies them to real records. Test code only.
 */
import type { Json } from '../../src/core/record';
import { PUZZLES } from '../../src/games/game24/data';

type Setup = Record<string, any>;
type Forge = (setup: Setup, params: Record<string, Json>) => void;

export const SETUP_FORGERIES: Record<string, Forge[]> = {
  game24: [
    // The rank changed, the numbers kept.
    (s) => void (s.rank = s.rank === 1000 ? 999 : s.rank + 1),
    // An easy puzzle given a test-set rank.
    (s) => void (s.numbers = [...PUZZLES[0]!.numbers]),
  ],
  brainking: [
    (s) => void (s.entity = 'not-an-entity'),
    (s) => void (s.start = s.entity),
    (s) => void (s.similar = s.entity),
    (s) => void (s.misleading = s.misleading.length ? s.misleading.slice(1) : ['q1']),
    (s) => void (s.mode = s.mode === 'hard' ? 'easy' : 'hard'),
  ],
  'situation-puzzles': [
    (s) => void (s.puzzle.bottom = 'The man was simply tired of walking.'),
    (s) => void (s.keyAnswers = s.keyAnswers.map((a: string) => (a === 'Yes' ? 'No' : 'Yes'))),
    (s) => void (s.puzzle.surface = `${s.puzzle.surface} He smiled.`),
  ],
  'detective-cases': [
    (s) => void (s.record.label = (s.record.label + 1) % 5),
    (s) => void (s.record.murderer = s.record.suspects[1].name),
  ],
  asympuzl: [
    (s) => void (s.aliceClues[0].shape = s.aliceClues[1].shape),
    (s) => void (s.bobClues[0].color = s.bobClues[1].color),
  ],
  'brainking-oracle-check': [(s) => void (s.entity = 'not-an-entity')],
  'brainking-confusion': [
    (s) => void (s.entity = 'not-an-entity'),
    // A game of a file of runs (its source a record's id), its guess marked the other way.
    (s) => void Object.assign(s, { source: 'a-brainking-record', correct: !s.correct }),
  ],
  'situation-puzzles-judge-check': [(s) => void (s.puzzle = 100_000)],
};
