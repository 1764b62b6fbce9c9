import type { GameModule } from '../module';
import { shippedSetup } from '../shipped';
import { ruleOfThumbJudge } from './bots';
import { episodeProblem, type JudgedEpisode } from './episode';
import { confusion } from './game';
import { judgeProtocol } from './prompts';
import { rulesPage } from './rules-page';
import { readBrainKingRuns } from './setups';

/** An episode played from the seed is the bank bot's and the rule-based oracle's about its entity; a file's is not. */
const played = shippedSetup(confusion, (s: JudgedEpisode) => (s.source === null ? `the game about ${s.entity}` : null));

/** BrainKing's confusion check: a judge per hard-mode episode, the episodes played from the seed or read from exported runs. */
const confusionModule: GameModule = {
  game: confusion,
  bots: [
    {
      id: 'rule-of-thumb',
      label: 'Rule of thumb (a heuristic, not the paper’s judge)',
      description: 'Says "misled" when a misleading answer was given and the wrong final guess is the similar entity or an entity that fits every misleading answer.',
      seats: ['judge'],
      create: () => ruleOfThumbJudge,
    },
  ],
  protocols: [judgeProtocol],
  setupsFile: { label: 'Exported BrainKing runs (JSON Lines)', accept: '.jsonl,.json', read: readBrainKingRuns },
  rules: rulesPage,
  setupProblem: (params, setup) => episodeProblem(setup as JudgedEpisode) ?? played(params, setup),
};

export default confusionModule;
