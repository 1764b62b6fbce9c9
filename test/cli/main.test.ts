import { describe, expect, it } from 'vitest';
import type { ChatMessage, ModelCallEvent } from '../../src/core/record';
import { summarySchema } from '../../src/core/protocol';
import { answerAvalon } from '../avalon-model';
import { guessFromConversation } from '../guess-number-server';
import { startScriptedServer } from '../openai-server';
import { gameListing } from '../../src/cli/listing';
import { validateEpisode } from '../schema';
import { cli, outFile, records } from './run-cli';

describe('the command-line runner', () => {
  it('lists games, variants and players', async () => {
    const { code, stdout } = await cli('list');
    expect(code).toBe(0);
    expect(stdout).toContain('guess-number');
    expect(stdout).toContain('ar-bench');
    expect(stdout).toContain('bot:max-entropy');
  });

  it('lists the games as the registry has them now (the listing is written when the command line is built)', async () => {
    const { stdout } = await cli('list');
    expect(stdout).toBe(`${await gameListing()}\n`);
  });

  it('prints its usage when asked for help', async () => {
    for (const asked of ['--help', '-h', 'help']) {
      const { code, stdout } = await cli(asked);
      expect(code, asked).toBe(0);
      expect(stdout, asked).toContain('Usage:\n  npm run cli -- list');
    }
  });

  it('plays a batch headless, writing records that validate and a summary', async () => {
    const out = await outFile();
    const { code, stdout, stderr } = await cli('run', '--game', 'guess-number', '--player', 'bot:max-entropy', '--episodes', '12', '--seed', '5', '--out', out);
    expect(code, stderr).toBe(0);
    expect(stderr).toContain('12/12 episodes');
    expect(stdout).toMatch(/Solved: 100\.0% \(95% CI \d+\.\d%–100\.0%\)/);
    const written = await records(out);
    expect(written).toHaveLength(12);
    expect(written.map((r) => r.seed)).toEqual([5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16]);
    for (const r of written) expect(validateEpisode(r), JSON.stringify(validateEpisode.errors)).toBe(true);
    expect(new Set(written.map((r) => r.runId)).size).toBe(1);
  });

  it('passes --param on to the game, which checks it: Avalon with the Assassin fixed at another seat', async () => {
    const out = await outFile();
    const { code, stderr } = await cli('run', '--game', 'avalon', '--variant', 'avalonbench-assassin', '--param', 'fixedSeat=3', '--player', 'bot:naive', '--episodes', '3', '--out', out);
    expect(code, stderr).toBe(0);
    for (const record of await records(out)) {
      expect(record.params).toMatchObject({ fixedSeat: 3, fixedRole: 'assassin', voteHistory: false });
      expect(record.setup.roles[3]).toBe('assassin');
    }
    const refused = await cli('run', '--game', 'avalon', '--param', 'fixedRole=king', '--player', 'bot:naive');
    expect(refused.code).toBe(2);
    expect(refused.stderr).toContain('--param: ');
    expect(refused.stderr).toContain('fixedRole is one of merlin, servant, assassin, minion, not "king".');
  });

  it.each([
    [['run', '--game', 'chess', '--player', 'bot:max-entropy'], /Unknown game "chess"/],
    [['run', '--game', 'guess-number', '--player', 'bot:grandmaster'], /Guess Number has no bot "grandmaster": use one of bot:max-entropy, bot:random-consistent, or llm:MODEL\./],
    [['run', '--game', 'guess-number', '--player', 'bot:max-entropy', '--episodes', 'many'], /--episodes takes a whole number/],
    [['run', '--game', 'guess-number', '--player', 'bot:max-entropy', '--param', 'colour=red'], /has parameters maxGuesses/],
    [['run', '--game', 'guess-number', '--player', 'bot:max-entropy', '--frobnicate'], /Unknown option/],
    [['dance'], /Unknown command "dance"/],
    // Given twice, an option or a seat is refused, not settled by taking the last.
    [['run', '--game', 'guess-number', '--player', 'bot:max-entropy', '--episodes', '3', '--episodes', '5'], /^--episodes is given twice \(--episodes 3, then --episodes 5\): give it once\./],
    [['run', '--game', 'guess-number', '--player', 'bot:max-entropy', '--seed=1', '--seed=2'], /^--seed is given twice \(--seed 1, then --seed 2\): give it once\./],
    [['run', '--game', 'brainking', '--player', 'player=bot:bank', '--player', 'oracle=bot:rules', '--player', 'player=bot:roaming'], /^Seat player is given twice \(--player player=bot:bank, then --player player=bot:roaming\): give each seat one player\./],
  ])('refuses bad arguments with a clear message and exit code 2: %j', async (args, message) => {
    const { code, stderr } = await cli(...args);
    expect(code).toBe(2);
    expect(stderr).toMatch(message);
    expect(stderr).toContain('Usage:');
  });
});

describe('the command-line runner with a model', () => {
  it('seats a model served by an OpenAI-compatible server and records its calls', async () => {
    const server = await startScriptedServer(guessFromConversation);
    try {
      const out = await outFile();
      const { code, stdout, stderr } = await cli('run', '--game', 'guess-number', '--player', 'llm:tiny-test', '--base-url', server.baseUrl,
        '--episodes', '2', '--temperature', '0', '--max-tokens', '64', '--out', out);
      expect(code, stderr).toBe(0);
      expect(stdout).toMatch(/Solved: 100\.0%/);
      for (const record of await records(out)) {
        expect(validateEpisode(record), JSON.stringify(validateEpisode.errors)).toBe(true);
        expect(record.players[0]).toMatchObject({ kind: 'llm', model: { engine: 'openai', id: 'tiny-test' }, settings: { temperature: 0, maxTokens: 64, protocol: 'paper' } });
        const calls = record.events.filter((e: { type: string }) => e.type === 'model-call');
        expect(calls.length).toBe(record.outcome.guesses);
        expect(calls.every((c: { usage: { promptTokens: number } }) => c.usage.promptTokens > 0)).toBe(true);
      }
      expect(server.requests.every((r) => r.model === 'tiny-test' && r.temperature === 0 && r.max_tokens === 64)).toBe(true);
    } finally {
      await server.close();
    }
  });

  it('seats bots that speak through a model: the bot decides, the model talks', async () => {
    const server = await startScriptedServer((request) => ({ text: answerAvalon(request.messages as ChatMessage[]) }));
    try {
      const out = await outFile();
      const { code, stderr } = await cli('run', '--game', 'avalon', '--variant', 'discussion', '--player', 'bot:naive+llm:tiny-test',
        '--base-url', server.baseUrl, '--episodes', '1', '--out', out);
      expect(code, stderr).toBe(0);
      const [record] = await records(out);
      expect(validateEpisode(record), JSON.stringify(validateEpisode.errors)).toBe(true);
      expect(record.players.every((p: { kind: string; model?: { id: string } }) => p.kind === 'bot' && p.model?.id === 'tiny-test')).toBe(true);
      const speeches = record.events.filter((e: { type: string; move?: { kind: string } }) => e.type === 'move' && e.move!.kind === 'speak');
      const calls = record.events.filter((e: { type: string }) => e.type === 'model-call');
      expect(speeches.length).toBeGreaterThan(0);
      // Only speeches ask the model (and its running summaries); every other move is the bot's.
      expect(calls.filter((c: ModelCallEvent) => !c.messages.some((m) => m.content.includes('Rewrite your summary')))).toHaveLength(speeches.length);
    } finally {
      await server.close();
    }
  });

  it('seats a model in one Avalon seat beside naive bots, with its running summary', async () => {
    const server = await startScriptedServer((request) => ({ text: answerAvalon(request.messages as ChatMessage[]) }));
    try {
      const out = await outFile();
      const bots = ['1', '2', '3', '4'].flatMap((seat) => ['--player', `${seat}=bot:naive`]);
      const { code, stdout, stderr } = await cli('run', '--game', 'avalon', '--variant', 'discussion', '--player', '0=llm:tiny-test', ...bots,
        '--base-url', server.baseUrl, '--protocol', 'json', '--episodes', '2', '--out', out);
      expect(code, stderr).toBe(0);
      expect(stdout).toMatch(/Good wins: \d+\.\d%/);
      for (const record of await records(out)) {
        expect(validateEpisode(record), JSON.stringify(validateEpisode.errors)).toBe(true);
        expect(record.status).toBe('finished');
        expect(record.players.map((p: { kind: string }) => p.kind)).toEqual(['llm', 'bot', 'bot', 'bot', 'bot']);
        expect(record.players[0].settings).toMatchObject({ protocol: 'json', promptVersion: 'avalon/json/4' });
        const calls = record.events.filter((e: { type: string }) => e.type === 'model-call');
        expect(calls.every((c: { seat: string }) => c.seat === '0')).toBe(true);
        expect(calls.some((c: ModelCallEvent) => c.messages[0]!.content.includes('Rewrite your summary'))).toBe(true);
      }
      // Decisions ask for structured output, and so do summaries, held to their own schema.
      const summaries = server.requests.filter((r) => JSON.stringify(r.messages).includes('Rewrite your summary'));
      expect(summaries.length).toBeGreaterThan(0);
      expect(server.requests.every((r) => r.response_format)).toBe(true);
      expect(summaries.map((r) => r.response_format)).toEqual(summaries.map(() => ({ type: 'json_schema', json_schema: { name: 'move', schema: summarySchema(500) } })));
    } finally {
      await server.close();
    }
  });

  it('resumes a run only with the settings it was played with, naming each option that differs', async () => {
    const server = await startScriptedServer(guessFromConversation);
    try {
      const out = await outFile();
      const options = ['run', '--game', 'guess-number', '--player', 'llm:m', '--base-url', server.baseUrl, '--episodes', '1'];
      const played = ['--protocol', 'paper', '--temperature', '0.2', '--top-p', '0.9', '--max-tokens', '300'];
      expect((await cli(...options, ...played, '--out', out)).code).toBe(0);
      const other = await cli(...options, '--protocol', 'json', '--temperature', '0.5', '--resume', out);
      expect(other.code).toBe(2);
      expect(other.stderr).toMatch(/the file's run was played with .*: give the options it was started with\./);
      const named = /played with (.*): give/.exec(other.stderr)![1]!.split(', ');
      expect(named.sort()).toEqual(['--max-tokens 300', '--protocol paper', '--temperature 0.2', '--top-p 0.9']);
      const player = await cli(...options.map((o) => (o === 'llm:m' ? 'llm:n' : o)), ...played, '--resume', out);
      expect(player.stderr).toContain("the file's run was played with --player player=m: give the options it was started with.");
      const same = await cli(...options, ...played, '--resume', out);
      expect(same.code, same.stderr).toBe(0);
    } finally {
      await server.close();
    }
  });

  it('stops with a clear message when the server cannot be reached', async () => {
    const { code, stderr } = await cli('run', '--game', 'guess-number', '--player', 'llm:m', '--base-url', 'http://127.0.0.1:9/v1', '--episodes', '3', '--retries', '1');
    expect(code).toBe(1);
    expect(stderr).toMatch(/Episode 1 was interrupted: http:\/\/127.0.0.1:9\/v1 could not be reached .*Check that the server is running/);
    expect(stderr).not.toMatch(/download/);
    expect(stderr).toMatch(/Stopped before the last episode/);
  });

  it('ends the episode as interrupted, charging the model nothing, when the server sends text that is not UTF-8', async () => {
    const server = await startScriptedServer(() => ({ raw: (r) => {
      r.writeHead(200, { 'content-type': 'text/event-stream' });
      r.end(Buffer.concat([Buffer.from('data: {"choices":[{"delta":{"content":"Guess: [01'), Buffer.from([0xff]), Buffer.from('3]"},"finish_reason":"stop"}]}\n\ndata: [DONE]\n\n')]));
    } }));
    try {
      const out = await outFile();
      const { code, stderr } = await cli('run', '--game', 'guess-number', '--player', 'llm:m', '--base-url', server.baseUrl, '--episodes', '2', '--out', out);
      expect(code).toBe(1);
      expect(stderr).toMatch(/Episode 1 was interrupted: The server sent text that is not valid UTF-8/);
      const [record] = await records(out);
      expect(record.status).toBe('interrupted');
      expect(record.events.map((e: { type: string }) => e.type)).toEqual(['model-call']);
      expect(server.requests).toHaveLength(1);
    } finally {
      await server.close();
    }
  });

  it('says that the server closed the stream when a reply is cut midway, not "terminated"', async () => {
    const server = await startScriptedServer(() => ({ raw: (r) => {
      r.writeHead(200, { 'content-type': 'text/event-stream' });
      r.write(`data: ${JSON.stringify({ choices: [{ delta: { content: 'Guess: [01' } }] })}\n\n`, () => r.destroy());
    } }));
    try {
      const out = await outFile();
      const { code, stderr } = await cli('run', '--game', 'guess-number', '--player', 'llm:m', '--base-url', server.baseUrl, '--episodes', '2', '--out', out);
      expect(code).toBe(1);
      expect(stderr).toContain(`Episode 1 was interrupted: ${server.baseUrl} closed the stream before the reply ended. Check that the server is still running`);
      expect(stderr).not.toMatch(/terminated/);
      const [record] = await records(out);
      expect(record.status).toBe('interrupted');
      expect(record.events.map((e: { type: string }) => e.type)).toEqual(['model-call']);
    } finally {
      await server.close();
    }
  });

  it('stops at once, in the server’s words, when the server asks to wait longer than a reply may', async () => {
    const server = await startScriptedServer(() => ({ status: 429, error: 'rate limited', headers: { 'retry-after': '3600' } }));
    try {
      const { code, stderr } = await cli('run', '--game', 'guess-number', '--player', 'llm:m', '--base-url', server.baseUrl, '--timeout-s', '2');
      expect(code).toBe(1);
      expect(stderr).toMatch(/Episode 1 was interrupted: The server answered 429: rate limited\. It asked to wait 3,600 s before trying again, longer than a reply may wait \(2 s\)\. The server is busy/);
      expect(server.requests).toHaveLength(1);
    } finally {
      await server.close();
    }
  });

  it.each([
    ['an API key with a line break', ['--api-key', 'sk-hidden\r\nX-Injected: 1'], /The API key holds a line break \(character 10\)/],
    ['a base URL with a password', ['--api-key', 'sk-fine'], /The base URL holds a user name or password/],
  ])('refuses %s before any request, and never prints the secret', async (_, key, message) => {
    const server = await startScriptedServer(guessFromConversation);
    try {
      const url = message.source.includes('base URL') ? server.baseUrl.replace('//', '//me:sk-hidden@') : server.baseUrl;
      const { code, stdout, stderr } = await cli('run', '--game', 'guess-number', '--player', 'llm:m', '--base-url', url, ...key);
      expect(code).toBe(2);
      expect(stderr).toMatch(message);
      expect(stdout + stderr).not.toContain('hidden');
      expect(server.requests).toHaveLength(0);
    } finally {
      await server.close();
    }
  });

  it('ends an episode as "context full" when the server says the context overflowed, and goes on with the next', async () => {
    // llama.cpp's server refuses the third turn of every game.
    const overflow = 'the request exceeds the available context size, try increasing it';
    const server = await startScriptedServer((request) =>
      request.messages.filter((m) => m.role === 'assistant').length >= 2 ? { status: 400, error: overflow } : guessFromConversation(request));
    try {
      const out = await outFile();
      const { code, stdout, stderr } = await cli('run', '--game', 'guess-number', '--player', 'llm:m', '--base-url', server.baseUrl,
        '--episodes', '2', '--temperature', '0', '--max-tokens', '64', '--retries', '0', '--out', out);
      expect(code, stderr).toBe(0);
      expect(stderr).not.toMatch(/check the model name/);
      expect(stderr).toMatch(/Episode 1 ended with the context full: The server answered 400: the request exceeds the available context size/);
      expect(stderr).toMatch(/Episode 2 ended with the context full/);
      expect(stdout).toMatch(/Context full: 2 episodes, not counted above/);
      const written = await records(out);
      expect(written.map((r) => [r.status, r.events.filter((e: { type: string }) => e.type === 'move').length])).toEqual([['context-full', 2], ['context-full', 2]]);
    } finally {
      await server.close();
    }
  });

  it('asks for a base URL for a model player', async () => {
    const { code, stderr } = await cli('run', '--game', 'guess-number', '--player', 'llm:m');
    expect(code).toBe(2);
    expect(stderr).toMatch(/needs --base-url/);
  });
});
