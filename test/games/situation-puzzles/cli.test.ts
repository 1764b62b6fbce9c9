/**
 * Situation puzzles on the command line: the reference bot against the rule-based judge, a model
 * in either seat through an OpenAI-compatible server, and the judge check; every record validates.
 */
import { describe, expect, it } from 'vitest';
import { cli, outFile, records as readRecords } from '../../cli/run-cli';
import { startScriptedServer, type ChatRequestBody } from '../../openai-server';
import { validateEpisode } from '../../schema';

async function records(out: string) {
  const all = await readRecords(out);
  for (const record of all) expect(validateEpisode(record), JSON.stringify(validateEpisode.errors)).toBe(true);
  return all;
}

/** As the judge, a model that says Yes and that its question hit key point 1; as the player, one that asks the same question, then answers. */
function model(request: ChatRequestBody) {
  const system = request.messages[0]?.role === 'system' ? request.messages[0].content : '';
  if (system.includes('You are the judge of a situation puzzle')) return { text: 'Yes\nHit point: 1' };
  return { text: request.messages.at(-1)!.content.includes('The questions are over') ? 'A: Someone made a mistake.' : 'Q: Did someone make a mistake?' };
}

describe('situation puzzles on the command line', () => {
  it('lists the game and its judge check', async () => {
    const { stdout } = await cli('list');
    expect(stdout).toContain('situation-puzzles  Situation puzzles:');
    expect(stdout).toContain('seats: player, judge');
    expect(stdout).toContain('situation-puzzles-judge-check  Situation puzzles: judge check:');
  });

  it('plays the key-question bot against the rule-based judge, and reports F1 and the process score', async () => {
    const out = await outFile();
    const { code, stdout, stderr } = await cli('run', '--game', 'situation-puzzles', '--player', 'player=bot:key-questions', '--player', 'judge=bot:rules', '--episodes', '3', '--out', out);
    expect(code, stderr).toBe(0);
    expect(stdout).toMatch(/F1, characters \(AR-Bench\): 0\.\d+ \(95% CI/);
    expect(stdout).toMatch(/Process score: key questions resolved \(mean\): 100\.0%/);
    // The figures it compares with follow, each the review's and named so.
    expect(stdout).toMatch(/^AR-Bench’s figures as reported in a review of the paper \(not the paper’s own table\), 25 rounds:\n {2}GPT-4o \(headline\): Outcome \(as the review gives it\) 63\.0%, Process score 44\.0% \(Reported in a published review of the paper/m);
    expect(stdout).toMatch(/^Also reported in a review of the paper \(not its tables\):\n(?: {2}.*\n)* {2}Human, outcome: 80–100% \(Reported in a published review/m);
    for (const record of await records(out)) {
      expect(record.params).toEqual({ maxQuestions: 25, earlyExplanation: false, verdict: false, verbatim: true });
      expect(Object.keys(record.setup)).toEqual(['puzzle', 'keyAnswers']);
      expect(record.outcome.questions).toBe(25);
    }
  });

  it('seats a model as the player and another as the judge, in AR-Bench’s loop', async () => {
    const server = await startScriptedServer(model);
    try {
      const out = await outFile();
      const { code, stderr } = await cli('run', '--game', 'situation-puzzles', '--player', 'player=llm:asker', '--player', 'judge=llm:judge',
        '--base-url', server.baseUrl, '--param', 'maxQuestions=3', '--out', out);
      expect(code, stderr).toBe(0);
      const [record] = await records(out);
      expect(record.players.map((p: { seat: string; settings: { promptVersion: string } }) => [p.seat, p.settings.promptVersion])).toEqual([
        ['player', 'situation-puzzles/paper/1'], ['judge', 'situation-puzzles/judge-paper/1'],
      ]);
      expect(record.outcome).toMatchObject({ explanation: 'A: Someone made a mistake.', questions: 3, resolved: 1 });
      expect(record.metrics.process.length).toBe(3);
      const judge = server.requests.filter((r) => r.model === 'judge');
      expect(judge).toHaveLength(3);
      // AR-Bench's loop sends the judge the player's whole reply, as written.
      expect(judge[0]!.messages.at(-1)!.content).toBe('Q: Did someone make a mistake?');
      expect(judge[0]!.messages[0]!.content).toContain(record.setup.puzzle.bottom);
      expect(server.requests.filter((r) => r.model === 'asker').every((r) => !r.messages.some((m) => m.content.includes(record.setup.puzzle.bottom)))).toBe(true);
    } finally {
      await server.close();
    }
  });

  it('runs the judge check with a model and reports its agreement', async () => {
    const server = await startScriptedServer(model);
    try {
      const out = await outFile();
      const { code, stdout, stderr } = await cli('run', '--game', 'situation-puzzles-judge-check', '--player', 'llm:judge', '--base-url', server.baseUrl, '--all-setups', '--out', out);
      expect(code, stderr).toBe(0);
      // Always Yes: it agrees on the 119 key questions the data answers Yes.
      expect(stdout).toMatch(/Agreement with the data, all key questions \(190\): 62\.6% \(95% CI/);
      // And its confusion table, aligned.
      expect(stdout).toContain(['The data says  Yes  No  Unknown  not a question', 'Yes            119   0        0               0', 'No              71   0        0               0'].join('\n'));
      expect((await records(out))).toHaveLength(33);
    } finally {
      await server.close();
    }
  });
});
