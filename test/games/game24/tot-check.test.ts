import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { check } from '../../../src/games/game24/check';
import { TEST_SET } from '../../../src/games/game24/data';
import { game24 } from '../../../src/games/game24/game';
import { extractAnswer } from '../../../src/games/game24/parse';
import { ioProtocol } from '../../../src/games/game24/prompts';
import { totExpression, totSolves } from '../../../src/games/game24/tot-check';
import { FORMS, repliesOf, SPECIAL } from './tot-forms';
import verdicts from './tot-verdicts.json' with { type: 'json' };

/** Fogplay's forgiving reading: the expression its reader takes, right by its checker. */
const fogplay = (reply: string, numbers: readonly number[]) => {
  const read = extractAnswer(reply);
  return read.ok && check(read.expression, numbers).ok;
};

const forms = verdicts.forms as Record<string, string>;
/** Each form's reply for each test puzzle: `replies[puzzle][form]`. */
const replies = TEST_SET.map((p) => repliesOf(p.numbers));

describe("Tree of Thoughts' reading of a reply (test_output)", () => {
  it('agrees with ToT’s own code on every reply form for every test puzzle', () => {
    expect(Object.keys(forms)).toEqual(FORMS.map((f) => f.id));
    const ours = FORMS.map((_, j) => TEST_SET.map((p, i) => (totSolves(replies[i]![j]!, p.numbers) ? '1' : '0')).join(''));
    expect(Object.fromEntries(FORMS.map((f, j) => [f.id, ours[j]]))).toEqual(forms);
  });

  it('agrees on Python’s arithmetic: factorials, powers, floor division, roots, a Unicode digit, a division by zero', () => {
    expect(SPECIAL.map((s) => (totSolves(s.reply, s.numbers) ? '1' : '0')).join('')).toBe(verdicts.special);
  });

  it('differs from Fogplay’s forgiving reading on the forms the issue of faithfulness names, and only there', () => {
    const differ = FORMS.map((form, j) => {
      const cells = TEST_SET.map((p, i) => [fogplay(replies[i]![j]!, p.numbers), forms[form.id]![i] === '1']);
      return { id: form.id, fogplayOnly: cells.filter(([f, t]) => f && !t).length, totOnly: cells.filter(([f, t]) => !f && t).length };
    }).filter((d) => d.fogplayOnly + d.totOnly > 0);
    // Measured: Fogplay reads Markdown, a missing space, a full-width colon, ×, ÷, −, `$…$`,
    // backticks and a remark after the answer; ToT reads the left of "= 23" and a unary plus. The
    // × and − answers that both take have no product, quotient or difference to rewrite.
    expect(differ).toEqual([
      { id: 'Markdown bold', fogplayOnly: 100, totOnly: 0 },
      { id: 'no space after the colon', fogplayOnly: 100, totOnly: 0 },
      { id: 'full-width colon', fogplayOnly: 100, totOnly: 0 },
      { id: '× and ÷', fogplayOnly: 94, totOnly: 0 },
      { id: 'U+2212 minus', fogplayOnly: 66, totOnly: 0 },
      { id: 'LaTeX dollars', fogplayOnly: 100, totOnly: 0 },
      { id: 'backticks', fogplayOnly: 100, totOnly: 0 },
      { id: 'a remark after the answer', fogplayOnly: 100, totOnly: 0 },
      { id: 'claims 23', fogplayOnly: 0, totOnly: 100 },
      { id: 'unary plus', fogplayOnly: 0, totOnly: 100 },
    ]);
  });

  it('reads the last line, lower case, without "answer: ", before the first "="', () => {
    expect(totExpression('Steps\n  ANSWER: (1 + 2) * 8 = 24 = 24 \n\n')).toBe('  (1 + 2) * 8 ');
    expect(totExpression('Answer: 4 * 6 = 24\nanswer: answer: 3 * 8')).toBe('3 * 8');
  });

  it('never throws, and is quick on long hostile text', () => {
    for (const text of ['('.repeat(100_000), '9**'.repeat(30_000) + '9', '1' + '!'.repeat(100_000), ' '.repeat(100_000) + 'x', '13 ** 13 ** 13 ** 13']) {
      expect(totSolves(text, [1, 2, 3, 4])).toBe(false);
    }
    fc.assert(fc.property(fc.string({ unit: 'binary' }), (text) => void totSolves(text, [4, 5, 6, 10])), { numRuns: 300 });
  });

  it('gives the benchmark’s success first in the summary, then Fogplay’s reading, each counted from its own verdict', async () => {
    const numbers = [4, 5, 6, 10];
    const state = (reply: string) => {
      const parsed = ioProtocol.parse(reply, game24.view(game24.init({ set: 'test', attempts: 1 }, { numbers, rank: 901 }), 'player'));
      if (!parsed.ok) throw new Error(parsed.error);
      return game24.apply(game24.init({ set: 'test', attempts: 1 }, { numbers, rank: 901 }), 'player', parsed.move).state;
    };
    const replies = ['**Answer:** (10 - 4) * 5 - 6 = 24', 'Answer: (10 - 4) * 5 - 6 = 23', 'Answer: (10 - 4) * 5 - 6 = 24'];
    const metrics = replies.map((reply) => {
      const s = state(reply);
      return game24.metrics(s, game24.outcome(s)!, { events: [], players: [] } as never);
    });
    expect(metrics.map((m) => [m.solved, m.totSolved])).toEqual([[true, false], [false, true], [true, true]]);
    const stats = game24.summarize(metrics).stats;
    expect(stats.slice(0, 2).map((s) => [s.id, s.value])).toEqual([['successRate', 2 / 3], ['successRateFogplay', 2 / 3]]);
    expect(stats.slice(0, 2).map((s) => s.label)).toEqual(['Success rate', "Success rate, Fogplay's friendlier reading (not the benchmark's)"]);
  });
});
