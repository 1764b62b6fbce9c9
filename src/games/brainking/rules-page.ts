import type { GameRules } from '../module';

/** A batch that mixes modes gives the same numbers per mode too (`easy.accuracy`…). */
const groups = ['easy', 'medium', 'hard', 'broad'].map((mode) => ({
  id: `${mode}.*`,
  name: `${mode.charAt(0).toUpperCase()}${mode.slice(1)}: …`,
  meaning: `The same numbers over the batch’s ${mode}-mode games only, when a batch mixes modes.`,
}));

/** BrainKing explained for its rules page. */
export const rulesPage: GameRules = {
  seats: {
    player: { name: 'Player (asks)', role: 'Asks yes-or-no questions, then makes one guess.' },
    oracle: { name: 'Oracle (answers)', role: 'Knows the hidden thing and answers each question Yes or No, then says whether the guess is right.' },
  },
  howToPlay: [
    'Something is hidden: an animal, an object, a place… You are told a concept it belongs to, such as “dental care items”.',
    'Ask up to 20 yes-or-no questions, then make one guess. Fewer questions is better.',
    'Easy mode starts from the most specific concept, medium from a broader one. Hard mode starts like easy, but some answers are misleading: they are true of a similar thing, not of the hidden one.',
    'With the rule-based oracle, only the data set’s questions can be answered; in the open variants a model or a person answers any question. In “Think of anything” a person thinks of anything at all and answers, and the bank bot or a model asks.',
  ],
  paperMeasured: [
    'BrainKing asked whether models can solve a problem when information is missing or wrong. It measured accuracy (the hidden thing found) and rounds (the questions asked before the right guess, a fixed penalty when it was not found).',
    'It combined them into win rates, so a model that finds the thing with fewer questions scores higher, and compared the three modes to see how misleading answers hurt.',
  ],
  metrics: [
    { id: 'accuracy', name: 'Accuracy', meaning: 'The share of games whose guess was right.' },
    { id: 'meanRounds', name: 'Mean rounds', meaning: 'Questions asked before the right guess, counting 30 for a game not won, as the paper does.' },
    { id: 'accuracyWinRate', name: 'Accuracy win rate', meaning: 'The paper’s rate: 100 × accuracy.' },
    { id: 'roundsWinRate', name: 'Rounds win rate', meaning: 'The paper’s rate: 100 ÷ mean rounds; higher means fewer questions.' },
    { id: 'totalWinRate', name: 'Total win rate', meaning: 'The mean of the two rates above.' },
    { id: 'meanQuestions', name: 'Questions asked', meaning: 'Questions per game, won or not.' },
    { id: 'meanInvalid', name: 'Invalid attempts', meaning: 'Moves the rules refused (a question the rule-based oracle cannot answer, a second guess), per game.' },
    { id: 'meanCut', name: 'Cut replies', meaning: 'Model replies cut off at the token limit before they were complete, per game: counted apart from invalid attempts, as the reply was too long rather than wrong; each costs an attempt of the error allowance.' },
    { id: 'misledRate', name: 'Final guess was the similar thing', meaning: 'In hard mode: how often the misleading answers led the player to guess the similar thing.' },
    { id: 'accuracyMisled*', name: 'Accuracy with k misleading answers given', meaning: 'In hard mode: accuracy over the games in which k misleading answers were actually given (the player may have stopped before all of them).' },
    ...groups,
    { id: 'k*.*', name: 'Hard, k misleading answers: …', meaning: 'The same numbers over hard-mode games set to give k misleading answers, when a batch mixes settings.' },
  ],
  differences: [
    {
      id: 'brainking.entities',
      what: 'The entities and their concepts',
      theirs: 'The paper draws its entities, their concepts and their similar entities from its own data set.',
      ours: 'Fogplay’s own set, written for it: 523 entities in 15 domains, each with 3 or 4 concepts from specific to broad, a similar entity, and an answer to each of a bank of 48 questions (static-data/brainking/README.md).',
      why: 'A rule-based oracle needs an answer to every question for every entity. A run compares with the paper’s tables in kind, not entity for entity.',
    },
    {
      id: 'brainking.oracle',
      what: 'The oracle',
      theirs: 'GPT-4 knows the entity and answers any question Yes or No, “yes” when it is likely.',
      ours: 'In the benchmark variants a rule-based oracle answers only the bank’s questions, word for word, and a question off the bank is refused at no cost to the player; in the open variants a model or a person answers any question.',
      why: 'The rule-based oracle answers a question the same way in every run and costs no model call; the open variants keep the paper’s free questions.',
    },
    {
      id: 'brainking.broad-start',
      what: 'The hard starting point (Table 4)',
      theirs: 'A starting concept still broader than medium mode’s, not defined further.',
      ours: 'The broad variants start from each entity’s third concept, with truthful answers; easy and hard start from the first, medium from the second.',
      why: 'The third concept of the hierarchy is the natural reading of the paper’s text.',
    },
    {
      id: 'brainking.prompts',
      what: 'The prompts',
      theirs: 'The paper’s own wording.',
      ours: 'Fogplay’s own words after the protocol the paper describes: one prompt per mode with the starting concept, numbered questions, one guess; in hard mode the player is warned that some answers may be wrong, not how many; a reply is capped at 200 tokens, as in the paper.',
      why: 'The paper’s exact prompts could not be consulted.',
    },
  ],
};
