import { describe, expect, it } from 'vitest';
import { EngineError } from '../../src/engines/errors';
import { serverProblem } from '../../src/ui/servers';

const unreachable = (url: string) => new EngineError('unreachable', `${url} could not be reached (Failed to fetch).`);

describe('why a page cannot reach a model server', () => {
  it('names mixed content when an https page calls an http server elsewhere, with what to do', () => {
    const text = serverProblem('http://192.168.1.20:8080/v1', new URL('https://teacher.github.io/fogplay/'), unreachable('http://192.168.1.20:8080/v1'));
    expect(text).toMatch(/opened over https, and the browser does not let it call a server over plain http \(http:\/\/192\.168\.1\.20:8080\)/);
    expect(text).toMatch(/npm run classroom|over https/);
  });

  it('does not blame mixed content for a server on this computer, which an https page may call', () => {
    const text = serverProblem('http://127.0.0.1:8080/v1', new URL('https://teacher.github.io/fogplay/'), unreachable('http://127.0.0.1:8080/v1'));
    expect(text).not.toMatch(/plain http/);
    expect(text).toMatch(/Check that the server is running/);
  });

  it('mentions the local-network permission when a public page calls a private address', () => {
    const text = serverProblem('https://192.168.1.20/v1', new URL('https://teacher.github.io/fogplay/'), unreachable('https://192.168.1.20/v1'));
    expect(text).toMatch(/reach devices on your local network/);
    const same = serverProblem('http://192.168.1.20:8080/v1', new URL('http://192.168.1.5:5173/'), unreachable('http://192.168.1.20:8080/v1'));
    expect(same).not.toMatch(/local network/);
  });

  it('passes other failures on with their advice', () => {
    expect(serverProblem('http://127.0.0.1:8080/v1', new URL('http://127.0.0.1:5173/'), new EngineError('auth', 'The server answered 401: bad key'))).toMatch(/401: bad key The server refused the key/);
  });
});
