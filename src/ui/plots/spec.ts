/**
 * A game's own plots: `ui/games/<id>/plots.ts` exports `plots: GamePlots`, found by its folder
 * like the boards, and loaded with the results rather than with the first page.
 */
import type { Summary } from '../../core/game';
import type { Json, RunHeader } from '../../core/record';
import type { ReferenceTable } from '../../core/references';
import type { GameModule } from '../../games/module';
import type { EpisodeHeader } from '../../store/db';
import { mergeFigures, seriesFigures, type Figure } from './figure';

/** What a game's plots are made from: one run and its finished episodes. */
export interface PlotInput {
  run: RunHeader;
  summary: Summary;
  /** The run's finished episodes, without their events. */
  episodes: EpisodeHeader[];
  module: GameModule;
}

export interface GamePlots {
  /** The game's figures; one with the id of a summary series replaces that series' default line plot. */
  figures?(input: PlotInput): Figure[] | Promise<Figure[]>;
  /**
   * The groups every episode of the run belongs to, named as the paper's column ids prefix them
   * (`easy` for `easy.accuracy`), so the run's `accuracy` fills that column; null where the run
   * cannot sit among this table's rows (another setting than the table's).
   */
  scope?(metrics: { [key: string]: Json }[], table: ReferenceTable): string[] | null;
}

const specs = import.meta.glob<GamePlots>('../games/*/plots.ts', { import: 'plots' });

/** A game's own plots, or none. */
export async function gamePlots(gameId: string): Promise<GamePlots> {
  return (await specs[`../games/${gameId}/plots.ts`]?.()) ?? {};
}

/** Every figure of a run: each summary series as a line, with or replaced by the game's own figures. */
export async function runFigures(input: PlotInput): Promise<Figure[]> {
  const own = (await (await gamePlots(input.run.game)).figures?.(input)) ?? [];
  return mergeFigures(seriesFigures(input.summary), own);
}
