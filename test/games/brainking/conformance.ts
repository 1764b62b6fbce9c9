/** BrainKing in the conformance suite: a roaming player and an oracle that answers anything. */
import { Unparsed, type AgentFactory } from '../../../src/core/agent';
import { createRng } from '../../../src/core/rng';
import { bankMove, rulesOracle } from '../../../src/games/brainking/bots';
import { QUESTIONS, entityNamed } from '../../../src/games/brainking/data';
import { brainking, type OracleView, type PlayerView, type Setup } from '../../../src/games/brainking/game';
import { parseOracleJson, parseOracleReply, parsePlayerJson, parsePlayerReply } from '../../../src/games/brainking/parse';
import { oraclePaperProtocol, paperProtocol } from '../../../src/games/brainking/prompts';
import type { ConformanceOptions } from '../../conformance';
import { params, setupOf } from './helpers';

const ask = (questionId: string) => ({ kind: 'ask', questionId });

/** The words of a player's view that are public whatever the entity: its keys, enums, the bank and free questions. */
const FREE_QUESTIONS = ['Would I like it?', 'Is it something special?', 'Have you seen it lately?'];
const PUBLIC = JSON.stringify({
  ...brainking.view(brainking.init(params('hard'), setupOf('dog', params('hard'))), 'player'),
  questions: [...QUESTIONS.map((q) => q.text), ...FREE_QUESTIONS],
  modes: ['easy', 'medium', 'hard', 'rules', 'open', 'classroom', 'yes', 'no', true, false],
}).toLowerCase();

/**
 * A player that asks questions at random (bank ones by text or by id, free ones) to the end, then
 * guesses as the bank bot would; now and then it guesses early, sometimes a made-up name.
 */
export const roamingPlayer: AgentFactory = (_seat, seed) => {
  const rng = createRng(seed);
  return {
    info: { kind: 'bot', name: 'roaming' },
    act: async (view, context) => {
      const v = view as PlayerView;
      const roll = rng.next();
      if (v.turns.length >= v.maxQuestions || roll < 0.03) return bankMove(v);
      if (roll < 0.05) return { kind: 'guess', text: rng.pick(['zorblax', 'something else entirely']) };
      if (roll < 0.6 || context.error) return ask(rng.pick(QUESTIONS).id);
      return { kind: 'ask', question: roll < 0.85 ? rng.pick(QUESTIONS).text.toLowerCase() : rng.pick(FREE_QUESTIONS) };
    },
  };
};

/** The rule-based oracle where it can answer; elsewhere (free questions, classroom) a random but valid answer or verdict. */
export const anyOracle: AgentFactory = (seat, seed) => {
  const rng = createRng(seed);
  const rules = rulesOracle(seat, seed);
  return {
    info: { kind: 'bot', name: 'any-oracle' },
    act: async (view, context) => {
      const reply = await rules.act(view, context);
      if (!(reply instanceof Unparsed)) return reply;
      return (view as OracleView).pending?.kind === 'guess'
        ? { kind: 'verdict', correct: rng.next() < 0.5 }
        : { kind: 'answer', answer: rng.pick(['yes', 'no']), misleading: !context.error && rng.next() < 0.3 };
    },
  };
};

const VIEW = brainking.view(brainking.init(params('hard'), setupOf('dog', params('hard'))), 'oracle') as OracleView;

/**
 * What the player must never see: the entity, its similar entity and their names, as a string of
 * the view or inside one, unless public words hold them anyway ("orange" in "Is it usually
 * orange?"); which answers misled; the setup's misleading questions.
 */
export function playerSecrets(setup: Setup): string[] {
  const { entity, similar, start, misleading } = setup;
  const names = [entity, similar].flatMap((name) => (name ? [name, ...entityNamed(name)!.aliases] : []));
  const visible = `${PUBLIC} ${start ?? ''}`;
  return [...names.map((n) => JSON.stringify(n)), ...names.filter((n) => !visible.includes(n)), '"misleading":', ...misleading.map((id) => JSON.stringify(id))];
}

const options: ConformanceOptions = {
  agents: () => ({ player: roamingPlayer, oracle: anyOracle }),
  secrets: (setup, seat) => (seat === 'player' ? playerSecrets(setup as Setup) : []),
  parsers: [
    parsePlayerReply, parsePlayerJson, parseOracleReply, parseOracleJson,
    (text) => paperProtocol.parse(text, brainking.view(brainking.init(params('easy'), setupOf('dog', params('easy'))), 'player') as PlayerView),
    (text) => oraclePaperProtocol.parse(text, VIEW),
  ],
};

export default options;
