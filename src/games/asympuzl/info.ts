import type { GameInfo } from '../../core/game';

/** How the home page presents the game; apart from the rules, so the page loads without them. */
export const info: GameInfo = {
  title: 'AsymPuzl',
  order: 50,
  tagline: 'Two agents rebuild a row of coloured shapes: Alice knows which shape is where, Bob knows each shape’s colour, and only messages cross between them.',
  paper: {
    title: 'AsymPuzl: An Asymmetric Puzzle for multi-agent cooperation',
    authors: 'Cadet, Koh and Chin',
    year: 2025,
    url: 'https://arxiv.org/abs/2512.03466',
  },
  tests: 'Cooperation under split information: telling the partner what only you know, using what it tells you, and not overwriting what is already right.',
  seats: 'Alice and Bob, each a person, a bot or a model; or one agent alone with both halves (the single-agent baseline).',
  lesson: {
    seats: 'Two students, Alice and Bob, each on a phone: each sees only their half of the clues and must describe it in messages.',
    project: 'The public board: the messages and the feedback, while the class guesses how the pair will solve it.',
    minutes: '10 per puzzle',
  },
};
