/**
 * A test double for an engine: replies from a script (a list, or a function of the messages), and
 * remembers what it was sent. Test code only.
 */
import type { ChatMessage, ChatOptions, ChatResult, Engine } from '../../src/engines/engine';

export interface ScriptedEngine extends Engine {
  /** The messages of every call, as sent. */
  calls: ChatMessage[][];
  options: ChatOptions[];
}

export function scriptedEngine(replies: (string | Error)[] | ((messages: ChatMessage[]) => string), model = 'scripted-test-double'): ScriptedEngine {
  const calls: ChatMessage[][] = [];
  const options: ChatOptions[] = [];
  return {
    kind: 'scripted',
    model,
    calls,
    options,
    async chat(messages, opts = {}): Promise<ChatResult> {
      calls.push(structuredClone(messages));
      options.push(opts);
      const reply = typeof replies === 'function' ? replies(messages) : replies.shift();
      if (reply === undefined) throw new Error('The script has no more replies.');
      if (reply instanceof Error) throw reply;
      for (const piece of reply.match(/.{1,5}/gs) ?? []) opts.onText?.(piece);
      const promptTokens = messages.reduce((n, m) => n + m.content.length, 0);
      return { text: reply, finishReason: 'stop', usage: { promptTokens, completionTokens: reply.length } };
    },
  };
}
