/**
 * BrainKing on the command line: the bank bot against the rule-based oracle, a model in either
 * seat through an OpenAI-compatible server, and the oracle check; every record validates.
 */
import { describe, expect, it } from 'vitest';
import { cli, outFile, records as readRecords } from '../../cli/run-cli';
import { startScriptedServer, type ChatRequestBody } from '../../openai-server';
import { validateEpisode } from '../../schema';

/** The records of a run, each checked against the episode schema. */
async function records(out: string) {
  const all = await readRecords(out);
  for (const record of all) expect(validateEpisode(record), JSON.stringify(validateEpisode.errors)).toBe(true);
  return all;
}

/** A model that asks one question, then guesses the dog; as the oracle, it always says yes. */
function model(request: ChatRequestBody) {
  const system = request.messages[0]?.role === 'system' ? request.messages[0].content : '';
  if (system.includes('You are the oracle')) return { text: 'Yes' };
  return { text: request.messages.filter((m) => m.role === 'user').length === 1 ? 'Q1: Is it alive?' : 'Guess: dog' };
}

describe('BrainKing on the command line', () => {
  it('lists the game, its seats and players, and the oracle check', async () => {
    const { stdout } = await cli('list');
    expect(stdout).toContain('brainking  BrainKing:');
    expect(stdout).toContain('seats: player, oracle');
    expect(stdout).toContain('seat player: bot:bank, llm:MODEL');
    expect(stdout).toContain('seat oracle: bot:rules, llm:MODEL');
    expect(stdout).toContain('brainking-oracle-check  BrainKing oracle check:');
  });

  it('plays the bank bot against the rule-based oracle, recording the setup, every question, answer and guess', async () => {
    const out = await outFile();
    const { code, stdout, stderr } = await cli('run', '--game', 'brainking', '--variant', 'hard', '--player', 'player=bot:bank', '--player', 'oracle=bot:rules',
      '--param', 'misleading=3', '--episodes', '20', '--seed', '3', '--out', out);
    expect(code, stderr).toBe(0);
    expect(stdout).toMatch(/Accuracy: \d+\.\d% \(95% CI/);
    expect(stdout).toMatch(/Rounds win rate: \d+\.\d+/);
    expect(stdout).toMatch(/Final guess was the similar entity \(hard mode\): \d+\.\d%/);
    const all = await records(out);
    expect(all).toHaveLength(20);
    for (const record of all) {
      expect(record.params).toEqual({ mode: 'hard', misleading: 3, oracle: 'rules', maxQuestions: 20 });
      expect(Object.keys(record.setup).sort()).toEqual(['entity', 'misleading', 'mode', 'similar', 'start']);
      const moves = record.events.filter((e: { type: string }) => e.type === 'move');
      expect(moves.at(-1).move.kind).toBe('guess');
      expect(moves.filter((e: { seat: string }) => e.seat === 'oracle')).toHaveLength(record.outcome.questions);
      expect(record.metrics.misleadingAt).toHaveLength(moves.filter((e: { move: { misleading?: boolean } }) => e.move.misleading).length);
    }
  });

  it('says which seats a bot can take', async () => {
    const { code, stderr } = await cli('run', '--game', 'brainking', '--player', 'bot:bank');
    expect(code).toBe(2);
    expect(stderr).toMatch(/bot:bank cannot take seat oracle of brainking \(only player\): give each seat its player, as --player SEAT=SPEC\./);
  });

  it('refuses a number of misleading answers outside 2 to 4', async () => {
    const { code, stderr } = await cli('run', '--game', 'brainking', '--variant', 'hard', '--player', 'player=bot:bank', '--player', 'oracle=bot:rules', '--param', 'misleading=6');
    expect(code).toBe(2);
    expect(stderr).toContain('--param: Hard mode gives 2 to 4 misleading answers, not 6.');
  });

  it('seats a model as the player or as the oracle', async () => {
    const server = await startScriptedServer(model);
    try {
      const out = await outFile();
      const player = await cli('run', '--game', 'brainking', '--player', 'player=llm:tiny-test', '--player', 'oracle=bot:rules',
        '--base-url', server.baseUrl, '--episodes', '2', '--out', out);
      expect(player.code, player.stderr).toBe(0);
      for (const record of await records(out)) {
        expect(record.players[0]).toMatchObject({ seat: 'player', kind: 'llm', settings: { protocol: 'paper', promptVersion: 'brainking/paper/2' } });
        expect(record.outcome).toMatchObject({ questions: 1, guess: 'dog' });
      }
      const second = await outFile();
      const oracle = await cli('run', '--game', 'brainking', '--variant', 'medium-open', '--player', 'player=bot:bank', '--player', 'oracle=llm:tiny-test',
        '--base-url', server.baseUrl, '--protocol', 'paper', '--episodes', '4', '--out', second);
      expect(oracle.code, oracle.stderr).toBe(0);
      const asked = (await records(second)).filter((r) => r.outcome.questions > 0);
      expect(asked.length).toBeGreaterThan(0);
      for (const record of asked) {
        expect(record.players[1]).toMatchObject({ seat: 'oracle', kind: 'llm', settings: { promptVersion: 'brainking/oracle-paper/1' } });
        const calls = record.events.filter((e: { type: string }) => e.type === 'model-call');
        expect(calls).toHaveLength(record.outcome.questions);
        expect(calls[0].messages[0].content).toContain(`The entity is "${record.setup.entity}".`);
      }
    } finally {
      await server.close();
    }
  });

  it('seats one model as the player and another as the oracle', async () => {
    const server = await startScriptedServer(model);
    try {
      const out = await outFile();
      const { code, stderr } = await cli('run', '--game', 'brainking', '--variant', 'easy-open', '--player', 'player=llm:asker', '--player', 'oracle=llm:answerer',
        '--base-url', server.baseUrl, '--episodes', '2', '--out', out);
      expect(code, stderr).toBe(0);
      for (const record of await records(out)) {
        expect(record.players.map((p: { seat: string; model: { id: string } }) => [p.seat, p.model.id])).toEqual([['player', 'asker'], ['oracle', 'answerer']]);
        const calls = record.events.filter((e: { type: string }) => e.type === 'model-call');
        expect(new Set(calls.map((c: { seat: string }) => c.seat))).toEqual(new Set(['player', 'oracle']));
      }
      const byModel = (id: string) => server.requests.filter((r) => r.model === id);
      expect(byModel('asker').every((r) => !r.messages[0]!.content.includes('You are the oracle'))).toBe(true);
      expect(byModel('answerer').length).toBeGreaterThan(0);
      expect(byModel('answerer').every((r) => r.messages[0]!.content.includes('You are the oracle'))).toBe(true);
    } finally {
      await server.close();
    }
  });

  it('runs the oracle check with a model and reports its agreement per question', async () => {
    const server = await startScriptedServer(model);
    try {
      const out = await outFile();
      const { code, stdout, stderr } = await cli('run', '--game', 'brainking-oracle-check', '--player', 'llm:tiny-test', '--base-url', server.baseUrl, '--episodes', '2', '--out', out);
      expect(code, stderr).toBe(0);
      expect(stdout).toMatch(/Agreement with the data, all answers \(96\): \d+\.\d% \(95% CI/);
      expect(stdout).toMatch(/Agreement: Is it alive\?: \d+\.\d%/);
      expect((await records(out)).map((r) => r.outcome.answered)).toEqual([48, 48]);
    } finally {
      await server.close();
    }
  });
});
