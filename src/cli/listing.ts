/**
 * What `npm run cli -- list` prints: every game with its seats, variants, players and protocols,
 * read from the games' modules. The Node build runs it once and ships the text (vite.node.config.ts),
 * so that listing the games loads none of them.
 */
import { seatOffers, seatSpecText } from '../agents/seats';
import { GAMES } from '../games/registry';

export async function gameListing(): Promise<string> {
  const modules = await Promise.all(GAMES.map((entry) => entry.load()));
  return modules.map((module) => {
    const { game, protocols, searches } = module;
    return [
      `${game.id}  ${game.info.title}: ${game.info.tagline}`,
      `  seats: ${game.seats(game.variants[0]!.params).join(', ')}`,
      `  variants: ${game.variants.map((v) => `${v.id} (${v.description})`).join('; ')}`,
      ...game.seats(game.variants[0]!.params).map((seat) => `  seat ${seat}: ${seatOffers(module, seat).map(seatSpecText).join(', ')}`),
      ...(protocols.length ? [`  protocols: ${[...new Set(protocols.map((p) => p.id)), ...(searches ?? []).map((t) => t.id)].join(', ')}`] : []),
      ...(module.setupsFile ? [`  setups file: ${module.setupsFile.label}`] : []),
    ].join('\n');
  }).join('\n\n');
}
