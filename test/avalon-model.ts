/**
 * A scripted "model" for Avalon: it reads the decision asked for from the prompt's text alone and
 * answers validly, in the format the prompt asks for (an answer line or a JSON object). With a
 * random stream it varies its votes and, where the prompt allows, fails quests. Test code only.
 */
import type { Rng } from '../src/core/rng';
import type { ChatMessage } from '../src/engines/engine';
import { scriptedEngine, type ScriptedEngine } from './agents/scripted-engine';

/** A reply to the conversation's last message. */
export function answerAvalon(messages: readonly ChatMessage[], rng?: Rng): string {
  const prompt = messages.at(-1)!.content;
  if (/Rewrite your summary/.test(prompt)) {
    const summary = `Summary: a round went by (${prompt.split('\n').length} lines of news).`;
    return prompt.includes('{"summary"') ? JSON.stringify({ summary }) : summary;
  }
  const seat = Number(/You are Player (\d)\./.exec(messages.find((m) => m.role === 'system')?.content ?? '')?.[1]);
  const coin = () => (rng ? rng.next() < 0.5 : true);
  const numbers = (text: string) => (text.match(/\d/g) ?? []).map(Number);
  const json = /reply with one JSON object/.test(prompt);

  let field: string;
  let value: unknown;
  if (/Team: <|"team"/.test(prompt)) {
    const size = Number(/<(\d) (?:different )?player numbers/.exec(prompt)![1]);
    [field, value] = ['team', [seat, ...[0, 1, 2, 3, 4].filter((s) => s !== seat)].slice(0, size)];
  } else if (/Vote: approve|"approve"/.test(prompt)) {
    [field, value] = ['approve', coin()];
  } else if (/Quest: pass|"pass"/.test(prompt)) {
    [field, value] = ['pass', /Quest: fail|false to fail/.test(prompt) ? coin() : true];
  } else if (/Merlin: <|"target"/.test(prompt)) {
    [field, value] = ['target', numbers(/one of (Players [\d, and]+)/.exec(prompt)![1]!)[0]];
  } else if (/Speech: <|"text"/.test(prompt)) {
    [field, value] = ['text', `Player ${seat} here: I have nothing to hide.`];
  } else {
    const players = numbers(/For each player, (Players [\d, and]+)/.exec(prompt)![1]!);
    [field, value] = ['good', Object.fromEntries(players.map((s) => [s, s === seat ? 1 : 0.5]))];
  }
  if (json) return JSON.stringify({ reasoning: 'Step by step: I follow my role.', [field]: value });
  const line: Record<string, (v: never) => string> = {
    team: (team: number[]) => `Team: ${team.join(', ')}`,
    approve: (approve: boolean) => `Vote: ${approve ? 'approve' : 'reject'}`,
    pass: (pass: boolean) => `Quest: ${pass ? 'pass' : 'fail'}`,
    target: (target: number) => `Merlin: ${target}`,
    text: (text: string) => `Speech: ${text}`,
    good: (good: Record<string, number>) => `Beliefs: ${Object.entries(good).map(([s, p]) => `${s}: ${p}`).join(', ')}`,
  };
  return `Let me think step by step about my role and the record.\n${line[field]!(value as never)}`;
}

/** An engine that answers with `answerAvalon`, remembering every conversation it was sent and how. */
export function avalonEngine(rng?: Rng): ScriptedEngine {
  return scriptedEngine((messages) => answerAvalon(messages, rng), 'avalon-test-double');
}
