import type { GameRules } from '../module';

/** The BrainKing oracle check explained for its rules page. */
export const rulesPage: GameRules = {
  seats: { oracle: { name: 'Oracle (answers)', role: 'Is told the hidden thing and answers every question of the bank about it, Yes or No.' } },
  howToPlay: [
    'Each episode names one thing of the BrainKing data set and puts every question of the question bank about it to the oracle, one at a time.',
    'Answer each Yes or No as truthfully as you can. Nothing is guessed: the check compares each answer with the data set’s.',
    'Its purpose: when a model answers as BrainKing’s oracle, its players’ results are only as good as its answers. This check measures how far a model’s answers can be trusted, and the BrainKing results show it beside every run a model answered.',
  ],
  paperMeasured: [
    'BrainKing’s answers come from its data set, so the paper needed no oracle model. This check is Fogplay’s: it applies the paper’s data to the open variants, where a model answers in place of the data.',
  ],
  metrics: [
    { id: 'agreement', name: 'Agreement with the data', meaning: 'The share of all answers that match the data set, with its 95% interval and the number of answers in brackets.' },
    { id: 'agreement.*', name: 'Agreement: one question', meaning: 'The same for one question of the bank, over all the things asked about: which questions the oracle gets wrong.' },
  ],
};
