import type { GameRules } from '../module';
import { judgeCheckFigure } from '../ar-bench-reported';

/** The situation puzzles' judge check explained for its rules page. */
export const rulesPage: GameRules = {
  seats: { judge: { name: 'Judge (answers)', role: 'Knows the hidden story and replies to each key question of the puzzle.' } },
  howToPlay: [
    'Each episode takes one situation puzzle and asks the judge every one of its key questions, one at a time.',
    'Reply as the judge of a game would: Yes, No or Unknown, and say whether the question resolves that key point. The check compares each reply with the puzzle’s written answer.',
    'Its purpose: when a model judges the situation puzzles, the players’ scores depend on its replies. This check measures how far a model’s replies can be trusted, and the puzzles’ results show it beside every run a model judged.',
  ],
  paperMeasured: [
    'AR-Bench used a model as the judge of its situation puzzles. This check is Fogplay’s: it compares a judge with the answers written in the paper’s data.',
  ],
  metrics: [
    { id: 'agreement', name: 'Agreement with the data', meaning: 'The share of all key questions whose reply matches the written answer.' },
    { id: 'agreement.yes', name: 'Agreement where the data says Yes', meaning: 'The same, over the key questions whose answer is Yes.' },
    { id: 'agreement.no', name: 'Agreement where the data says No', meaning: 'The same, over the key questions whose answer is No: a judge that always says Yes fails here.' },
    { id: 'unknown', name: 'Replied Unknown', meaning: 'The share of replies that were Unknown.' },
    { id: 'notAQuestion', name: 'Replied “not a question”', meaning: 'The share of key questions the judge did not take as a question.' },
    { id: 'resolved', name: 'Counted as resolved', meaning: 'The share of key questions the judge said the question resolves (each is asked word for word, so all should be).' },
  ],
  reported: [judgeCheckFigure],
};
