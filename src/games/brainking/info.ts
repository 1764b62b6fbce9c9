import type { GameInfo } from '../../core/game';

export const paper = {
  title: 'Do Large Language Models have Problem-Solving Capability under Incomplete Information Scenarios? (BrainKing)',
  authors: 'Chen et al.',
  year: 2024,
  url: 'https://arxiv.org/abs/2409.14762',
};

/** How the home page presents the game; apart from the rules, so the page loads without them. */
export const info: GameInfo = {
  title: 'BrainKing',
  order: 40,
  tagline: 'Find a hidden thing with at most 20 yes-or-no questions and one guess, from a concept it belongs to; in hard mode some answers mislead.',
  paper,
  tests: 'Asking questions that narrow the candidates down, and recovering from misleading answers about a similar thing.',
  seats: 'A player (a person, a bot or a model) and an oracle (the rule-based oracle, a model or a person) who answers.',
  lesson: {
    seats: 'A student asks yes-or-no questions from a phone; you take the oracle on your computer, or leave it to the rule-based oracle.',
    project: 'The public board: the questions and answers, never the hidden entity.',
    minutes: '10 per game',
  },
};
