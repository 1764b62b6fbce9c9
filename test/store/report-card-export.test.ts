import { describe, expect, it } from 'vitest';
import type { ReportCard } from '../../src/run/report-card';
import type { SuiteLine } from '../../src/run/suite';
import { cardHtml, cardMarkdown, figureText, rowPlot } from '../../src/store/report-card-export';

const line = (kind: SuiteLine['kind'], protocol: string): SuiteLine => ({ id: `x/${protocol}`, game: 'g', variant: 'v', kind, model: kind === 'bot' ? null : 'm', protocol, seats: ['p'], players: [] });
const figures = (kind: SuiteLine['kind'], protocol: string, value: number, n = 10) => ({
  line: line(kind, protocol),
  headline: { id: 'solved', label: 'Solved', value, interval: { low: value / 2, high: (1 + value) / 2 }, format: 'percent' as const },
  episodes: n, contextFull: 0, forfeitRate: 0.1, invalidRate: 0.25, cutRate: 0, tokensPerMove: 12.34, msPerMove: 1500,
});

/** A model whose name carries markup and table syntax, as a file name may. */
const card: ReportCard = {
  model: 'evil|<script>alert(1)</script>',
  episodes: 10,
  rows: [{
    game: 'g', title: 'A game', variant: 'v', measure: 'Solved',
    lines: [figures('paper', 'paper', 0.4), figures('constrained', 'json', 0.6)],
    bots: [figures('bot', 'solver', 1)],
    paper: [{ model: 'GPT-4', setting: 'IO', value: 0.073, format: 'percent', source: 'Yao et al. 2023, Table 2' }],
    review: [{ model: 'GPT-4o', setting: '(headline)', value: 0.35, format: 'percent', source: 'Reported in a review' }],
  }],
};

describe('a report card written out', () => {
  it('as Markdown: a row per line, the paper\'s figures and the review\'s apart, table syntax escaped', () => {
    const md = cardMarkdown(card);
    expect(md).toMatch(/^# Report card: evil\\\|<script>/m);
    expect(md).toContain('| A game (v) | paper (paper\'s protocol) | 40.0% (95% CI 20.0%–70.0%) | 10 | 25.0% | 0.0% | 10.0% | 12.3 | 1.50 s |');
    expect(md).toContain('|  | json (constrained) | 60.0% (95% CI 30.0%–80.0%) |');
    expect(md).toContain('|  | bot solver | 100.0% (95% CI 50.0%–100.0%) |');
    expect(md).toContain('- GPT-4, IO: 7.3% (Yao et al. 2023, Table 2)');
    expect(md).toContain('- GPT-4o, (headline): 35.0% (reported in a review of the paper, not its tables)');
  });

  it('as one HTML file: text escaped, a plot inline, nothing fetched', () => {
    const html = cardHtml(card);
    expect(html).not.toContain('<script>');
    expect(html).toContain('Report card: evil|&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).not.toMatch(/\b(src|href)=|url\(|@import/);
    expect(html).toContain("default-src 'none'");
    const plot = rowPlot(card.rows[0]!);
    // Three lines (two filled dots, one open), two published ticks on a 0–100% axis 320 wide.
    expect(plot.match(/<circle/g)).toHaveLength(3);
    expect(plot.match(/fill="none"/g)).toHaveLength(1);
    // 7.3% of the 304 px between the margins, 8 px from the left.
    expect(plot).toContain('<line x1="30.2" x2="30.2"');
    expect(html).toContain(plot);
  });

  it('says why a line has no figure', () => {
    expect(figureText({ ...figures('paper', 'p', 0), headline: null, episodes: 0 })).toBe('not played');
    expect(figureText({ ...figures('paper', 'p', 0), headline: null, episodes: 3 })).toBe('no finished episode');
  });
});
