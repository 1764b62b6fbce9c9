/** Situation puzzles in the conformance suite: a roaming player who knows nothing, and a judge that answers anything. */
import type { AgentFactory } from '../../../src/core/agent';
import { createRng } from '../../../src/core/rng';
import { rulesReply } from '../../../src/games/situation-puzzles/bots';
import { situationPuzzles, type JudgeView, type PlayerView, type Setup } from '../../../src/games/situation-puzzles/game';
import {
  parseJudgeJson, parseJudgeReply, parsePlayerJson, parsePlayerReply, parseVerdict, parseVerdictJson,
} from '../../../src/games/situation-puzzles/parse';
import { judgePaperProtocol, paperProtocol } from '../../../src/games/situation-puzzles/prompts';
import type { ConformanceOptions } from '../../conformance';
import { AR_BENCH, playerSecrets, puzzle } from './helpers';

/** Questions about any story, none of them a key question; and some that are not yes-or-no questions. */
const QUESTIONS = ['Did someone die?', 'Is anything supernatural involved?', 'Was it an accident?', 'Did it happen at night?', 'What happened?', 'Tell me the answer.', 'Is the weather important'];

/** A player that asks those questions at random, and explains (too early, now and then) with made-up words. */
export const roamingPlayer: AgentFactory = (_seat, seed) => {
  const rng = createRng(seed);
  return {
    info: { kind: 'bot', name: 'roaming' },
    act: async (view, context) => {
      const { turns, maxQuestions } = view as PlayerView;
      const explain = { kind: 'explain', text: rng.pick(['Someone lied.', '  It was all a dream.\n', 'A: nobody knows']) };
      if (turns.length >= maxQuestions || (!context.error && rng.next() < 0.05)) return explain;
      return { kind: 'ask', question: rng.pick(QUESTIONS) };
    },
  };
};

/** The rule-based judge most of the time; otherwise any valid reply and any key questions resolved, and any verdict. */
export const anyJudge: AgentFactory = (_seat, seed) => {
  const rng = createRng(seed);
  return {
    info: { kind: 'bot', name: 'any-judge' },
    act: async (view) => {
      const judge = view as JudgeView;
      if (rng.next() < 0.5) return rulesReply(judge);
      if (judge.pending?.kind === 'explanation') return { kind: 'verdict', verdict: rng.pick(['correct', 'partly', 'wrong']) };
      const resolved = judge.keyQuestions.filter(() => rng.next() < 0.3).map((k) => k.number);
      return { kind: 'answer', reply: rng.pick(['Yes', 'No', 'Unknown', 'not-a-question']), resolved };
    },
  };
};

const SETUP = puzzle(1);
const PLAYER = situationPuzzles.view(situationPuzzles.init(AR_BENCH, SETUP), 'player') as PlayerView;
const JUDGE = situationPuzzles.view({ ...situationPuzzles.init(AR_BENCH, SETUP), turns: [{ number: 1, question: 'Did he die?', reply: null, resolved: [] }] }, 'judge') as JudgeView;

const options: ConformanceOptions = {
  agents: () => ({ player: roamingPlayer, judge: anyJudge }),
  secrets: (setup, seat) => (seat === 'player' ? playerSecrets(setup as Setup) : []),
  parsers: [
    (text) => parsePlayerReply(text, 'question'), (text) => parsePlayerReply(text, 'either'), (text) => parsePlayerReply(text, 'explanation'),
    parsePlayerJson, parseJudgeReply, parseJudgeJson, parseVerdict, parseVerdictJson,
    (text) => paperProtocol.parse(text, PLAYER),
    (text) => judgePaperProtocol.parse(text, JUDGE),
  ],
  seeds: 20,
};

export default options;
