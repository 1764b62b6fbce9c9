/**
 * A scripted "model" for Guess Number on the test OpenAI-compatible server: it reads the
 * feedback from the conversation's text and answers with the max-entropy bot's guess. Test code only.
 */
import { mostInformativeGuess } from '../src/games/guess-number/bots';
import { consistentSecrets } from '../src/games/guess-number/rules';
import type { ChatRequestBody, Reply } from './openai-server';

export function guessFromConversation(request: ChatRequestBody): Reply {
  const text = request.messages.map((m) => m.content).join('\n');
  const turns = [...text.matchAll(/Feedback on (\d{4}): (\d) digits are present in the answer and in the correct positions, (\d) digits/g)].map(
    ([, guess, exact, misplaced]) => ({ guess: guess!, exact: Number(exact), misplaced: Number(misplaced) }),
  );
  return { text: `Let me think about the feedback.\nGuess: [${mostInformativeGuess(consistentSecrets(turns))}]`, pieces: 4 };
}
