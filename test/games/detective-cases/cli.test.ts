/** Detective cases on the command line: a model questions, other models play the suspects, each from its own story. */
import { describe, expect, it } from 'vitest';
import type { ChatRequestBody } from '../../openai-server';
import { startScriptedServer } from '../../openai-server';
import { validateEpisode } from '../../schema';
import { cli, outFile, records } from '../../cli/run-cli';

/** The detective names the first suspect offered and asks one question, then accuses A; a suspect answers in a sentence. */
function model(request: ChatRequestBody) {
  const last = request.messages.at(-1)!.content;
  if (request.model === 'suspect') return { text: 'I was in the kitchen all evening, and the cook saw me there.' };
  const choose = /Turn \d+: Now choose a suspect to interrogate: (.+?)\. Answer only/.exec(last);
  if (choose) return { text: choose[1]!.split(', ')[0]! };
  if (/Turn \d+: Now give your question/.test(last)) return { text: 'Where were you at nine o’clock?' };
  return { text: 'Reason: the alibis do not fit.\nAnswer: A' };
}

describe('detective cases on the command line', () => {
  it('seats one model as the detective and another as all five suspects, each suspect knowing only its own story', async () => {
    const server = await startScriptedServer(model);
    try {
      const out = await outFile();
      const suspects = ['A', 'B', 'C', 'D', 'E'].flatMap((s) => ['--player', `${s}=llm:suspect`]);
      const { code, stderr } = await cli('run', '--game', 'detective-cases', '--player', 'detective=llm:detective', ...suspects,
        '--base-url', server.baseUrl, '--param', 'maxTurns=3', '--seed', '4', '--out', out);
      expect(code, stderr).toBe(0);
      const [record] = await records(out);
      expect(validateEpisode(record), JSON.stringify(validateEpisode.errors)).toBe(true);
      expect(record.status).toBe('finished');
      expect(record.outcome).toMatchObject({ accused: 'A' });
      const answers = server.requests.filter((r) => r.model === 'suspect');
      expect(answers).toHaveLength(3);
      // Each suspect's prompt holds its own story and no other suspect's.
      const stories: { name: string; story: string }[] = record.setup.record.suspects;
      for (const request of answers) {
        const text = request.messages.map((m) => m.content).join('\n');
        expect(stories.filter((s) => text.includes(s.story))).toHaveLength(1);
      }
      const detective = server.requests.filter((r) => r.model === 'detective');
      expect(detective.every((r) => !stories.some((s) => r.messages.some((m) => m.content.includes(s.story))))).toBe(true);
    } finally {
      await server.close();
    }
  });
});
