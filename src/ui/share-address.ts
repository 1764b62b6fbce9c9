/**
 * The address share links point at. A phone cannot open 127.0.0.1 or localhost: those name the
 * phone itself. On such a page, links use this computer's network address, which `npm run classroom`
 * gives in `fogplay-network.json` (vite.config.ts); where there is none (`npm start` serves this
 * computer only), the page says the links open on this computer only.
 */
import { appBase } from './format';

/** Where share links may point, best first, and a warning when no phone can open them. */
export interface ShareAddress {
  bases: string[];
  warning: string | null;
}

export function isLoopback(hostname: string): boolean {
  return hostname === 'localhost' || hostname.endsWith('.localhost') || /^127\./.test(hostname) || hostname === '[::1]';
}

/** `page` is the app's own address without its hash; `network` what the server says other machines reach it at. */
export function shareAddress(page: string, network: string[]): ShareAddress {
  const url = new URL(page);
  if (!isLoopback(url.hostname)) return { bases: [page], warning: null };
  // The same path on this computer's network address (the app may sit in a sub-path).
  const bases = network.map((origin) => new URL(`${url.pathname}${url.search}`, origin).href);
  if (bases.length) return { bases, warning: null };
  return {
    bases: [page],
    warning: `This page's address, ${url.host}, opens only on this computer, so a phone cannot open this link. To share with a class, start Fogplay with “npm run classroom”, which serves it on the local network, and open it at the network address it prints.`,
  };
}

/** The share address of this page: asks the server that served it for its network address only when the page's is loopback. */
export async function pageShareAddress(): Promise<ShareAddress> {
  const page = appBase();
  if (!isLoopback(location.hostname)) return shareAddress(page, []);
  try {
    const response = await fetch(new URL('fogplay-network.json', page), { cache: 'no-store' });
    const { urls } = (await response.json()) as { urls?: unknown };
    return shareAddress(page, Array.isArray(urls) ? urls.filter((u): u is string => typeof u === 'string' && /^https?:\/\//.test(u)) : []);
  } catch {
    // A static host has no such file: its answer is a 404 page or nothing.
    return shareAddress(page, []);
  }
}
