import type { GameModule } from '../module';
import { rules } from '../situation-puzzles';
import { judgeJsonProtocol, judgePaperProtocol } from '../situation-puzzles/prompts';
import { judgeCheckReported } from '../ar-bench-reported';
import { shippedSetup } from '../shipped';
import { judgeCheck, type CheckSetup } from './game';
import { rulesPage } from './rules-page';

/** The judge check: the situation puzzles' judge prompts and rule-based judge, asked every key question. */
const judgeCheckModule: GameModule = {
  game: judgeCheck,
  bots: [rules],
  protocols: [judgePaperProtocol, judgeJsonProtocol],
  oracleSeats: ['judge'],
  references: [judgeCheckReported],
  setupProblem: shippedSetup(judgeCheck, (s: CheckSetup) => `puzzle ${s.puzzle}`),
  rules: rulesPage,
};

export default judgeCheckModule;
