import type { GameRules } from '../module';

/** BrainKing's confusion check explained for its rules page. */
export const rulesPage: GameRules = {
  seats: { judge: { name: 'Judge', role: 'Reads one hard-mode BrainKing game and says whether its player was misled and never came back.' } },
  howToPlay: [
    'Each episode is one finished hard-mode BrainKing game: played here from the puzzle number (the question-bank bot asking, the rule-based oracle answering), or taken from a file of BrainKing runs you exported.',
    'The page lists the answers that misled the player, with the true answer to each, and every question asked after each of them.',
    'Answer Yes if the player followed the misleading direction and never returned from it, No if it recovered or was never misled.',
  ],
  paperMeasured: [
    'BrainKing (Chen et al., 2024) reports a model’s ability to recognise confusion in hard mode beside its accuracy. Its exact judging protocol could not be consulted here: this check’s definition, misled and never came back, is Fogplay’s.',
    'The rule-of-thumb bot is a heuristic, not the paper’s judge: it says misled when a misleading answer was given and the wrong final guess is the similar entity or one that fits every misleading answer.',
  ],
  metrics: [
    { id: 'misledWithoutRecovery', name: 'Judged misled without recovery', meaning: 'The share of the judged games in which the judge says the player followed a misleading answer and never came back, with its 95% interval.' },
    { id: 'accuracy', name: 'Accuracy of the judged episodes', meaning: 'The share of the judged games in which the player found the hidden thing.' },
    { id: 'guessedSimilar', name: 'Final guess was the similar entity', meaning: 'The share of the judged games that ended on the similar thing the misleading answers pointed to.' },
    { id: 'misleadingGiven', name: 'Episodes where a misleading answer was given', meaning: 'The share of the judged games in which the oracle gave at least one misleading answer (a game can end before any is given).' },
  ],
};
