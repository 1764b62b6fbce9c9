/**
 * Hash routes (`#/play/guess-number?variant=ar-bench`): they need no server rewrite rules,
 * so the built app works from any static host and any sub-path.
 */
export interface Route {
  /** Path segments, e.g. ['play', 'guess-number']. */
  parts: string[];
  query: URLSearchParams;
}

function parse(hash: string): Route {
  const [path = '', search = ''] = hash.replace(/^#\/?/, '').split('?', 2);
  return { parts: path.split('/').filter(Boolean).map(decodeURIComponent), query: new URLSearchParams(search) };
}

export function href(parts: string[], query: Record<string, string | number | undefined> = {}): string {
  const search = new URLSearchParams(
    Object.entries(query).flatMap(([k, v]) => (v === undefined ? [] : [[k, String(v)]])),
  ).toString();
  return `#/${parts.map(encodeURIComponent).join('/')}${search ? `?${search}` : ''}`;
}

class Router {
  route = $state.raw<Route>(parse(location.hash));

  constructor() {
    addEventListener('hashchange', () => (this.route = parse(location.hash)));
  }

  go(parts: string[], query?: Record<string, string | number | undefined>): void {
    location.hash = href(parts, query);
  }
}

export const router = new Router();
