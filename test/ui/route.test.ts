/** Hash routes: a malformed escape in a link names no page, rather than throwing and blanking the app. */
import { describe, expect, it } from 'vitest';
import { href, parse } from '../../src/ui/route';

describe('parse', () => {
  it('decodes the path and keeps the query', () => {
    const route = parse('#/play/guess-number?variant=ten&seed=3');
    expect(route.parts).toEqual(['play', 'guess-number']);
    expect(route.query.get('variant')).toBe('ten');
    expect(parse(href(['runs', 'a b/c'])).parts).toEqual(['runs', 'a b/c']);
  });

  it('keeps a segment with a malformed escape as typed', () => {
    expect(parse('#/%').parts).toEqual(['%']);
    expect(parse('#/play/%ZZ').parts).toEqual(['play', '%ZZ']);
    expect(parse('#/play/%E0%A4%A').parts).toEqual(['play', '%E0%A4%A']);
  });

  it('reads an empty hash as the home page', () => {
    expect(parse('').parts).toEqual([]);
    expect(parse('#/').parts).toEqual([]);
  });
});
