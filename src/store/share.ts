/**
 * Share links, with no server. A puzzle link carries the game, variant and seed, so the receiver
 * plays the same puzzle without the secret in the link. A replay link carries one whole episode,
 * compressed into the URL.
 */
import { compressToEncodedURIComponent, decompressFromEncodedURIComponent } from 'lz-string';
import type { EpisodeRecord } from '../core/record';

/** Longer links break in chat apps and mail: past this, a file export is the way. */
export const MAX_LINK = 16_000;

export interface Puzzle {
  game: string;
  variant: string;
  seed: number;
}

/** The greatest puzzle number: past it, a number is no longer itself in JavaScript, and would be another puzzle. */
export const MAX_SEED = Number.MAX_SAFE_INTEGER;

/**
 * A puzzle number as typed or as a link carries it: a whole number from 0 to `MAX_SEED - after`
 * (a batch's last episode plays `after` puzzles on), or why it is not one, in a sentence. Never
 * another puzzle in its place: "1.5", "NaN" and a 400-digit number are refused, not rounded.
 */
export function readSeed(text: string, after = 0): { ok: true; seed: number } | { ok: false; reason: string } {
  const typed = text.trim();
  const most = MAX_SEED - after;
  if (/^\d+$/.test(typed) && Number(typed) <= most) return { ok: true, seed: Number(typed) };
  const shown = typed.length > 24 ? `${typed.slice(0, 24)}…` : typed;
  return { ok: false, reason: `“${shown}” is not a puzzle number: a puzzle number is a whole number from 0 to ${most.toLocaleString('en')}.` };
}

/** `base` is the app's address without its hash. The short route `#/p/…` starts the game as it opens, so a phone lands on the board. */
export function puzzleLink(base: string, { game, variant, seed }: Puzzle): string {
  return `${base}#/p/${[game, variant, String(seed)].map(encodeURIComponent).join('/')}`;
}

export type LinkResult = { ok: true; url: string } | { ok: false; reason: string };

export function replayLink(base: string, episode: EpisodeRecord): LinkResult {
  const url = `${base}#/replay?d=${compressToEncodedURIComponent(JSON.stringify(episode))}`;
  return url.length <= MAX_LINK
    ? { ok: true, url }
    : {
        ok: false,
        reason: `This episode makes a link of ${url.length.toLocaleString('en')} characters, more than the ${MAX_LINK.toLocaleString('en')} a link can safely carry. Export the run as a file and share that instead.`,
      };
}

/** The episode in a replay link's data, checked like an import; throws with a clear message. */
export async function readReplay(data: string): Promise<EpisodeRecord> {
  if (data.length > MAX_LINK) throw new Error('This replay link is longer than any Fogplay makes.');
  const damaged = 'This replay link is damaged: it may have been cut short or changed when it was copied.';
  let text: string | null;
  try {
    text = decompressFromEncodedURIComponent(data);
  } catch {
    // lz-string reads some malformed data past its own dictionary and throws a TypeError.
    throw new Error(damaged);
  }
  if (!text) throw new Error(damaged);
  // The check (every game's rules and bots) loads with the first replay, not with every page that makes links.
  const { checkRecord } = await import('./import');
  try {
    return await checkRecord(text);
  } catch (error) {
    throw new Error(`This replay link does not hold a valid episode: ${error instanceof Error ? error.message.replace(/^Line 1: /, '') : error}`);
  }
}
