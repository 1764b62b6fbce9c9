import type { GameInfo } from '../../core/game';

/** How the home page presents the game; apart from the rules, so the page loads without them. */
export const info: GameInfo = {
  title: 'Game of 24',
  order: 20,
  tagline: 'Make 24 from four numbers with + − × ÷, using each number exactly once.',
  paper: {
    title: 'Tree of Thoughts: Deliberate Problem Solving with Large Language Models',
    authors: 'Yao et al.',
    year: 2023,
    url: 'https://arxiv.org/abs/2305.10601',
  },
  tests: 'Search and planning in arithmetic: trying operations, looking ahead, and backtracking from dead ends.',
  seats: 'One player: a person, a bot or a model; the rules check the answer exactly.',
  lesson: {
    seats: 'One student on a phone, or every student with their own puzzle link.',
    project: 'The four numbers and the answer once given.',
    minutes: '2–5 per puzzle',
  },
};
