import type { AgentFactory } from '../core/agent';
import type { AnyGame } from '../core/game';

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

/** A game with the bots that play it. */
export interface GameModule {
  game: AnyGame;
  bots: BotSpec[];
}
