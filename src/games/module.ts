import type { AgentFactory } from '../core/agent';
import type { AnyGame } from '../core/game';
import type { Protocol, ThoughtTask } from '../core/protocol';

/** A rule-based bot a game offers. */
export interface BotSpec {
  /** Recorded as the agent's name, and used on the command line as `bot:<id>`. */
  id: string;
  label: string;
  description: string;
  /** The seats it can take; every seat when absent. */
  seats?: string[];
  /** A fresh factory for one run (a bot may share work across a run's episodes). */
  create(): AgentFactory;
}

/** A game with the bots that play it and the ways a model plays it. */
export interface GameModule {
  game: AnyGame;
  bots: BotSpec[];
  protocols: Protocol[];
  /** Searches with many queries per move (Tree of Thoughts), where the game has them. */
  searches?: ThoughtTask<unknown, unknown>[];
}
