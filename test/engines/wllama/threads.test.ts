import { afterEach, describe, expect, it, vi } from 'vitest';
import { chooseThreads, forgetThreads, recalled, rememberThreads, SLOWER, threadPlan, type ProbeRates, type ThreadChoice } from '../../../src/engines/wllama/threads';

const page = (isolated: boolean, cores: number) => {
  vi.stubGlobal('crossOriginIsolated', isolated);
  vi.stubGlobal('navigator', { hardwareConcurrency: cores });
};

describe('the threads a model on the CPU may have', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('are one where the page is not cross-origin isolated, however many the cores, and the plan says why', () => {
    page(false, 16);
    expect(threadPlan()).toEqual({ count: 1, why: 'the page is not cross-origin isolated, which threads need' });
  });

  it('are one on a device of one core, and else one against half the logical cores, at least two, in a probe', () => {
    page(true, 1);
    expect(threadPlan()).toMatchObject({ count: 1 });
    for (const [cores, threads] of [[2, 2], [3, 2], [4, 2], [8, 4], [12, 6]]) {
      page(true, cores!);
      expect(threadPlan()).toEqual({ upTo: threads });
    }
  });
});

type Scripted = Omit<ProbeRates, 'ms'> & { ms?: number } | typeof SLOWER | Error;

/**
 * A rate source scripted by thread count: rates (a reply of 1 s unless said), SLOWER, or an error to
 * throw, for every reply or for each in turn (the first warms up); it records the counts probed and
 * their limits, in order.
 */
function scripted(script: Record<number, Scripted | Scripted[]>) {
  const probed: [number, number | undefined][] = [];
  const probe = async (threads: number, limitMs?: number) => {
    const replies = script[threads];
    if (!replies) throw new Error(`No rates scripted for ${threads} threads.`);
    const rates = Array.isArray(replies) ? replies[probed.filter(([count]) => count === threads).length] : replies;
    probed.push([threads, limitMs]);
    if (!rates) throw new Error(`No more replies scripted for ${threads} threads.`);
    if (rates instanceof Error) throw rates;
    return rates === SLOWER ? SLOWER : { ms: 1000, ...rates };
  };
  return { probe, probed };
}

describe('choosing threads from a probe', () => {
  it('keeps a count that is given, with no probe', async () => {
    const { probe, probed } = scripted({});
    expect(await chooseThreads({ count: 3 }, probe)).toEqual({ threads: 3, why: 'as asked' });
    expect(await chooseThreads({ count: 1, why: 'the page is not cross-origin isolated' }, probe)).toEqual({ threads: 1, why: 'the page is not cross-origin isolated' });
    expect(probed).toEqual([]);
  });

  it('takes more threads where they read and write at least as fast as one, one thread probed first, each timed on its second reply', async () => {
    const { probe, probed } = scripted({ 1: { prompt: 100, decode: 20, ms: 2500 }, 4: { prompt: 190, decode: 30 } });
    const choice = await chooseThreads({ upTo: 4 }, probe);
    // More threads may take no longer than one thread's whole probe, its two replies: their second reply what the first left of it.
    expect(probed).toEqual([[1, undefined], [1, undefined], [4, 5000], [4, 4000]]);
    expect(choice.threads).toBe(4);
    expect(choice.why).toBe("4 threads read the prompt at 1.90× and wrote at 1.50× one thread's speed in a probe after loading");
    expect(choice.probed).toEqual([{ threads: 1, rates: { prompt: 100, decode: 20, ms: 5000 } }, { threads: 4, rates: { prompt: 190, decode: 30, ms: 2000 } }]);
  });

  it('times each count warm: the first reply after a load, slower for either count, only warms the build up', async () => {
    // As measured: the first reply after a load read at about 0.6× the next; the one thread's build had replied before (the template's check), the more threads' had not.
    const { probe } = scripted({ 1: [{ prompt: 90, decode: 19 }, { prompt: 100, decode: 20 }], 2: [{ prompt: 60, decode: 15 }, { prompt: 180, decode: 30 }] });
    const choice = await chooseThreads({ upTo: 2 }, probe);
    expect(choice.threads).toBe(2);
    expect(choice.why).toBe("2 threads read the prompt at 1.80× and wrote at 1.50× one thread's speed in a probe after loading");
  });

  it('keeps one thread where more are slower at reading or at writing, so that threads never slow a move down', async () => {
    for (const more of [{ prompt: 50, decode: 5 }, { prompt: 190, decode: 19 }, { prompt: 99, decode: 40 }]) {
      const choice = await chooseThreads({ upTo: 2 }, scripted({ 1: { prompt: 100, decode: 20 }, 2: more }).probe);
      expect(choice.threads, JSON.stringify(more)).toBe(1);
    }
    const slower = await chooseThreads({ upTo: 2 }, scripted({ 1: { prompt: 100, decode: 20 }, 2: { prompt: 50, decode: 5 } }).probe);
    expect(slower.why).toBe("2 threads read the prompt at 0.50× and wrote at 0.25× one thread's speed in a probe after loading");
  });

  it('takes more threads that are exactly as fast, and not rates that are no numbers', async () => {
    expect((await chooseThreads({ upTo: 2 }, scripted({ 1: { prompt: 100, decode: 20 }, 2: { prompt: 100, decode: 20 } }).probe)).threads).toBe(2);
    expect((await chooseThreads({ upTo: 2 }, scripted({ 1: { prompt: 0, decode: 0 }, 2: { prompt: 10, decode: 10 } }).probe)).threads).toBe(1);
    expect((await chooseThreads({ upTo: 2 }, scripted({ 1: { prompt: 100, decode: 20 }, 2: { prompt: NaN, decode: 30 } }).probe)).threads).toBe(1);
  });

  it('keeps one thread, and says why, where more threads fail to run', async () => {
    const { probe, probed } = scripted({ 1: { prompt: 100, decode: 20 }, 2: new Error("llama.cpp's worker stopped") });
    const choice = await chooseThreads({ upTo: 2 }, probe);
    expect(probed.map(([threads]) => threads)).toEqual([1, 1, 2]);
    expect(choice).toEqual({ threads: 1, why: "2 threads failed to run (llama.cpp's worker stopped)", probed: [{ threads: 1, rates: { prompt: 100, decode: 20, ms: 2000 } }] });
  });

  it('keeps one thread where more were stopped at the limit of one thread\'s whole probe, in either reply', async () => {
    const choice = await chooseThreads({ upTo: 2 }, scripted({ 1: { prompt: 100, decode: 20, ms: 2100 }, 2: SLOWER }).probe);
    expect(choice).toEqual({ threads: 1, why: "2 threads took longer than the 4.2 s one thread took in a probe after loading", probed: [{ threads: 1, rates: { prompt: 100, decode: 20, ms: 4200 } }] });
    const second = scripted({ 1: { prompt: 100, decode: 20, ms: 2100 }, 2: [{ prompt: 100, decode: 20, ms: 3000 }, SLOWER] });
    expect((await chooseThreads({ upTo: 2 }, second.probe)).threads).toBe(1);
    expect(second.probed).toEqual([[1, undefined], [1, undefined], [2, 4200], [2, 1200]]);
    // A warming reply that takes all of the limit leaves none to time: more threads are slower, and not asked again.
    const spent = scripted({ 1: { prompt: 100, decode: 20, ms: 2100 }, 2: { prompt: 100, decode: 20, ms: 4200 } });
    expect((await chooseThreads({ upTo: 2 }, spent.probe)).why).toBe("2 threads took longer than the 4.2 s one thread took in a probe after loading");
    expect(spent.probed).toEqual([[1, undefined], [1, undefined], [2, 4200]]);
  });

  it('fails where the model fails on one thread: that is no question of threads', async () => {
    const { probe, probed } = scripted({ 1: new Error('The model could not be read.'), 2: { prompt: 100, decode: 20 } });
    await expect(chooseThreads({ upTo: 2 }, probe)).rejects.toThrow('The model could not be read.');
    expect(probed).toEqual([[1, undefined]]);
  });
});

describe('the threads a probe chose, kept for the next load of the model on this device', () => {
  afterEach(() => vi.unstubAllGlobals());
  /** This browser's localStorage, as a map of its keys. */
  const storage = () => {
    const kept = new Map<string, string>();
    vi.stubGlobal('localStorage', { getItem: (key: string) => kept.get(key) ?? null, setItem: (key: string, value: string) => void kept.set(key, value) });
    return kept;
  };
  const probed: ThreadChoice = { threads: 2, why: 'faster', probed: [{ threads: 1, rates: { prompt: 10, decode: 2, ms: 900 } }, { threads: 2, rates: { prompt: 15, decode: 3, ms: 700 } }] };

  it('offers a count to the next load once two probes in a row chose it, by model and by the device\'s cores', () => {
    storage();
    page(true, 4);
    expect(threadPlan()).toEqual({ upTo: 2 });
    rememberThreads('aaa', probed);
    rememberThreads('bbb', { ...probed, threads: 1 });
    // One probe's choice serves its own load: the next load probes again.
    expect(threadPlan()).toEqual({ upTo: 2 });
    rememberThreads('aaa', probed);
    rememberThreads('bbb', { ...probed, threads: 1 });
    expect(threadPlan()).toEqual({ upTo: 2, remembered: { aaa: 2, bbb: 1 } });
    // A device that reports other cores probes anew.
    page(true, 8);
    expect(threadPlan()).toEqual({ upTo: 4 });
  });

  it('starts counting again where a probe chose otherwise than the last', () => {
    storage();
    page(true, 4);
    rememberThreads('aaa', probed);
    rememberThreads('aaa', { ...probed, threads: 1 });
    expect(threadPlan()).toEqual({ upTo: 2 });
    rememberThreads('aaa', { ...probed, threads: 1 });
    expect(threadPlan()).toEqual({ upTo: 2, remembered: { aaa: 1 } });
    // A probe asked for again that chooses otherwise replaces the count kept.
    rememberThreads('aaa', probed);
    expect(threadPlan()).toEqual({ upTo: 2 });
  });

  it('keeps no count that was given or remembered, only one a probe chose', () => {
    const kept = storage();
    page(true, 4);
    rememberThreads('aaa', { threads: 2, why: 'as asked' });
    rememberThreads('aaa', { threads: 2, why: 'as the last 2 probes on this device chose for this model', remembered: true });
    expect(kept.size).toBe(0);
  });

  it('forgets one model\'s count, so that its next load probes again, and keeps the others\'', () => {
    storage();
    page(true, 4);
    for (let probe = 0; probe < 2; probe++) {
      rememberThreads('aaa', probed);
      rememberThreads('bbb', probed);
    }
    forgetThreads('aaa');
    expect(threadPlan()).toEqual({ upTo: 2, remembered: { bbb: 2 } });
    // Forgotten, it is counted from one probe again.
    rememberThreads('aaa', probed);
    expect(threadPlan()).toEqual({ upTo: 2, remembered: { bbb: 2 } });
  });

  it('reads nothing from a kept value that is not a map of counts', () => {
    const kept = storage();
    page(true, 4);
    for (const value of ['not JSON', '[2]', 'null', '7', '{"aaa":{"threads":"2","probes":3}}', '{"aaa":{"threads":2}}', '{"aaa":null}']) {
      kept.set('fogplay.threads.4', value);
      expect(threadPlan(), value).toEqual({ upTo: 2 });
    }
  });

  it('takes a bare count, as an earlier version kept one probe\'s choice, for one probe', () => {
    const kept = storage();
    page(true, 4);
    kept.set('fogplay.threads.4', '{"aaa":2,"bbb":1}');
    expect(threadPlan()).toEqual({ upTo: 2 });
    rememberThreads('aaa', probed);
    rememberThreads('bbb', probed);
    expect(threadPlan()).toEqual({ upTo: 2, remembered: { aaa: 2 } });
  });

  it('loads a remembered model on its count with no probe, saying so, and probes any other', async () => {
    const plan = { upTo: 4, remembered: { aaa: 4, bbb: 1 } };
    expect(recalled(plan, 'aaa')).toEqual({ count: 4, why: 'as the last 2 probes on this device chose for this model', remembered: true });
    expect(recalled(plan, 'bbb')).toMatchObject({ count: 1, remembered: true });
    expect(recalled(plan, 'ccc')).toBe(plan);
    // A model not yet hashed is probed, unless its hash, once read, is remembered.
    expect(recalled(plan, undefined)).toBe(plan);
    const given = { count: 1, why: 'the page is not cross-origin isolated' };
    expect(recalled(given, 'aaa')).toBe(given);
    const { probe, probed: counts } = scripted({});
    expect(await chooseThreads(recalled(plan, 'aaa'), probe)).toEqual({ threads: 4, why: 'as the last 2 probes on this device chose for this model', remembered: true });
    expect(counts).toEqual([]);
  });

  it('probes where the count kept is not one the plan could choose', () => {
    for (const count of [2, 0, 8, 1.5, NaN, '4'] as number[]) expect(recalled({ upTo: 4, remembered: { aaa: count } }, 'aaa'), String(count)).toEqual({ upTo: 4, remembered: { aaa: count } });
  });
});
