import type { BotSpec, GameModule } from '../module';
import { keyQuestionPlayer, rulesJudge, storyJudge } from './bots';
import { shippedSetup } from '../shipped';
import { situationPuzzles } from './game';
import type { Setup } from './types';
import { readPuzzleFile } from './puzzle-file';
import { protocols } from './prompts';
import { rulesPage } from './rules-page';
import { situationReported } from '../ar-bench-reported';

/** The rule-based judge, shared with the judge check. */
export const rules: BotSpec = {
  id: 'rules',
  label: 'Rule-based judge (a stand-in, not a model)',
  description:
    'Knows only the data’s key questions and their answers, not the story: it answers a question it can match to a key question by words, says Unknown to the rest, and calls what is not a yes-or-no question not a question. For an imported puzzle, which has no key answers, it answers Yes to a matched key question.',
  forPeople:
    'The rule-based judge cannot follow a story: it answers only questions close to the puzzle’s hidden key questions (Unknown to the rest), and gives no verdict on an explanation. For a class, seat the story-reading judge, let the teacher judge on their own computer while students ask from phones (Across devices), or seat a model.',
  seats: ['judge'],
  create: () => rulesJudge,
};

const situationPuzzlesModule: GameModule = {
  game: situationPuzzles,
  bots: [
    {
      id: 'key-questions',
      label: 'Key-question bot (a reference line)',
      description: 'Knows the bundled puzzles: asks the key questions in order, then explains with the core sentence and the facts the judge confirmed or denied.',
      seats: ['player'],
      create: () => keyQuestionPlayer,
    },
    rules,
    {
      id: 'story',
      label: 'Story-reading judge (for people)',
      description:
        'Reads the hidden story: answers a matched key question as the data does, else finds the fact of the story a question asks about, by its words, words of the same sense and negation, and answers Yes or No from it; where the story holds nothing it says it cannot tell (Unknown). No verdict on an explanation.',
      forPeople:
        'The story-reading judge is a rule, not a reader: it answers plain questions about the story’s facts and says “I can’t tell” where no fact matches, and it cannot judge an explanation (compare yours with the story at the end).',
      seats: ['judge'],
      create: () => storyJudge,
    },
  ],
  // A person solving a puzzle alone meets the judge that reads the story, not the benchmark's stand-in.
  defaultSeats: { classroom: { judge: 'bot:story' } },
  protocols,
  oracleCheck: 'situation-puzzles-judge-check',
  // Key answers come only with a built-in puzzle; a file's puzzle has none and is not checked here.
  setupProblem: shippedSetup(situationPuzzles, (s: Setup) => (s.keyAnswers === null ? null : `built-in puzzle ${s.puzzle.index}`)),
  oracleSeats: ['judge'],
  setupsFile: { label: 'AR-Bench situation puzzles (JSON)', accept: '.json', read: readPuzzleFile },
  references: [situationReported],
  rules: rulesPage,
};

export default situationPuzzlesModule;
