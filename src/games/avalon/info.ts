import type { GameInfo } from '../../core/game';

/** How the home page presents the game; apart from the rules, so the page loads without them. */
export const info: GameInfo = {
  title: 'Avalon',
  order: 30,
  tagline: 'Three good knights and two hidden traitors send teams on five quests; the traitors can sabotage them in secret.',
  paper: {
    title: 'AvalonBench: Evaluating LLMs Playing the Game of Avalon',
    authors: 'Light et al.',
    year: 2023,
    url: 'https://arxiv.org/abs/2310.05036',
  },
  tests: 'Deduction of hidden roles from votes and quest results, coordination with unknown allies, and deception.',
  seats: 'Five players, each a person, a bot or a model; roles are dealt at random, or one seat’s is fixed as in the benchmark.',
  lesson: {
    seats: 'Five students, each on a phone: each sees only their own role (and what it lets them know), and votes in secret. Bots can fill seats when fewer play.',
    project: 'The public board: the teams, the votes and the quests. Roles stay on the phones.',
    minutes: '20–30 per game',
  },
};
