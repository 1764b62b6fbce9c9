import type { GameModule } from '../module';
import { rules } from '../situation-puzzles';
import { judgeJsonProtocol, judgePaperProtocol } from '../situation-puzzles/prompts';
import { judgeCheck } from './game';

/** The judge check: the situation puzzles' judge prompts and rule-based judge, asked every key question. */
const judgeCheckModule: GameModule = {
  game: judgeCheck,
  bots: [rules],
  protocols: [judgePaperProtocol, judgeJsonProtocol],
  oracleSeats: ['judge'],
};

export default judgeCheckModule;
