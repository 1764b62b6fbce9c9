/** The judge check in the conformance suite: the rule-based judge, which knows the story as the one seat must. */
import { rulesJudge } from '../../../src/games/situation-puzzles/bots';
import { judgePaperProtocol } from '../../../src/games/situation-puzzles/prompts';
import { judgeCheck } from '../../../src/games/situation-puzzles-judge-check/game';
import type { ConformanceOptions } from '../../conformance';

const options: ConformanceOptions = {
  agents: () => ({ judge: rulesJudge }),
  // The judge knows the story, and no other seat exists.
  secrets: () => [],
  parsers: [(text) => judgePaperProtocol.parse(text, judgeCheck.view(judgeCheck.init({}, { puzzle: 1 }), 'judge'))],
  seeds: 5,
};

export default options;
