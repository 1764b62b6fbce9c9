/** The Game of 24 in the conformance suite: the solver bot, and the solutions hidden while the game runs. */
import { solver } from '../../../src/games/game24/bots';
import { check } from '../../../src/games/game24/check';
import { game24, type Setup } from '../../../src/games/game24/game';
import { extractAnswer } from '../../../src/games/game24/parse';
import { protocols } from '../../../src/games/game24/prompts';
import { solutions } from '../../../src/games/game24/solve';
import { game24ThoughtsBenchmark } from '../../../src/games/game24/tot-benchmark';
import { game24Thoughts } from '../../../src/games/game24/tot-prompts';
import type { ConformanceOptions } from '../../conformance';

const VIEW = game24.view(game24.init({ set: 'test', attempts: 1 }, { numbers: [4, 5, 6, 10], rank: 901 }), 'player');

const options: ConformanceOptions = {
  agents: () => ({ player: solver }),
  // Nothing is hidden but the solutions: none may show while the game runs.
  secrets: (setup) => solutions((setup as Setup).numbers),
  parsers: [
    extractAnswer,
    (text) => check(text, [4, 5, 6, 10]),
    ...protocols.map((p) => (text: string) => p.parse(text, VIEW)),
    (text) => game24Thoughts.expand(game24Thoughts.root(VIEW), text),
    // From a path that left 24, a reply is read for answers.
    (text) => game24Thoughts.expand(['10 - 4 = 6', '5 * 6 = 30', '30 - 6 = 24'].reduce((node, step) => game24Thoughts.expand(node, step)[0]!, game24Thoughts.root(VIEW)), text),
    game24Thoughts.score,
    (text) => game24ThoughtsBenchmark.expand(game24ThoughtsBenchmark.root(VIEW), text),
    (text) => game24ThoughtsBenchmark.score(text, { puzzle: VIEW.numbers, path: `${text}\n` }),
  ],
};

export default options;
