import type { GameInfo } from '../../core/game';

/** How the home page presents the game; apart from the rules, so the page loads without them. */
export const info: GameInfo = {
  title: 'Guess Number',
  order: 10,
  tagline: 'Find a secret of four different digits from how many are right, and how many are in the right place.',
  paper: {
    title: 'From Passive to Active Reasoning: Can Large Language Models Ask the Right Questions under Incomplete Information? (AR-Bench, guessing numbers)',
    authors: 'Zhou et al.',
    year: 2025,
    url: 'https://arxiv.org/abs/2506.08295',
  },
  tests: 'Active reasoning: choosing questions (guesses) that gather the missing information, and deducing from feedback.',
  seats: 'One player: a person, a bot or a model; the rules give the feedback.',
  lesson: {
    seats: 'One student (or a pair) guesses; the rules answer. Every other student can play their own game from the puzzle link.',
    project: 'The public board: each guess and its feedback, so the class can reason about the next guess together.',
    minutes: '5 per game',
  },
};
