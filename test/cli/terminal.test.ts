/** Text from a server, a model or a file reaches the terminal with its control characters shown, never obeyed. */
import { describe, expect, it } from 'vitest';
import { shown, shownLines } from '../../src/cli/terminal';
import { startScriptedServer } from '../openai-server';
import { cli, outFile } from './run-cli';

/** Escape sequences a hostile server sends: clear the screen and go home, set the window's title, move the cursor up, then a line that overwrites and one that looks like the runner's. */
const HOSTILE = '\x1b[2J\x1b[H\x1b]0;owned\x07\x1b[3A\x1b[1;31mred\x1b[0m\rEpisodes: 10\nSolved: 100.0%\x9b2J\u202eevil';
/** Control characters a terminal obeys: everything below space but the runner's own line feeds, DEL, C1 controls. */
const OBEYED = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f]/;

describe('text from elsewhere in the terminal', () => {
  it('shows every control character, obeying none', () => {
    expect(shown(HOSTILE)).toBe('␛[2J␛[H␛]0;owned␇␛[3A␛[1;31mred␛[0m␍Episodes: 10␊Solved: 100.0%\\u009b2J\\u202eevil');
    expect(shown('\x00\t\x7f')).toBe('␀␉␡');
    // Words, accents and symbols are left as they are.
    expect(shown('Déjà vu: 24 ✓ «ok» 你好')).toBe('Déjà vu: 24 ✓ «ok» 你好');
    expect(shownLines(['a\rb', 'c'])).toBe('a␍b\nc');
  });

  it('shows a hostile server’s error as text on the command line', async () => {
    const server = await startScriptedServer(() => ({ status: 403, error: HOSTILE }));
    try {
      const { code, stdout, stderr } = await cli('run', '--game', 'guess-number', '--player', 'llm:m', '--base-url', server.baseUrl, '--episodes', '2', '--out', await outFile());
      expect(code).toBe(1);
      expect(stderr).toContain('Episode 1 was interrupted: The server answered 403: ␛[2J␛[H␛]0;owned␇␛[3A');
      expect(stderr).not.toMatch(OBEYED);
      expect(stdout).not.toMatch(OBEYED);
      // The only lines are the runner's: the server's "Episodes: 10" is within the interrupted episode's line.
      expect(stderr.split('\n').filter((line) => /^Episodes|^Solved/.test(line))).toEqual([]);
    } finally {
      await server.close();
    }
  });

  it('shows an argument’s control characters in a usage error', async () => {
    const { code, stderr } = await cli('run', '--game', 'guess\x1b[2J-number');
    expect(code).toBe(2);
    expect(stderr).toMatch(/guess␛\[2J-number/);
    expect(stderr).not.toMatch(OBEYED);
  });
});
