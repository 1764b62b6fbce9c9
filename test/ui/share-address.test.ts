/** Share links point where a phone can open them: never at 127.0.0.1 when the server gives a network address. */
import { describe, expect, it } from 'vitest';
import { isLoopback, shareAddress } from '../../src/ui/share-address';
import { networkUrls } from '../../vite.config';

describe('the address share links point at', () => {
  it('is the page’s own on a host other machines reach', () => {
    expect(shareAddress('https://teacher.github.io/fogplay/', ['http://192.168.1.20:5173/'])).toEqual({ bases: ['https://teacher.github.io/fogplay/'], warning: null });
    expect(shareAddress('http://192.168.1.20:5173/', [])).toEqual({ bases: ['http://192.168.1.20:5173/'], warning: null });
  });

  it('is the network address the server gives, with the page’s path, when the page is at a loopback address', () => {
    expect(shareAddress('http://127.0.0.1:5173/sub/path/', ['http://192.168.1.20:5173/', 'http://10.0.0.4:5173/'])).toEqual({
      bases: ['http://192.168.1.20:5173/sub/path/', 'http://10.0.0.4:5173/sub/path/'],
      warning: null,
    });
  });

  it('warns in a sentence that names the address when no phone can open the link', () => {
    const { bases, warning } = shareAddress('http://localhost:5173/', []);
    expect(bases).toEqual(['http://localhost:5173/']);
    expect(warning).toMatch(/^This page's address, localhost:5173, opens only on this computer, so a phone cannot open this link\. .*npm run classroom/);
  });

  it('knows the loopback names', () => {
    for (const host of ['localhost', 'app.localhost', '127.0.0.1', '127.1.2.3', '[::1]']) expect(isLoopback(host), host).toBe(true);
    for (const host of ['192.168.1.20', 'example.org', '10.0.0.1', 'localhost.example.org']) expect(isLoopback(host), host).toBe(false);
  });
});

describe('the network addresses the classroom server gives', () => {
  const v4 = (address: string, internal = false) => ({ address, family: 'IPv4' as const, internal, netmask: '', mac: '', cidr: null });
  const interfaces = {
    lo: [v4('127.0.0.1', true)],
    docker0: [v4('172.17.0.1')],
    eth0: [v4('203.0.113.7'), { ...v4('fe80::1'), family: 'IPv6' as const, scopeid: 0 }],
    wlan0: [v4('192.168.1.20')],
    usb0: [v4('169.254.3.4')],
  };

  it('lists every IPv4 address of the machine, private networks first, when it listens on all of them', () => {
    const all = ['http://172.17.0.1:5173/', 'http://192.168.1.20:5173/', 'http://203.0.113.7:5173/', 'http://169.254.3.4:5173/'];
    expect(networkUrls({ address: '0.0.0.0', family: 'IPv4', port: 5173 }, interfaces)).toEqual(all);
    expect(networkUrls({ address: '::', family: 'IPv6', port: 5173 }, interfaces)).toEqual(all);
  });

  it('lists none when it listens on the loopback address alone, and the one it listens on otherwise', () => {
    expect(networkUrls({ address: '127.0.0.1', family: 'IPv4', port: 5173 }, interfaces)).toEqual([]);
    expect(networkUrls({ address: '::1', family: 'IPv6', port: 5173 }, interfaces)).toEqual([]);
    expect(networkUrls({ address: '192.168.1.20', family: 'IPv4', port: 4173 }, interfaces)).toEqual(['http://192.168.1.20:4173/']);
  });
});
