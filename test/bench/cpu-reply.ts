/**
 * What the CPU speed bench asks of every engine, and how a reply is timed from outside the engine,
 * alike in the page and in Node: prompt speed is the prompt's tokens over the time to the first
 * token, decode speed the tokens after the first over the time they took.
 */
import type { Usage } from '../../src/core/record';
import type { ChatMessage } from '../../src/engines/engine';

export const CHAT = { temperature: 1, seed: 7, maxTokens: 32 };

/** node-llama-cpp's binaries for Linux on x64, the platform whose package holds ggml's CPU variants. */
export const CPU_PACKAGE = '@node-llama-cpp/linux-x64';

/**
 * How long a prompt is, in sentences: a line of a game (131 tokens in the chat template), and about
 * as long as a game's first move (487 tokens, near the 512 that llama.cpp's own `llama-bench` reads).
 */
export const PROMPT = { line: 1, firstMove: 5 } as const;
export type PromptLength = keyof typeof PROMPT;
export const PROMPT_LENGTHS = Object.keys(PROMPT) as PromptLength[];

/**
 * A prompt of the model's own words, `sentences` long. Each begins with its run and its length, so
 * that the cache serves another run, or the same run's prompt of the other length, little more
 * than the chat template's start (12–15 tokens here).
 */
export function prompt(run: number, sentences: number = PROMPT.line): ChatMessage[] {
  const words = 'I think the secret number is not the answer, so my next guess is a number with digits that are not in the last guess. ';
  return [{ role: 'user', content: `Game ${run}, ${sentences} of ${PROMPT.firstMove}. ${words.repeat(sentences)}Your guess?` }];
}

/** One reply's figures. */
export interface Timed {
  promptTokens: number;
  completionTokens: number;
  firstTokenMs: number;
  decodeMs: number;
  /** llama.cpp's own speeds, where the engine reports them. */
  inside?: { prompt?: number; decode?: number };
}

/** A reply timed from outside: `chat` calls `onText` for each piece of text as it comes. */
export async function timed(chat: (onText: () => void) => Promise<{ usage: Usage }>): Promise<Timed> {
  const started = performance.now();
  let first = 0;
  let last = 0;
  const { usage } = await chat(() => {
    last = performance.now();
    first ||= last;
  });
  return {
    promptTokens: usage.promptTokens!,
    completionTokens: usage.completionTokens!,
    firstTokenMs: first - started,
    decodeMs: last - first,
    inside: { prompt: usage.prefillTokensPerSecond, decode: usage.decodeTokensPerSecond },
  };
}
