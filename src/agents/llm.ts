/**
 * A language model in a seat. The conversation is append-only and every reply is appended
 * exactly as generated, so an engine can reuse its KV cache from one turn to the next. A protocol
 * with a running summary restarts it at round boundaries, from the model's own summary.
 */
import { Unparsed, type ActContext, type AgentFactory } from '../core/agent';
import { afterThinking, readReply, readSummary, summarySchema, thinks, type Parsed, type Protocol, type Sampling } from '../core/protocol';
import type { ChatMessage, Json } from '../core/record';
import { templatedProtocol, type PromptTemplate } from '../core/template';
import { overflow } from '../engines/context';
import { modelInfo, type ChatOptions, type Engine } from '../engines/engine';
import { recordedChat } from './model-call';

/** Generation settings recorded with the run. */
export interface GenerationSettings {
  temperature?: number;
  topP?: number;
  seed?: number;
  maxTokens?: number;
  stop?: string[];
  /** Tokens of context the seat may use, prompt and reply budget together (at most the model's own). */
  contextSize?: number;
  /** The CPU threads of the model's engine, recorded with the run. */
  threads?: number;
}

export interface LlmAgentOptions {
  engine: Engine;
  protocol: Protocol;
  settings?: GenerationSettings;
  /** A person's template in place of the protocol's messages, checked against its slots (`templateProblem`). */
  template?: PromptTemplate;
  /** Receives the reply as it streams, for the page to show. */
  onText?(seat: string, delta: string): void;
}

/**
 * The settings a seat plays with: what the run sets, and for the rest the prompts' own, the
 * authors' sampling and reply cap where the prompts are their benchmark's (no cap where they have none).
 */
export function settingsFor(prompts: { maxTokens: number; sampling?: Sampling }, given: GenerationSettings): GenerationSettings {
  const { temperature, topP, noReplyCap } = prompts.sampling ?? {};
  const set = Object.fromEntries(Object.entries(given).filter(([, value]) => value !== undefined));
  return {
    ...(temperature !== undefined && { temperature }),
    ...(topP !== undefined && { topP }),
    ...(!noReplyCap && { maxTokens: prompts.maxTokens }),
    ...set,
  };
}

export function llmAgent({ engine, protocol: own, settings: given = {}, template, onText }: LlmAgentOptions): AgentFactory {
  const protocol = template ? templatedProtocol(own, template) : own;
  const settings = settingsFor(protocol, given);
  const thinking = thinks(protocol);
  return (seat, seatSeed) => {
    let conversation: ChatMessage[] = [];
    let previous: unknown = null;
    /** The model's latest summary of the game, carried by the first message after a restart. */
    let summary: string | undefined;

    /** The seat's earlier calls left out of the conversation, by a protocol that keeps a window. */
    let dropped = 0;

    /**
     * For a protocol that keeps a window: leaves out the oldest whole turns after the first until
     * the conversation and `added` fit the context with the reply budget, and says so at the start
     * of `added`. When only the first turn is left, the call goes ahead and ends as "context full".
     */
    async function windowed(added: ChatMessage[], options: ChatOptions): Promise<ChatMessage[]> {
      if (conversation.length === 0) dropped = 0;
      for (;;) {
        const [first, ...rest] = added;
        const sent = dropped && first ? [{ ...first, content: `(To fit the model’s context, ${dropped === 1 ? 'one exchange' : `${dropped} exchanges`} after the first ${dropped === 1 ? 'is' : 'are'} left out.)\n\n${first.content}` }, ...rest] : added;
        const ends = conversation.flatMap((m, i) => (m.role === 'assistant' ? [i] : []));
        if (ends.length < 2 || !(await overflow(engine, [...conversation, ...sent], options))) return sent;
        conversation.splice(ends[0]! + 1, ends[1]! - ends[0]!);
        dropped++;
      }
    }

    /** One engine call on the conversation extended by `added`; the reply is appended as written. */
    async function call(added: ChatMessage[], context: ActContext, constraint: { jsonSchema?: object; grammar?: string; seed?: number; maxTokens?: number } = {}, view?: unknown) {
      const options: ChatOptions = {
        ...settings,
        // The seat's own stream of the episode's seed, unless a seed was set: the same episode seed, the same game.
        seed: settings.seed ?? seatSeed,
        ...constraint,
        thinking,
        onText: onText && ((delta) => onText(seat, delta)),
      };
      const sent = protocol.window ? await windowed(added, options) : added;
      conversation.push(...sent);
      let parsed: Parsed<unknown> | undefined;
      const reply = await recordedChat(engine, context, [...conversation], sent, options, (text, finishReason) => {
        if (view === undefined) return {};
        parsed = readReply(protocol, text, view, { finishReason, maxTokens: options.maxTokens });
        return parsed.ok ? { parsed: parsed.move as Json } : { error: parsed.error };
      }, dropped);
      conversation.push({ role: 'assistant', content: view !== undefined && protocol.kept ? protocol.kept(reply.text, view) : reply.text });
      return { text: reply.text, parsed };
    }

    /** Self-consistency: fresh samples of the turn, each with its own seed, and the move most of them give. */
    async function vote(view: unknown, context: ActContext, { samples, key }: NonNullable<Protocol['majority']>): Promise<unknown> {
      const jsonSchema = typeof protocol.jsonSchema === 'function' ? protocol.jsonSchema(view) : protocol.jsonSchema;
      const tally = new Map<string, { move: unknown; votes: number }>();
      let first: Parsed<unknown> | undefined;
      let firstText = '';
      for (let i = 0; i < samples; i++) {
        conversation = [];
        const added: ChatMessage[] = [...(protocol.system ? [{ role: 'system' as const, content: protocol.system(view) }] : []), { role: 'user', content: protocol.turn(view, previous) }];
        const reply = await call(added, context, { jsonSchema, grammar: protocol.grammar?.(view), seed: (settings.seed ?? seatSeed) + i }, view);
        const parsed = reply.parsed!;
        if (!first) [first, firstText] = [parsed, reply.text];
        if (!parsed.ok) continue;
        const agreed = key(parsed.move);
        if (agreed === null) continue;
        const entry = tally.get(agreed) ?? { move: parsed.move, votes: 0 };
        entry.votes++;
        tally.set(agreed, entry);
      }
      conversation = [];
      // Insertion order and a strict comparison keep the earliest among equals.
      let best: { move: unknown; votes: number } | undefined;
      for (const entry of tally.values()) if (!best || entry.votes > best.votes) best = entry;
      if (best) {
        previous = view;
        return best.move;
      }
      if (!first || !first.ok) return new Unparsed(firstText, first?.ok === false ? first.error : 'No reply.', first?.ok === false && first.cut);
      previous = view;
      return first.move;
    }

    return {
      info: {
        kind: 'llm',
        name: engine.model,
        model: modelInfo(engine),
        settings: { ...settings, protocol: protocol.id, promptVersion: protocol.version, ...(protocol.majority && { samples: protocol.majority.samples }),
          // The text once per player, so a replay shows what was sent; the hash, so runs can be compared.
          ...(template && { promptTemplate: { name: template.name, hash: template.hash, text: template.text } }) } as Record<string, Json>,
      },
      async act(view, context) {
        if (protocol.majority) return vote(view, context, protocol.majority);
        if (previous !== null && protocol.summary?.due(view, previous)) {
          const { maxTokens: budget, maxLength, request } = protocol.summary;
          const maxTokens = Math.min(settings.maxTokens ?? Infinity, budget);
          const held = maxLength === undefined ? {} : { jsonSchema: summarySchema(maxLength) };
          const { text } = await call([{ role: 'user', content: request(view, previous) }], context, { maxTokens, ...held });
          const written = afterThinking(text) ?? '';
          summary = maxLength === undefined ? written : readSummary(written);
          conversation = [];
          previous = view;
        }
        if (protocol.fresh && context.error === undefined) conversation = [];
        const opening = conversation.length === 0;
        const added: ChatMessage[] = [];
        if (opening && protocol.system) added.push({ role: 'system', content: protocol.system(view) });
        added.push({
          role: 'user',
          content: context.error === undefined ? protocol.turn(view, previous, opening ? summary : undefined) : protocol.retry(context.error, view),
        });
        const jsonSchema = typeof protocol.jsonSchema === 'function' ? protocol.jsonSchema(view) : protocol.jsonSchema;
        const reply = await call(added, context, { jsonSchema, grammar: protocol.grammar?.(view) }, view);
        const parsed = reply.parsed!;
        if (!parsed.ok) return new Unparsed(reply.text, parsed.error, parsed.cut);
        previous = view;
        return parsed.move;
      },
    };
  };
}

/** A rule-based bot that leaves its talk to a model: the protocol's talk turns go to the model, every decision stays the bot's. */
export function voicedBot(bot: AgentFactory, options: LlmAgentOptions): AgentFactory {
  const voice = llmAgent(options);
  return (seat, seed) => {
    const decides = bot(seat, seed);
    const speaks = voice(seat, seed);
    return {
      info: { ...decides.info, model: speaks.info.model, settings: speaks.info.settings },
      act: (view, context) => (options.protocol.talk?.(view) ? speaks : decides).act(view, context),
    };
  };
}
