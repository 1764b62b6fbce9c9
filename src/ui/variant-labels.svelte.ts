/**
 * A variant's label ("Table 2: N = 5, no feedback") in place of its id ("n5-none") in lists of
 * runs. The labels are in each game's module, which loads when first needed: a list shows the id
 * until its game's module is in, then the label.
 */
import { loadGame } from '../games/registry';

const labels = $state<Record<string, Record<string, string>>>({});
const requested = new Set<string>();

export function variantLabel(game: string, variant: string): string {
  if (!requested.has(game)) {
    requested.add(game);
    void loadGame(game).then((module) => {
      if (module) labels[game] = Object.fromEntries(module.game.variants.map((v) => [v.id, v.label]));
    });
  }
  return labels[game]?.[variant] ?? variant;
}
