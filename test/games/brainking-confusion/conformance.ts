/** The confusion check in the conformance suite: the rule-of-thumb judge, which reads the whole game as the one seat must. */
import { ruleOfThumbJudge } from '../../../src/games/brainking-confusion/bots';
import { confusion } from '../../../src/games/brainking-confusion/game';
import { judgeProtocol } from '../../../src/games/brainking-confusion/prompts';
import { createRng } from '../../../src/core/rng';
import type { ConformanceOptions } from '../../conformance';

const view = confusion.view(confusion.init({ misleading: 2 }, confusion.setup({ misleading: 2 }, createRng(1))), 'judge');

const options: ConformanceOptions = {
  agents: () => ({ judge: ruleOfThumbJudge }),
  // The judge reads the whole game, and no other seat exists.
  secrets: () => [],
  parsers: [(text) => judgeProtocol.parse(text, view)],
  seeds: 5,
};

export default options;
