/** Guess Number in the conformance suite: the random consistent bot, and the secret hidden from the player. */
import { randomConsistent } from '../../../src/games/guess-number/bots';
import { guessNumber } from '../../../src/games/guess-number/game';
import { parseGuess } from '../../../src/games/guess-number/parse';
import type { ConformanceOptions } from '../../conformance';

const options: ConformanceOptions = {
  agents: () => ({ player: randomConsistent }),
  secrets: (setup) => [(setup as { secret: string }).secret],
  parsers: [parseGuess, (text) => guessNumber.validate(guessNumber.init({ maxGuesses: 25, finalAnswer: true }, { secret: '0123' }), 'player', text)],
};

export default options;
