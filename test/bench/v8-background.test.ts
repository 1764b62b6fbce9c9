import { describe, expect, it } from 'vitest';
import { backgroundCpuBetween } from './v8-background';

describe('backgroundCpuBetween', () => {
  it('adds what each thread used between the readings, a thread begun since counted whole', () => {
    const before = new Map([['10/11', 500], ['10/12', 40]]);
    const after = new Map([['10/11', 650], ['10/12', 40], ['10/13', 25]]);
    expect(backgroundCpuBetween(before, after)).toBe(150 + 25);
  });

  it('leaves out a thread that ended between them, so that the sum never falls below zero', () => {
    // Chromium ended its idle pool thread 10/11, whose 900 ms went with it.
    const before = new Map([['10/11', 900], ['10/12', 40]]);
    const after = new Map([['10/12', 70]]);
    expect(backgroundCpuBetween(before, after)).toBe(30);
  });
});
