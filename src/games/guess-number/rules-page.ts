import { AR_BENCH_SAMPLING_DIFFERENCE, thinkingDifference } from '../ar-bench';
import type { GameRules } from '../module';
import { reviewFigures } from '../ar-bench-reported';

/** Guess Number explained for its rules page. */
export const rulesPage: GameRules = {
  seats: { player: { name: 'Player', role: 'Guesses the secret; the rules themselves give the feedback.' } },
  howToPlay: [
    'The secret is four different digits, such as 0 3 7 9. Each turn you guess four digits.',
    'The feedback says how many of your digits are in the secret and in the right place, and how many are in the secret but in another place. It never says which ones.',
    'Use the feedback of all your guesses together: a good guess is one that could still be the secret, or one that splits the secrets still possible as evenly as it can.',
    'In the friendly variant the game ends at the right guess; in the AR-Bench variant every turn is played, then a final answer alone decides.',
  ],
  paperMeasured: [
    'AR-Bench asks whether a model can gather missing information by itself: here, by choosing guesses. It counted a game as solved when the final answer was the secret, and scored each guess by its digits (two points for a digit in the right place, one for a digit in another place, out of eight).',
    'It compared prompting methods (zero-shot, few-shot, and a proactive chain of thought) on the same secrets.',
  ],
  metrics: [
    { id: 'solveRate', name: 'Solved (AR-Bench’s accuracy)', meaning: 'The share of games whose last answer was the secret, with its 95% interval: in the AR-Bench loop, the final answer after 25 guesses, however early the secret was found.' },
    { id: 'firstExactRate', name: 'Secret found', meaning: 'The share of games with an exact guess at some turn, final answer included.' },
    { id: 'meanFirstExact', name: 'Turn of the first exact guess', meaning: 'In the games where the secret was found, the turn it first was, on average.' },
    { id: 'meanGuesses', name: 'Turns played', meaning: 'Turns a game took on average, the final answer and turns lost to a reply without a guess included: AR-Bench’s rounds, 26 in its loop whatever the guesses.' },
    { id: 'maxGuesses', name: 'Most guesses', meaning: 'The longest game of the batch, in guesses.' },
    { id: 'meanMissingGuesses', name: 'Turns lost to a reply without a guess', meaning: 'In the AR-Bench loop a reply with no four digits uses up its turn: how many turns per game went that way.' },
    { id: 'meanInvalid', name: 'Invalid attempts', meaning: 'Moves the rules refused (for example repeated digits), per game; a bot or a model forfeits after too many in a row.' },
    { id: 'meanCut', name: 'Cut replies', meaning: 'Model replies cut off at the token limit before they were complete, per game: counted apart from invalid attempts, as the reply was too long rather than wrong; each costs an attempt of the error allowance.' },
    { id: 'digitScore', name: 'AR-Bench digit score', meaning: 'After each guess, its score out of eight as AR-Bench counts it (two per digit in place, one per digit elsewhere), averaged over games.' },
    { id: 'processScore', name: 'Information score', meaning: 'Fogplay’s own measure, not the paper’s: after each guess, the share of the uncertainty about the secret that the feedback so far has removed.' },
  ],
  differences: [
    {
      id: 'guess-number.no-digits',
      what: 'A reply without four digits',
      theirs: 'AR-Bench’s zero- and few-shot loop stops with an error: compare_guess raises a ValueError its except does not catch.',
      ours: 'The turn is lost and counted as a missing guess.',
      why: 'That is what the loop’s except branch means to do, and it keeps a run going.',
    },
    {
      id: 'guess-number.digits',
      what: 'Digits',
      theirs: 'Python’s \\d reads any Unicode decimal digit, and int gives its value.',
      ours: 'The AR-Bench protocols read them the same way (four full-width digits are a guess); the friendly protocol asks for Guess: [dddd].',
      why: 'The benchmark variant reads what AR-Bench reads.',
    },
    {
      id: 'guess-number.run-table',
      what: 'The run table',
      theirs: 'AR-Bench reports the final answer’s exact match.',
      ours: 'Leads with it, then how often and at which turn an exact guess first came; the turns played (26 in its loop) come after.',
      why: 'A loop that plays on after the secret is found makes the mean number of turns meaningless.',
    },
    {
      id: 'guess-number.fallback',
      what: 'The proactive method’s fallback',
      theirs: 'After a second failure to read a guess, AR-Bench plays a random one.',
      ours: 'Asks again, up to three times (the error allowance); a model forfeits at the fourth failure in a row.',
      why: 'Games draw no chance outside their setup, so every record replays.',
    },
    {
      id: 'guess-number.secrets',
      what: 'Secrets',
      theirs: 'AR-Bench’s 100 test secrets (data/gn/test.json).',
      ours: 'The ar-bench-test variant plays them in order; other variants draw from all 5,040.',
      why: 'A run on the test secrets compares with the reported 35%.',
    },
    AR_BENCH_SAMPLING_DIFFERENCE,
    thinkingDifference('its last run of four digits may be a guess the model only thought of, where the reply after the thinking has none (that turn is lost here).'),
  ],
  reported: reviewFigures('gn'),
};
