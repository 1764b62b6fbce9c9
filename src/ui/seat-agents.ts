/** The agent for a seat that is not a person's: a game's bot (perhaps speaking through a model), or a model. */
import { llmAgent, voicedBot, type GenerationSettings } from '../agents/llm';
import { treeOfThoughtsAgent } from '../agents/tot';
import type { AgentFactory } from '../core/agent';
import type { Protocol, ThoughtTask } from '../core/protocol';
import type { Engine } from '../engines/engine';
import type { GameModule } from '../games/module';

/** A model: its engine, the prompts it plays by and its generation settings. */
export interface ModelSeat {
  engine: Engine;
  protocol: Protocol;
  /** When set, the model searches (Tree of Thoughts) instead of following `protocol`. */
  search?: { task: ThoughtTask<unknown, unknown>; breadth: number; valueSamples: number };
  settings?: GenerationSettings;
}

/** Who takes a seat: a person, one of the game's bots (perhaps speaking through a model), or a model. */
export type PlayerChoice = { kind: 'human' } | { kind: 'bot'; id: string; voice?: ModelSeat } | ({ kind: 'llm' } & ModelSeat);

/** `onText` receives a model's reply as it streams, by seat. */
export function machineAgent(module: GameModule, choice: Exclude<PlayerChoice, { kind: 'human' }>, onText?: (seat: string, delta: string) => void): AgentFactory {
  if (choice.kind === 'llm') {
    const { engine, protocol, search, settings } = choice;
    return search ? treeOfThoughtsAgent({ engine, ...search, settings, onText }) : llmAgent({ engine, protocol, settings, onText });
  }
  const bot = module.bots.find((b) => b.id === choice.id);
  if (!bot) throw new Error(`${module.game.info.title} has no bot "${choice.id}".`);
  return choice.voice ? voicedBot(bot.create(), { ...choice.voice, onText }) : bot.create();
}
