/**
 * Which model a player was: the one place that says whether two recorded players are the same
 * model, and how to name models apart where several share a name. Cards, the leaderboard, the
 * rating and Compare group by `modelKey` and show `modelNames`, never a player's name alone.
 */
import type { ModelInfo, PlayerInfo } from './record';

/** What identifies a model in a record. */
export type ModelPlayer = Pick<PlayerInfo, 'name' | 'model'>;

/**
 * What a model is, beside its name: a GGUF's content (its SHA-256), a server model's address, or
 * web-llm's build (its model id names the weights it fetches); nothing in a record written before
 * these were kept, which is then known by its name alone.
 */
function content(model: ModelInfo | undefined): string | undefined {
  if (!model) return undefined;
  if (model.sha256) return `sha256:${model.sha256}`;
  if (model.baseUrl) return model.baseUrl;
  if (model.engine === 'web-llm') return `web-llm:${model.id}`;
  return undefined;
}

/** The key that tells one model from another: two players with the same key are the same model. */
export function modelKey(player: ModelPlayer): string {
  const what = content(player.model);
  return what === undefined ? player.name : `${player.name}@${what}`;
}

/** A short tag that tells a model from others of its name: its hash's first 8 digits, its server, its engine. */
function tag(model: ModelInfo | undefined): string {
  if (model?.sha256) return model.sha256.slice(0, 8);
  if (model?.baseUrl) return model.baseUrl.replace(/^[a-z][a-z0-9+.-]*:\/\//i, '').replace(/\/v1\/?$/, '');
  if (model?.engine === 'web-llm') return 'web-llm';
  return 'content not recorded';
}

/** A name to show for each model's key: its own name, told apart (`tinyA (3f2a1b9c)`) only where two models share one. */
export function modelNames(players: Iterable<ModelPlayer>): Map<string, string> {
  const byName = new Map<string, Map<string, ModelPlayer>>();
  for (const player of players) {
    const keys = byName.get(player.name) ?? byName.set(player.name, new Map()).get(player.name)!;
    keys.set(modelKey(player), player);
  }
  const names = new Map<string, string>();
  for (const [name, keys] of byName) {
    if (keys.size === 1) {
      names.set([...keys.keys()][0]!, name);
      continue;
    }
    const tags = [...keys].map(([key, player]) => [key, tag(player.model)] as const);
    // Two servers of one host, or two engines' records of no content, may share a tag: the whole key tells them apart.
    for (const [key, short] of tags) names.set(key, `${name} (${tags.filter(([, t]) => t === short).length > 1 ? key.slice(name.length + 1) || short : short})`);
  }
  return names;
}
