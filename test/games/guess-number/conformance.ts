/** Guess Number in the conformance suite: the random consistent bot, and the secret hidden from the player until it guesses it. */
import { randomConsistent } from '../../../src/games/guess-number/bots';
import { guessNumber, type Setup, type View } from '../../../src/games/guess-number/game';
import { parseArBenchGuess, parseGuess, parseProactiveGuess } from '../../../src/games/guess-number/parse';
import { readSecretsFile } from '../../../src/games/guess-number/secrets-file';
import type { ConformanceOptions } from '../../conformance';

const options: ConformanceOptions = {
  agents: () => ({ player: randomConsistent }),
  // Where every turn is played, a player who has guessed the secret goes on seeing its own guess.
  secrets: (setup, _seat, view) => {
    const { secret } = setup as Setup;
    return (view as View).turns.some((t) => t.guess === secret) ? [] : [secret];
  },
  parsers: [
    parseGuess,
    parseArBenchGuess,
    parseProactiveGuess,
    readSecretsFile,
    (text) => guessNumber.validate(guessNumber.init(guessNumber.variants[0]!.params, { secret: '0123' }), 'player', text),
  ],
};

export default options;
