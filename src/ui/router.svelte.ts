import { href, parse, type Route } from './route';

export { href, type Route };

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
