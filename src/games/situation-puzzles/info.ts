import type { GameInfo } from '../../core/game';

export const paper = {
  title: 'From Passive to Active Reasoning: Can Large Language Models Ask the Right Questions under Incomplete Information? (AR-Bench, situation puzzles)',
  authors: 'Zhou et al.',
  year: 2025,
  url: 'https://arxiv.org/abs/2506.08295',
};

/** How the home page presents the game; apart from the rules, so the page loads without them. */
export const info: GameInfo = {
  title: 'Situation puzzles',
  order: 12,
  tagline: 'A puzzling short story: ask a judge who knows what really happened yes-or-no questions, then explain it.',
  paper,
  tests: 'Active reasoning: asking the questions that uncover a hidden story, then telling it; scored by F1 against the story, and by the key questions the questions reached.',
  seats: 'A player (a person, a reference bot or a model) and a judge (a model, a person, or a rule-based stand-in for the written data) who knows the hidden story.',
  lesson: {
    seats: 'A student asks; you take the judge on your computer (you see the hidden story there, so do not project your own screen). Students take turns with the asker’s phone, or play a puzzle each.',
    project: 'The public board, from a second screen that joined as the projector: the questions and your answers, never the story.',
    minutes: '10–15 per puzzle',
  },
};
