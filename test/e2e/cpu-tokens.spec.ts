/**
 * The CPU engine in the browser counts a prompt as it evaluates it: the context's pre-check
 * (wllama's `count`) and the engine's own count of a call (llama.cpp's tokens read from the cache
 * and anew) agree turn after turn of a conversation, whose cache serves all that came before,
 * and a game played to near the context's end ends by the pre-check, never by the engine overflowing.
 */
import { expect, test, type Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import type { Usage } from '../../src/core/record';
import type { ChatMessage } from '../../src/engines/engine';
import type { Reply, Request } from '../../src/engines/wllama/protocol';
import { FAMILIES, writeFamilyGguf } from '../model/families';
import { tinyGguf } from '../model/tiny-gguf';
import { SLOWER } from '../slower';
import { wllamaWorkerAsset } from './static-host';

type Worker = { count(messages: ChatMessage[]): Promise<number>; chat(messages: ChatMessage[], options: object): Promise<{ text: string; usage: Usage }> };

/** The app's own wllama worker in the page, the tiny model loaded with `contextSize` tokens, driven by its messages. */
async function wllamaWorker(page: Page, model: Uint8Array, contextSize: number): Promise<Worker> {
  await page.route('**/tokens-model.gguf', (route) => route.fulfill({ status: 200, contentType: 'application/octet-stream', body: Buffer.from(model) }));
  await page.goto('./');
  const worker = wllamaWorkerAsset();
  await page.evaluate(async ({ worker, contextSize }) => {
    const wllama = new Worker(worker, { type: 'module', name: 'wllama' });
    const handlers = new Map<number, (reply: Reply) => void>();
    wllama.onmessage = ({ data }: MessageEvent<Reply>) => handlers.get(data.id)?.(data);
    let next = 1;
    const call = <T,>(body: Omit<Request, 'id'>) =>
      new Promise<T>((resolve, reject) => {
        const id = next++;
        handlers.set(id, (reply) => {
          if (reply.type === 'result') resolve(reply.value as T);
          else if (reply.type === 'error') reject(new Error(reply.message));
        });
        wllama.postMessage({ ...body, id });
      });
    const file = await (await fetch('tokens-model.gguf')).blob();
    await call({ type: 'load', source: { file, name: 'tokens.gguf' }, contextSize, threads: { count: 1 } } as Omit<Request, 'id'>);
    (window as unknown as { engine: Worker }).engine = {
      count: (messages) => call({ type: 'count', messages } as Omit<Request, 'id'>),
      chat: (messages, options) => call({ type: 'chat', messages, options } as Omit<Request, 'id'>),
    };
  }, { worker, contextSize });
  return {
    count: (messages) => page.evaluate((m) => (window as unknown as { engine: Worker }).engine.count(m), messages),
    chat: (messages, options) => page.evaluate(([m, o]) => (window as unknown as { engine: Worker }).engine.chat(m, o), [messages, options] as const),
  };
}

/**
 * The tiny model (ChatML, SentencePiece), Qwen3's stand-in (its own tokenizer and template, with a
 * thinking block) and Gemma 3's (layers that attend through a sliding window, whose cache llama.cpp
 * keeps in full only when told to).
 */
const family = (id: 'qwen3' | 'gemma3') => async () => new Uint8Array(await readFile(await writeFamilyGguf(FAMILIES[id])));
const MODELS = { tiny: async () => tinyGguf(1), qwen3: family('qwen3'), gemma3: family('gemma3') };
const GUESS = 'root ::= "Guess: " [0-9] [0-9] [0-9] [0-9]';

for (const [name, model] of Object.entries(MODELS)) {
  test(`${name}: the pre-check counts each prompt of a conversation as the engine evaluates it, what its cache served included`, async ({ page }) => {
    test.setTimeout(300_000 * SLOWER);
    const engine = await wllamaWorker(page, await model(), 2048);
    const conversation: ChatMessage[] = [{ role: 'system', content: 'You play Guess Number. Answer as Guess: 0123.' }];
    const rows: { counted: number; usage: Usage }[] = [];
    for (let turn = 0; turn < 6; turn++) {
      conversation.push({ role: 'user', content: `Turn ${turn}: your guess had 1 bull and 2 cows. Your next guess?` });
      const counted = await engine.count(conversation);
      // Half the turns under a grammar, as constrained protocols play.
      const { text, usage } = await engine.chat(conversation, { maxTokens: 12, temperature: 0, seed: turn, ...(turn % 2 && { grammar: GUESS }) });
      rows.push({ counted, usage });
      conversation.push({ role: 'assistant', content: text });
    }
    expect(rows.map((r) => r.usage.promptTokens)).toEqual(rows.map((r) => r.counted));
    // The prompt grows turn by turn, and the cache serves what came before (the count's own call
    // read the prompt just before, so all of it but the token whose logits start the reply).
    for (const [i, { counted, usage }] of rows.entries()) {
      if (i > 0) expect(counted).toBeGreaterThan(rows[i - 1]!.counted);
      expect(usage.cachedPromptTokens).toBe(counted - 1);
    }
  });

  test(`${name}: a conversation plays on to within a reply of the context's end, and the engine never overflows first`, async ({ page }) => {
    test.setTimeout(300_000 * SLOWER);
    const size = 1024;
    const budget = 16;
    const engine = await wllamaWorker(page, await model(), size);
    const conversation: ChatMessage[] = [{ role: 'system', content: 'You play Guess Number.' }];
    let last = 0;
    for (let turn = 0; ; turn++) {
      conversation.push({ role: 'user', content: `Turn ${turn}: 1 bull and 2 cows.` });
      const counted = await engine.count(conversation);
      // Where the pre-check would end the game as "context full".
      if (counted + budget > size) break;
      // A grammar that never ends: every reply takes the whole budget.
      const { text, usage } = await engine.chat(conversation, { maxTokens: budget, temperature: 1, seed: turn, grammar: 'root ::= [a-z ]+' });
      expect(usage).toMatchObject({ promptTokens: counted, completionTokens: budget });
      conversation.push({ role: 'assistant', content: text });
      last = counted;
    }
    expect(last + budget).toBeGreaterThan(size - 100);
  });
}
