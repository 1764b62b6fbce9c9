/**
 * Hash routes (`#/play/guess-number?variant=ar-bench`): they need no server rewrite rules,
 * so the built app works from any static host and any sub-path.
 */
export interface Route {
  /** Path segments, e.g. ['play', 'guess-number']. */
  parts: string[];
  query: URLSearchParams;
}

/** A path segment decoded; one with a malformed escape (`%ZZ`) stays as typed, so it names no page rather than blanking the app. */
function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

export function parse(hash: string): Route {
  const [path = '', search = ''] = hash.replace(/^#\/?/, '').split('?', 2);
  const parts = path.split('/').filter(Boolean).map(decodeSegment);
  // A puzzle link's short form, `#/p/GAME/VARIANT/SEED`: the Play page, started on that puzzle.
  if (parts[0] === 'p' && parts.length === 4) return { parts: ['play', parts[1]!], query: new URLSearchParams({ variant: parts[2]!, seed: parts[3]!, start: '1' }) };
  return { parts, query: new URLSearchParams(search) };
}

export function href(parts: string[], query: Record<string, string | number | undefined> = {}): string {
  const search = new URLSearchParams(
    Object.entries(query).flatMap(([k, v]) => (v === undefined ? [] : [[k, String(v)]])),
  ).toString();
  return `#/${parts.map(encodeURIComponent).join('/')}${search ? `?${search}` : ''}`;
}
