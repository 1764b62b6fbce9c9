/** The oracle check in the conformance suite: the rule-based oracle, which knows the entity as the one seat must. */
import { rulesOracle } from '../../../src/games/brainking/bots';
import { oraclePaperProtocol } from '../../../src/games/brainking/prompts';
import { oracleCheck } from '../../../src/games/brainking-oracle-check/game';
import type { ConformanceOptions } from '../../conformance';

const options: ConformanceOptions = {
  agents: () => ({ oracle: rulesOracle }),
  // The oracle knows the entity, and no other seat exists.
  secrets: () => [],
  parsers: [(text) => oraclePaperProtocol.parse(text, oracleCheck.view(oracleCheck.init({}, { entity: 'dog' }), 'oracle'))],
  seeds: 5,
};

export default options;
