/**
 * A scripted "model" for Guess Number on the test OpenAI-compatible server: it reads the
 * feedback from the conversation's text and answers with the max-entropy bot's guess, or (`quick`,
 * for benchmarks, where the server must not be the bottleneck) the first secret still possible.
 * Test code only.
 */
import { mostInformativeGuess } from '../src/games/guess-number/bots';
import { consistentSecrets } from '../src/games/guess-number/rules';
import type { ChatRequestBody, Reply } from './openai-server';

export const guessFromConversation = (request: ChatRequestBody): Reply => guessFrom(request, false);

/** The first secret still possible: an answer that costs the server next to nothing. */
export const quickGuessFromConversation = (request: ChatRequestBody): Reply => guessFrom(request, true);

function guessFrom(request: ChatRequestBody, quick: boolean): Reply {
  const text = request.messages.map((m) => m.content).join('\n');
  const turns = [...text.matchAll(/Feedback on (\d{4}): (\d) digits are present in the answer and in the correct positions, (\d) digits/g)].map(
    ([, guess, exact, misplaced]) => ({ guess: guess!, exact: Number(exact), misplaced: Number(misplaced) }),
  );
  const possible = consistentSecrets(turns);
  return { text: `Let me think about the feedback.\nGuess: [${quick ? possible[0] : mostInformativeGuess(possible)}]`, pieces: 4 };
}
