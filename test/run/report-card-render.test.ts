import { describe, expect, it } from 'vitest';
import type { LineFigures, ReportCard } from '../../src/run/report-card';
import { CARD_COLUMNS, cardHtml, cardMarkdown, figureText, mdCode, rowPlot } from '../../src/run/report-card-render';
import type { SuiteLine } from '../../src/run/suite';

const line = (kind: SuiteLine['kind'], protocol: string): SuiteLine => ({ id: `x/${protocol}`, game: 'g', variant: 'v', kind, model: kind === 'bot' ? null : 'm', protocol, seats: ['p'], players: [] });
const figures = (kind: SuiteLine['kind'], protocol: string, value: number, n = 10): LineFigures => ({
  line: line(kind, protocol), player: null,
  headline: { id: 'solved', label: 'Solved', value, interval: { low: value / 2, high: (1 + value) / 2 }, format: 'percent' as const }, missing: null,
  recorded: n, n, episodes: n, contextFull: 0, interrupted: 0, forfeits: 1, attempts: 40, invalid: 10, replies: 40, cutReplies: 0, unsent: 0,
  completionTokens: 493.6, latencyMs: 60_000, values: new Map(), againstBot: null,
});

/** A model whose name carries markup and table syntax, as a file name may. */
const NAME = 'evil|<script>alert(1)</script> *b* [x](http://e.org) `c`\nd';
const card: ReportCard = {
  model: NAME,
  name: NAME,
  size: 10,
  settings: { engines: ['openai'], quantisations: [], departures: [{ setting: 'prompt template', values: [{ text: 'my *own* [t](x)', recorded: true }] }] },
  rows: [{
    game: 'g', title: 'A game', variant: 'v', measure: 'Solved',
    lines: [figures('paper', 'paper', 0.4), figures('constrained', 'json', 0.6)],
    bots: [figures('bot', 'solver', 1)],
    published: [
      { model: 'GPT-4', setting: 'IO', value: 0.073, format: 'percent', source: 'Yao et al. 2023, Table 2', review: false, beside: 'paper' },
      { model: 'GPT-4o', setting: 'GPT-4o (headline)', value: 0.35, format: 'percent', source: 'Reported in a review', review: true, beside: 'paper' },
    ],
  }],
};

describe('a report card written out', () => {
  it('as Markdown: a row per line, every column defined, the paper\'s figures and the review\'s apart', () => {
    const md = cardMarkdown(card);
    expect(md).toContain('| A game (v): Solved | `paper` (paper\'s protocol) | 40.0% (20.0%–70.0%) | 10 | 10 | 0 | 10.0% (1/10) | 25.0% (10/40) | 0.0% (0/40) | 12.3 | 1.50 s | no bot figure |');
    expect(md).toContain('|  | `json` (constrained) | 60.0% (30.0%–80.0%) |');
    expect(md).toContain('|  | bot `solver` | 100.0% (50.0%–100.0%) |');
    for (const column of CARD_COLUMNS) expect(md).toContain(`- **${column.heading}**: ${column.definition}`);
    expect(md).toContain("- GPT-4, IO: 7.3% (Yao et al. 2023, Table 2); beside the line paper (paper's protocol)");
    expect(md).toContain("- GPT-4o (headline): 35.0% (reported in a review of the paper, not its tables); beside the line paper (paper's protocol)");
  });

  it('writes a name or a template from a record as code, so that none of it is Markdown', () => {
    const md = cardMarkdown(card);
    // The line break is a space, the pipe escaped as a table needs, the backticks inside a longer fence.
    expect(md.split('\n')[0]).toBe('# Report card: ``evil\\|<script>alert(1)</script> *b* [x](http://e.org) `c` d``');
    expect(md).toContain('Not the papers\' setting: prompt template `my *own* [t](x)`.');
    expect(mdCode('`start')).toBe('`` `start ``');
    expect(mdCode('a | b')).toBe('`a \\| b`');
  });

  it('as one HTML file: text escaped, the columns defined, a plot inline, nothing fetched', () => {
    const html = cardHtml(card);
    expect(html).not.toContain('<script>');
    expect(html).toContain('Report card: evil|&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).not.toMatch(/\b(src|href)=|url\(|@import/);
    expect(html).toContain("default-src 'none'");
    for (const column of CARD_COLUMNS) expect(html).toContain(`<dt>${column.heading}</dt>`);
    const plot = rowPlot(card.rows[0]!);
    // Three lines (two filled dots, one open), the paper's tick and the review's on rows of their own, each labelled.
    expect(plot.match(/<circle/g)).toHaveLength(3);
    expect(plot.match(/fill="none"/g)).toHaveLength(1);
    expect(plot).toContain('>paper</text>');
    expect(plot).toContain('>review</text>');
    // 7.3% of the 248 px between the gutter's end and the margin, 104 px from the left, on the fourth row (y 58).
    expect(plot).toContain('<line x1="122.1" x2="122.1" y1="52" y2="64" stroke="#b45309"');
    expect(plot).toContain('stroke="#7c3aed"');
    expect(html).toContain(plot);
  });

  it('says why a line has no figure', () => {
    expect(figureText({ ...figures('paper', 'p', 0), headline: null, missing: 'not played' })).toBe('not played');
    const one = figures('paper', 'p', 0.5);
    expect(figureText({ ...one, headline: { ...one.headline!, interval: { low: -Infinity, high: Infinity } } })).toBe('50.0% (no interval from one episode)');
  });
});
