import { rules } from '../brainking';
import { oracleJsonProtocol, oraclePaperProtocol } from '../brainking/prompts';
import type { GameModule } from '../module';
import { shippedSetup } from '../shipped';
import { oracleCheck, type CheckSetup } from './game';
import { rulesPage } from './rules-page';

/** The oracle check: BrainKing's oracle prompts and rule-based oracle, asked the whole bank. */
const oracleCheckModule: GameModule = {
  game: oracleCheck,
  bots: [rules],
  protocols: [oraclePaperProtocol, oracleJsonProtocol],
  oracleSeats: ['oracle'],
  setupProblem: shippedSetup(oracleCheck, (s: CheckSetup) => `the entity ${s.entity}`),
  rules: rulesPage,
};

export default oracleCheckModule;
