import type { GameInfo } from '../../core/game';

const paper = {
  title: 'Do Large Language Models have Problem-Solving Capability under Incomplete Information Scenarios? (BrainKing)',
  authors: 'Chen et al.',
  year: 2024,
  url: 'https://arxiv.org/abs/2409.14762',
};

/** How the home page presents the game; apart from the rules, so the page loads without them. */
export const brainkingInfo: GameInfo = {
  title: 'BrainKing',
  tagline: 'Find a hidden thing with at most 20 yes-or-no questions and one guess, from a concept it belongs to; in hard mode some answers mislead.',
  paper,
  tests: 'Asking questions that narrow the candidates down, and recovering from misleading answers about a similar thing.',
  seats: 'A player (a person, a bot or a model) and an oracle (the rule-based oracle, a model or a person) who answers.',
};

/** The oracle check, beside BrainKing on the home page. */
export const oracleCheckInfo: GameInfo = {
  title: 'BrainKing oracle check',
  tagline: 'How often does a model, as the oracle, answer the question bank as the data does? Every bank question about one thing per episode.',
  paper,
  tests: 'Whether a model can be trusted as the oracle of BrainKing: its agreement with the data set, per question and overall.',
  seats: 'One oracle: a model, a person, or the rule-based oracle (which agrees with the data by construction).',
};
