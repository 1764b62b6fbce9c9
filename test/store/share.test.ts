import { compressToEncodedURIComponent } from 'lz-string';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { EpisodeRecord } from '../../src/core/record';
import { maxEntropy } from '../../src/games/guess-number/bots';
import { guessNumber } from '../../src/games/guess-number/game';
import { playEpisode } from '../../src/run/episode';
import { MAX_LINK, MAX_SEED, puzzleLink, readReplay, readSeed, replayLink } from '../../src/store/share';
import { parse } from '../../src/ui/route';

const base = 'https://example.org/fogplay/';
const episode = () =>
  playEpisode({ game: guessNumber, variant: 'ar-bench', params: { maxGuesses: 25, finalAnswer: true }, seed: 77, agents: { player: maxEntropy }, runId: 'r' });
const dataOf = (url: string) => new URL(url).hash.split('?d=')[1]!;

describe('share links', () => {
  it('reads a puzzle number as the same whole number, and refuses one that is not, in words', () => {
    expect(readSeed(' 4242 ')).toEqual({ ok: true, seed: 4242 });
    expect(readSeed('007')).toEqual({ ok: true, seed: 7 });
    expect(readSeed(String(MAX_SEED))).toEqual({ ok: true, seed: MAX_SEED });
    const range = 'a puzzle number is a whole number from 0 to 9,007,199,254,740,991.';
    for (const text of ['NaN', '1.5', '-3', '1e3', '', 'Infinity', '9007199254740992']) expect(readSeed(text)).toEqual({ ok: false, reason: `“${text}” is not a puzzle number: ${range}` });
    expect(readSeed('9'.repeat(400))).toEqual({ ok: false, reason: `“${'9'.repeat(24)}…” is not a puzzle number: ${range}` });
    // A batch's last puzzle must be a puzzle number too.
    expect(readSeed(String(MAX_SEED), 9)).toMatchObject({ ok: false, reason: expect.stringMatching(/from 0 to 9,007,199,254,740,982\.$/) });
  });

  it('puts the game, variant and seed in a puzzle link, and not the secret', async () => {
    const played = await episode();
    const link = puzzleLink(base, { game: 'guess-number', variant: 'ar-bench', seed: 77 });
    expect(link).toBe('https://example.org/fogplay/#/p/guess-number/ar-bench/77');
    // The short route opens the Play page on that puzzle, started.
    const route = parse(new URL(link).hash);
    expect([route.parts, Object.fromEntries(route.query)]).toEqual([['play', 'guess-number'], { variant: 'ar-bench', seed: '77', start: '1' }]);
    expect(link).not.toContain((played.setup as { secret: string }).secret);
  });

  it('round-trips an episode through a replay link', async () => {
    const played = await episode();
    const link = replayLink(base, played);
    if (!link.ok) throw new Error(link.reason);
    expect(link.url.startsWith(`${base}#/replay?d=`)).toBe(true);
    expect(link.url.length).toBeLessThan(MAX_LINK);
    expect(await readReplay(dataOf(link.url))).toEqual(JSON.parse(JSON.stringify(played)));
  });

  it('refuses a link longer than the limit, suggesting a file', async () => {
    const played = await episode();
    const huge = { ...played, players: [{ ...played.players[0]!, name: Array.from({ length: 4000 }, (_, i) => `w${i * 7919}`).join(' ') }] } as EpisodeRecord;
    const link = replayLink(base, huge);
    expect(link.ok).toBe(false);
    expect(!link.ok && link.reason).toMatch(/more than the 16,000 a link can safely carry\. Export the run as a file/);
  });

  it('explains a damaged or forged link', async () => {
    const played = await episode();
    const data = dataOf((replayLink(base, played) as { url: string }).url);
    await expect(readReplay(data.slice(0, data.length / 2))).rejects.toThrow(/damaged|does not hold a valid episode/);
    await expect(readReplay('@@@')).rejects.toThrow(/damaged/);
    const forged = { ...played, events: played.events.map((e) => (e.type === 'move' ? { ...e, move: { guess: '1111' } } : e)) };
    await expect(readReplay(compressToEncodedURIComponent(JSON.stringify(forged)))).rejects.toThrow(/does not hold a valid episode: the record does not hold up when its moves are replayed/);
  });

  it('explains, in a sentence, data that lz-string itself cannot read', async () => {
    // "y" and "zb" send lz-string past its dictionary: it threw "reading 'charAt'".
    for (const data of ['y', 'zb', 'zIbS']) await expect(readReplay(data)).rejects.toThrow(/^This replay link is damaged: it may have been cut short or changed when it was copied\.$/);
    const uriSafe = fc.string({ unit: fc.constantFrom(...'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+-$'), maxLength: 200 });
    await fc.assert(
      fc.asyncProperty(uriSafe, async (data) => {
        const error = await readReplay(data).then(() => null, (e: unknown) => e);
        expect(error).toBeInstanceOf(Error);
        expect((error as Error).message).toMatch(/^This replay link (is damaged|does not hold a valid episode)[^]*[.)]$/);
      }),
      { seed: 306, numRuns: 400 },
    );
  });

  it('refuses a link whose events repeat or skip a number', async () => {
    const played = await episode();
    const repeated = { ...played, events: played.events.map((e, i) => (i === 1 ? { ...e, seq: 0 } : e)) };
    const gapped = { ...played, events: played.events.map((e, i) => (i >= 1 ? { ...e, seq: e.seq + 1 } : e)) };
    await expect(readReplay(compressToEncodedURIComponent(JSON.stringify(repeated)))).rejects.toThrow(/event 1 is numbered 0: events are numbered from 0 without gaps\./);
    await expect(readReplay(compressToEncodedURIComponent(JSON.stringify(gapped)))).rejects.toThrow(/event 1 is numbered 2: events are numbered from 0 without gaps\./);
  });
});
