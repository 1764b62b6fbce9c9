/** `--prompt-template FILE`: a person's prompt text reaches the model, and the records carry its hash and text. */
import { createHash } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { guessFromConversation } from '../guess-number-server';
import { startScriptedServer } from '../openai-server';
import { validateEpisode } from '../schema';
import { tempFolder } from '../temp';
import { cli, outFile, records } from './run-cli';

const templateFile = async (text: string) => {
  const path = join(await tempFolder('template'), 'ar-bench-zero-shot.txt');
  await writeFile(path, text);
  return path;
};

const TEMPLATE = 'A secret of four different digits. You have {{turns}} turns.\n---\n{{feedback}}\nTurn {{turn}} of {{turns}}. Reply as Guess: [number]\n';

describe('the command-line runner with a prompt template', () => {
  it("sends the template's text, filled, and records its name, hash and text", async () => {
    const server = await startScriptedServer(guessFromConversation);
    try {
      const out = await outFile();
      const path = await templateFile(TEMPLATE);
      const { code, stderr } = await cli('run', '--game', 'guess-number', '--variant', 'early-stop', '--player', 'llm:tiny-test', '--base-url', server.baseUrl,
        '--protocol', 'paper', '--prompt-template', path, '--episodes', '2', '--seed', '3', '--out', out);
      expect(code, stderr).toBe(0);
      const [first, second] = server.requests;
      expect(first!.messages).toEqual([
        { role: 'system', content: 'A secret of four different digits. You have 25 turns.' },
        { role: 'user', content: '\nTurn 1 of 25. Reply as Guess: [number]' },
      ]);
      expect(second!.messages.at(-1)!.content).toMatch(/^Feedback on \d{4}: \d digits are present .*\.\nTurn 2 of 25\. Reply as Guess: \[number\]$/);
      const hash = createHash('sha256').update(TEMPLATE).digest('hex');
      const written = await records(out);
      expect(written).toHaveLength(2);
      for (const record of written) {
        expect(validateEpisode(record), JSON.stringify(validateEpisode.errors)).toBe(true);
        expect(record.outcome.solved).toBe(true);
        expect(record.players[0].settings).toMatchObject({ protocol: 'paper', promptTemplate: { name: 'ar-bench-zero-shot.txt', hash, text: TEMPLATE } });
      }
    } finally {
      await server.close();
    }
  });

  it('resumes a run only with the template it was started with', async () => {
    const server = await startScriptedServer(guessFromConversation);
    try {
      const out = await outFile();
      const path = await templateFile(TEMPLATE);
      const options = ['run', '--game', 'guess-number', '--variant', 'early-stop', '--player', 'llm:tiny-test', '--base-url', server.baseUrl, '--protocol', 'paper'];
      expect((await cli(...options, '--episodes', '1', '--prompt-template', path, '--out', out)).code).toBe(0);
      const without = await cli(...options, '--episodes', '2', '--resume', out);
      expect(without.code).toBe(2);
      expect(without.stderr).toMatch(/the file's run was played with --prompt-template ar-bench-zero-shot\.txt: give the options it was started with\./);
      const other = await cli(...options, '--episodes', '2', '--resume', out, '--prompt-template', await templateFile(`${TEMPLATE}\n`));
      expect(other.code).toBe(2);
      const same = await cli(...options, '--episodes', '2', '--resume', out, '--prompt-template', path);
      expect(same.code, same.stderr).toBe(0);
      const written = await records(out);
      expect(written).toHaveLength(2);
      expect(new Set(written.map((r) => r.players[0].settings.promptTemplate.hash)).size).toBe(1);
    } finally {
      await server.close();
    }
  });

  it.each([
    ['a template with an unknown slot', ['--protocol', 'paper'], 'Turn {{turn}}: {{feedback}} {{secret}}',
      /ar-bench-zero-shot\.txt: The template uses \{\{secret\}\}, which these prompts do not fill: the slots are \{\{turns\}\}, \{\{turn\}\}, \{\{feedback\}\}, \{\{history\}\}, \{\{request\}\}\./],
    ['a template with no slot that carries the game', ['--protocol', 'paper'], 'Turn {{turn}}: guess.', /uses none of \{\{feedback\}\}, \{\{history\}\}/],
    ['prompts that take none', ['--protocol', 'json'], '{{history}}',
      /--prompt-template: The prompts "json" of guess-number take no prompt template; these do: paper, few-shot, few-shot-inst, proactive-cot, paper-constrained\./],
  ])('refuses %s with exit code 2', async (_, options, text, message) => {
    const { code, stderr } = await cli('run', '--game', 'guess-number', '--player', 'llm:m', '--base-url', 'http://127.0.0.1:9/v1', ...options,
      '--prompt-template', await templateFile(text));
    expect(code).toBe(2);
    expect(stderr).toMatch(message);
  });

  it('refuses a template when no model plays, and a file it cannot read', async () => {
    const bots = await cli('run', '--game', 'guess-number', '--player', 'bot:max-entropy', '--prompt-template', await templateFile('{{history}}'));
    expect(bots.code).toBe(2);
    expect(bots.stderr).toMatch(/--prompt-template is for a model's prompts: no model plays a seat\./);
    const missing = await cli('run', '--game', 'guess-number', '--player', 'llm:m', '--base-url', 'http://127.0.0.1:9/v1', '--prompt-template', '/nonexistent/t.txt');
    expect(missing.code).toBe(2);
    expect(missing.stderr).toMatch(/--prompt-template \/nonexistent\/t\.txt cannot be read/);
  });
});
