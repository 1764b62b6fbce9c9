/**
 * A language model that searches, as in Tree of Thoughts (Yao et al. 2023): a breadth-first search
 * where the model proposes next thoughts from each kept state, judges each new state a few times,
 * and the best `breadth` states go on to the next level; the states of the last level, best first,
 * make the answer. A state the task can take no further is asked nothing. Every query is a fresh
 * single message, recorded as a model-call event; a puzzle costs many. The game supplies the
 * prompts and parsers.
 */
import type { ActContext, AgentFactory } from '../core/agent';
import { afterThinking, cutOff, type ThoughtTask } from '../core/protocol';
import type { ChatMessage, Json } from '../core/record';
import { modelInfo, type Engine } from '../engines/engine';
import { settingsFor, type GenerationSettings } from './llm';
import { recordedChat, type Reading } from './model-call';

export interface ThoughtSearchOptions<View, Node> {
  engine: Engine;
  task: ThoughtTask<View, Node>;
  settings?: GenerationSettings;
  /** States kept per level, ToT's b: 5 in the paper, 1 for its cheaper variant. */
  breadth?: number;
  /** Judgements per state, summed: ToT's n_evaluate_sample, 3 in the paper; 1 is faster. */
  valueSamples?: number;
  /** Receives each reply as it streams, for the page to show. */
  onText?(seat: string, delta: string): void;
}

export function treeOfThoughtsAgent<View, Node>(options: ThoughtSearchOptions<View, Node>): AgentFactory {
  const { engine, task, breadth = 5, valueSamples = 3, onText } = options;
  const settings = settingsFor(task, options.settings ?? {});

  /**
   * One query of one user message, recorded with what `read` made of the reply after its thinking
   * (nothing, when the thinking never closed); a reply it finds nothing in is cut when the limit stopped it.
   */
  async function ask<T>(content: string, context: ActContext, read: (text: string) => Reading & { value: T }): Promise<T> {
    const messages: ChatMessage[] = [{ role: 'user', content }];
    let result!: T;
    await recordedChat(engine, context, messages, messages, { ...settings, onText: onText && ((delta) => onText(context.seat, delta)) }, (text, finishReason) => {
      const { value, ...reading } = read(afterThinking(text) ?? '');
      result = value;
      return reading.error !== undefined && finishReason === 'length' ? { error: `${cutOff(settings.maxTokens)} ${reading.error}` } : reading;
    });
    return result;
  }

  return () => ({
    info: {
      kind: 'llm',
      name: engine.model,
      model: modelInfo(engine),
      settings: { ...settings, protocol: task.id, promptVersion: task.version, breadth, valueSamples } as Record<string, Json>,
    },
    async act(view, context) {
      // ToT caches values by prompt: states with the same numbers left are judged once per puzzle.
      const values = new Map<string, number>();
      const value = async (node: Node) => {
        const prompt = task.evaluate(node);
        let total = values.get(prompt);
        if (total === undefined) {
          const scores: number[] = [];
          for (let i = 0; i < valueSamples; i++) {
            scores.push(await ask(prompt, context, (text) => {
              const score = task.score(text, node);
              return score === null ? { value: 0, error: 'No judgement could be read from the reply; it counts 0.' } : { value: score, parsed: score };
            }));
          }
          total = sumByValue(scores);
          values.set(prompt, total);
        }
        return total;
      };

      let frontier = [task.root(view as View)];
      for (let level = 0; level < task.depth; level++) {
        const candidates: Node[] = [];
        for (const node of frontier) {
          const prompt = task.propose(node);
          if (prompt === null) continue;
          candidates.push(...(await ask(prompt, context, (text) => {
            const children = task.expand(node, text);
            return children.length === 0
              ? { value: children, error: 'No next step could be read from the reply.' }
              : { value: children, parsed: children.map(task.thought) };
          })));
        }
        if (candidates.length === 0) break;
        const scored: { node: Node; value: number }[] = [];
        const seen = new Set<string>();
        for (const node of candidates) {
          const key = task.key?.(node);
          const repeated = key !== undefined && seen.has(key);
          if (key !== undefined) seen.add(key);
          scored.push({ node, value: repeated ? 0 : await value(node) });
        }
        // A stable sort: among equal values, the earlier proposal stays ahead, as in ToT's greedy selection.
        frontier = scored.sort((a, b) => b.value - a.value).slice(0, breadth).map((s) => s.node);
      }
      return task.answer(frontier);
    },
  });
}

/**
 * The sum of a state's judgements as ToT's `value_outputs_unwrap` adds them: each value times how
 * often it came, the smallest first. Added in the order they came, 0.001 + 1 + 0.001 is 1.0019999…
 * where ToT has 1.002, and a tie between two states would break the other way.
 */
export function sumByValue(scores: readonly number[]): number {
  const counts = new Map<number, number>();
  for (const score of scores) counts.set(score, (counts.get(score) ?? 0) + 1);
  return [...counts].sort(([a], [b]) => a - b).reduce((total, [score, count]) => total + score * count, 0);
}
