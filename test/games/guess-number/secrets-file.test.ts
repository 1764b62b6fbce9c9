import { describe, expect, it } from 'vitest';
import { readSecretsFile } from '../../../src/games/guess-number/secrets-file';

describe('a secrets file in AR-Bench’s format (data/gn/test.json)', () => {
  it('reads a JSON array of 4-digit strings, one setup each, in order', () => {
    expect(readSecretsFile('["8362", "1058", "0521"]')).toEqual({ ok: true, setups: [{ secret: '8362' }, { secret: '1058' }, { secret: '0521' }] });
  });

  it('pads a whole number to 4 digits, as AR-Bench’s proactive loop does', () => {
    expect(readSecretsFile('[521, 9340]')).toEqual({ ok: true, setups: [{ secret: '0521' }, { secret: '9340' }] });
  });

  it.each([
    ['not json', /^The file is not JSON/],
    ['{"secret": "1234"}', /must hold a JSON array of secrets/],
    ['[]', /holds no secrets/],
    ['["1234", "12a4"]', /^Record 2 must be a secret of 4 digits, like "0521", but it is "12a4"\.$/],
    ['["12345"]', /^Record 1 must be a secret of 4 digits/],
    ['[12345]', /^Record 1 must be a secret of 4 digits/],
    ['["1234", "5678", "1123"]', /^Record 3, "1123", repeats a digit/],
  ])('refuses %j, naming the record', (text, error) => {
    const read = readSecretsFile(text);
    expect(read.ok).toBe(false);
    if (!read.ok) expect(read.error).toMatch(error);
  });
});
