/** Detective cases in the conformance suite: a roaming detective, and stand-in suspects that sometimes judge at random. */
import type { AgentFactory } from '../../../src/core/agent';
import { createRng } from '../../../src/core/rng';
import { keyPointMove, standInMove } from '../../../src/games/detective-cases/bots';
import { LETTERS } from '../../../src/games/detective-cases/data';
import { detectiveCases, type DetectiveView, type Setup, type SuspectView } from '../../../src/games/detective-cases/game';
import {
  extractAnswerChoice, parseDetectiveJson, parseQuestion, parseSuspectChoice, parseSuspectJson, parseSuspectReply,
} from '../../../src/games/detective-cases/parse';
import { jsonProtocol, paperProtocol, suspectPaperProtocol } from '../../../src/games/detective-cases/prompts';
import type { ConformanceOptions } from '../../conformance';
import { AR_BENCH, caseSetup, secretsOf } from './helpers';

const QUESTIONS = ['Where were you?', 'Did you do it?', 'Who do you suspect?', 'What is your job?', ''];

/** A detective that chooses, loses turns, asks anyone anything, and accuses (too early, now and then) at random. */
export const roamingDetective: AgentFactory = (_seat, seed) => {
  const rng = createRng(seed);
  return {
    info: { kind: 'bot', name: 'roaming' },
    act: async (view, context) => {
      const v = view as DetectiveView;
      const roll = rng.next();
      if (v.turns.length >= v.maxTurns || roll < 0.04) return { kind: 'accuse', suspect: rng.pick([...LETTERS, null]), reasoning: 'A hunch.' };
      if (roll < 0.5 || context.error) return keyPointMove(v);
      if (!v.chosen && roll < 0.65) return { kind: 'choose', suspect: rng.pick([...LETTERS, null]) };
      return { kind: 'ask', suspect: v.chosen ?? rng.pick(LETTERS), question: rng.pick(QUESTIONS) };
    },
  };
};

/** The stand-in's answer, with any valid key questions hit now and then. */
export const anySuspect: AgentFactory = (_seat, seed) => {
  const rng = createRng(seed);
  return {
    info: { kind: 'bot', name: 'any-suspect' },
    act: async (view) => {
      const v = view as SuspectView;
      const move = standInMove(v);
      if (move.kind !== 'answer' || rng.next() < 0.7) return move;
      return { ...move, hits: (v.self.key_question ?? []).flatMap((_, i) => (rng.next() < 0.5 ? [i + 1] : [])) };
    },
  };
};

const SETUP = caseSetup(1);
const START = detectiveCases.init(AR_BENCH, SETUP);
const DETECTIVE = detectiveCases.view(START, 'detective') as DetectiveView;
const CHOSEN = detectiveCases.view({ ...START, chosen: 'B' }, 'detective') as DetectiveView;
const SUSPECT = detectiveCases.view({ ...START, turns: [{ number: 1, suspect: 'C', question: 'Where were you?', answer: null, hits: [] }] }, 'C') as SuspectView;
const NAMES = DETECTIVE.suspects.map((s) => s.name);

const options: ConformanceOptions = {
  agents: () => ({ detective: roamingDetective, ...Object.fromEntries(LETTERS.map((l) => [l, anySuspect])) }),
  secrets: (setup, seat) => secretsOf(setup as Setup, seat),
  parsers: [
    (text) => parseSuspectChoice(text, NAMES), parseQuestion, extractAnswerChoice, parseSuspectReply, parseDetectiveJson, parseSuspectJson,
    (text) => paperProtocol.parse(text, DETECTIVE), (text) => paperProtocol.parse(text, CHOSEN), (text) => jsonProtocol.parse(text, DETECTIVE),
    (text) => suspectPaperProtocol.parse(text, SUSPECT),
  ],
  seeds: 15,
};

export default options;
