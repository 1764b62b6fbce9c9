import type { GameModule } from '../bots';
import { naive } from './bots';
import { avalon } from './game';

export const avalonModule: GameModule = {
  game: avalon,
  bots: [
    {
      id: 'naive',
      label: 'Naive bot (AvalonBench)',
      description: 'AvalonBench’s rule-based baseline for whichever role the seat is dealt.',
      create: () => naive,
    },
  ],
  // Models play Avalon once its prompts and parser (prompts.ts) exist.
  protocols: [],
};
