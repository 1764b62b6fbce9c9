import type { GameRules } from '../module';

const group = (id: string, name: string, what: string) => ({ id: `${id}.*`, name: `${name}: …`, meaning: `The same numbers over the batch’s ${what} only, when a batch mixes them.` });

/** AsymPuzl explained for its rules page. */
export const rulesPage: GameRules = {
  seats: {
    alice: { name: 'Alice', role: 'Knows which shape is at each position, not the colours.' },
    bob: { name: 'Bob', role: 'Knows the colour of each shape, not where the shapes are.' },
    solo: { name: 'One agent', role: 'Sees both halves of the clues, and has one attempt (the paper’s single-agent baseline).' },
  },
  howToPlay: [
    'A row of positions each holds a coloured shape. Alice’s clues say which shape is at each position; Bob’s say the colour of each shape. Neither can solve it alone.',
    'The agents take turns. In its turn an agent may write shapes and colours into its working hypothesis (at most one change per position) and sends a message to the other. Only messages cross between them.',
    'The puzzle is solved when both hypotheses are right everywhere, within twice as many turns as there are positions. Depending on the variant, each agent is told nothing, whether its own part is solved, or more.',
  ],
  paperMeasured: [
    'AsymPuzl tests cooperation under split information. It counted the share of puzzles solved and the turns taken, for several kinds of feedback and puzzle sizes, and tagged the ways pairs failed: not using the partner’s information, writing a wrong pair, or rewriting positions over and over.',
    'It also compared the pair with one agent that sees everything, and measured how much of each agent’s output was its message.',
  ],
  metrics: [
    { id: 'success', name: 'Success', meaning: 'The share of puzzles solved, with its 95% interval.' },
    { id: 'meanTurnsToSolve', name: 'Turns to solve', meaning: 'Turns taken by the puzzles that were solved.' },
    { id: 'actionsPerPosition', name: 'Actions per position', meaning: 'Writes by both agents per position of the puzzle: more than one means positions were written again.' },
    { id: 'meanInvalid', name: 'Refused replies', meaning: 'Replies the rules could not use, per game.' },
    { id: 'meanCut', name: 'Cut replies', meaning: 'Model replies cut off at the token limit before they were complete, per game: counted apart from invalid attempts, as the reply was too long rather than wrong; each costs an attempt of the error allowance.' },
    { id: 'nonCooperation', name: 'Non-cooperation', meaning: 'Games in which an agent never used what its partner told it.' },
    { id: 'miscommunication', name: 'Miscommunication', meaning: 'Games in which a wrong shape and colour pair was written.' },
    { id: 'overCorrection', name: 'Over-correction', meaning: 'Games in which one agent wrote the same position three times or more.' },
    { id: 'formatErrors', name: 'Format errors', meaning: 'Games with a reply the rules refused.' },
    { id: '*OutputTokens', name: 'Output tokens per turn', meaning: 'For models: what each agent wrote per turn, in tokens.' },
    { id: '*MessageTokens', name: 'Message tokens per turn', meaning: 'For models: the part of it that was the message, in tokens (estimated).' },
    { id: '*MessageShare', name: 'Message share', meaning: 'For models: the message’s share of each agent’s output.' },
    { id: 'messageShare', name: 'Message share of output', meaning: 'For models: the messages’ share of both agents’ output, the mean of games.' },
    { id: 'successByTurn', name: 'Success within K turns', meaning: 'For each K, the share of puzzles solved within K turns.' },
    group('pair', 'Two agents', 'two-agent games'),
    group('single', 'One agent', 'single-agent games'),
    group('n*', 'N = …', 'puzzles of one size'),
    ...['none', 'own', 'own-detailed', 'joint', 'both', 'both-detailed'].map((mode) => group(mode, mode, `games with “${mode}” feedback`)),
  ],
  differences: [
    {
      id: 'asympuzl.sampling',
      what: 'Sampling',
      theirs: 'Every model at temperature 0, over 30 seeds per setting.',
      ours: 'The paper’s prompts ask for temperature 0 unless the run sets otherwise, and the run records it; a batch of 30 episodes is the paper’s setting. Fogplay’s structured (JSON) prompts keep the model’s own sampling.',
      why: 'A run of the paper’s setting should sample as the paper did.',
    },
    {
      id: 'asympuzl.invalid-replies',
      what: 'A reply the rules cannot use',
      theirs: 'The paper does not say how it handled one.',
      ours: 'It is refused with a sentence saying why, and the agent is asked again, up to three times (the error allowance); the fourth failure in a row forfeits the game.',
      why: 'A slip of format should not end a game at once, nor be played as a move it is not.',
    },
    {
      id: 'asympuzl.puzzles',
      what: 'How a puzzle is drawn',
      theirs: 'The paper does not say; its example has distinct shapes and distinct colours.',
      ours: 'N distinct shapes are paired at random with N distinct colours, and Bob’s clues are shuffled.',
      why: 'With a shape repeated, Alice’s clues, which give only shapes, would not say which of the two pieces is where.',
    },
    {
      id: 'asympuzl.first-turn',
      what: 'The first turn’s prompt',
      theirs: 'The paper gives no text for the conversation before any message, nor for the feedback before the first comparison.',
      ours: 'Fogplay’s: “(no messages yet)” and “(none yet: feedback comes at the end of each turn)”.',
      why: 'The prompt keeps every heading of the paper’s at every turn.',
    },
  ],
};
