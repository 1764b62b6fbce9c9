/**
 * `npm run cli -- run`: one game, its seats taken by bots and models, a batch of episodes written
 * to a JSON Lines file (or resumed from one), then the summary.
 */
import { stat } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { createRng } from '../core/rng';
import type { GenerationSettings } from '../agents/llm';
import { takesTemplate } from '../agents/seats';
import { GAMES, loadGame } from '../games/registry';
import { runBatch } from '../run/batch';
import { newId } from '../run/episode';
import { apiKey, baseUrl, ggufOptions, integer, MAX_EPISODES, MAX_TIMEOUT_S, MODEL_OPTIONS, givenOnce, number, positive, setupsFrom, templateFrom, variantParams } from './options';
import { loadGgufs, models, seatPlayers, serverListing } from './players';
import { range, RecordFile, resumable } from './records';
import { formatReported, formatSummary, progressReporter } from './report';
import { shown } from './terminal';
import { UsageError } from './usage';

export async function run(argv: string[]): Promise<void> {
  const { values, tokens } = parseArgs({
    args: argv,
    options: {
      game: { type: 'string' },
      variant: { type: 'string' },
      player: { type: 'string', multiple: true, default: [] },
      episodes: { type: 'string' },
      seed: { type: 'string' },
      param: { type: 'string', multiple: true, default: [] },
      out: { type: 'string' },
      resume: { type: 'string' },
      concurrency: { type: 'string' },
      'all-setups': { type: 'boolean', default: false },
      setups: { type: 'string' },
      'all-secrets': { type: 'boolean', default: false },
      protocol: { type: 'string' },
      breadth: { type: 'string' },
      'value-samples': { type: 'string' },
      'prompt-template': { type: 'string' },
      ...MODEL_OPTIONS,
    },
    strict: true,
    tokens: true,
  });
  givenOnce(tokens, values);
  const module = await loadGame(values.game ?? '');
  if (!module) throw new UsageError(`Unknown game "${values.game ?? ''}": use one of ${GAMES.map((g) => g.id).join(', ')}.`);
  const { game } = module;
  const variant = values.variant ? game.variants.find((v) => v.id === values.variant) : game.variants[0];
  if (!variant) throw new UsageError(`Unknown variant "${values.variant}" of ${game.id}: use one of ${game.variants.map((v) => v.id).join(', ')}.`);
  const params = await variantParams(game, variant, values.param);
  const allSetups = values['all-setups'] || values['all-secrets'];
  if (allSetups && !game.allSetups) throw new UsageError(`${game.id} cannot list all its setups.`);
  if (allSetups && values.setups) throw new UsageError('Give either --all-setups or --setups FILE, not both.');
  if (values.out && values.resume) throw new UsageError('Give either --out FILE or --resume FILE: a resumed run is written on to the file it resumes.');
  if (values.out && (await stat(values.out).then((file) => file.isFile() && file.size > 0, () => false))) {
    throw new UsageError(`${values.out} already holds runs: give another file, go on with its run with --resume ${values.out}, or delete it first.`);
  }
  const setups = allSetups ? game.allSetups!(params) : values.setups ? await setupsFrom(module, values.setups) : undefined;
  const episodes = setups?.length ?? integer(values.episodes, 'episodes', 1, 1, MAX_EPISODES);
  const seed = integer(values.seed, 'seed', 1, 0, Number.MAX_SAFE_INTEGER - episodes);
  const concurrency = integer(values.concurrency, 'concurrency', 1, 1, 1024);
  const timeout = number(values['timeout-s'], 'timeout-s', 0.001, MAX_TIMEOUT_S);
  const settings: GenerationSettings = {};
  const temperature = number(values.temperature, 'temperature', 0, 10);
  const topP = number(values['top-p'], 'top-p', 0, 1);
  const maxTokens = positive(values['max-tokens'], 'max-tokens');
  if (temperature !== undefined) settings.temperature = temperature;
  if (topP !== undefined) settings.topP = topP;
  if (maxTokens !== undefined) settings.maxTokens = maxTokens;
  const template = values['prompt-template'] === undefined ? undefined : await templateFrom(values['prompt-template']);
  const ggufs = await loadGgufs(values.player, ggufOptions(values, values.player));
  const server = baseUrl(values['base-url']);
  // A key on the command line shows in the shell's history: the environment is the better place.
  const key = apiKey(values['api-key']);
  const agents = seatPlayers(module, game.seats(params), values.player, models({
    baseUrl: server,
    apiKey: key,
    listed: await serverListing(values.player, server, key),
    protocol: values.protocol,
    settings,
    template,
    takesTemplate: (seat) => takesTemplate(module, seat, values.protocol),
    timeoutMs: timeout === undefined ? undefined : timeout * 1000,
    retries: integer(values.retries, 'retries', 4, 0, 100),
    search: { breadth: positive(values.breadth, 'breadth'), valueSamples: positive(values['value-samples'], 'value-samples') },
  }, ggufs));
  if (template && !Object.entries(agents).some(([seat, agent]) => agent(seat, 0).info.settings?.promptTemplate)) {
    if (!values.player.some((spec) => /(^|=)llm:/.test(spec))) throw new UsageError("--prompt-template is for a model's prompts: no model plays a seat.");
    const taking = [...new Set(module.protocols.filter((p) => p.templateSlots).map((p) => p.id))];
    const prompts = values.protocol ? `The prompts "${values.protocol}"` : 'The default prompts';
    throw new UsageError(`--prompt-template: ${prompts} of ${game.id} take no prompt template${taking.length ? `; these do: ${taking.join(', ')}` : ''}.`);
  }

  // A resumed run keeps its id and plays only the episodes its file does not hold finished.
  const setupOf = (index: number, episodeSeed: number) => setups?.[index] ?? game.setup(params, createRng(episodeSeed));
  const stored = values.resume ? await resumable(values.resume, { game: game.id, variant: variant.id, params, seed, episodes, agents, setupOf }) : undefined;
  const indices = stored ? Array.from({ length: episodes }, (_, i) => i).filter((i) => !stored.finished.has(i) && !stored.contextFull.has(i)) : undefined;
  const file = new RecordFile(values.out ?? values.resume, indices ?? range(episodes), Boolean(stored));
  const controller = new AbortController();
  // Taken off again at the end, so a run leaves no listener behind (the tests run many in one process).
  const stop = () => controller.abort();
  process.once('SIGINT', stop);
  const progress = progressReporter(episodes - (indices?.length ?? episodes));
  let contextFull = stored?.contextFull.size ?? 0;
  // The summary covers the whole run: a resumed one's earlier episodes too.
  const tally = game.tally();
  for (const metrics of stored?.finished.values() ?? []) tally.add(metrics);
  let result;
  try {
    result = await runBatch({
      game, variant: variant.id, params, seed, episodes, setups, agents, indices, concurrency,
      runId: stored?.runId ?? newId(), sink: file, tally, signal: controller.signal,
      onProgress(done, total, episode) {
        // An engine failure (a server gone) would cut off every later episode too: stop here.
        if (episode.status === 'interrupted' && !controller.signal.aborted) {
          process.stderr.write(`\nEpisode ${episode.index + 1} was interrupted: ${shown(`${episode.error}`)}\n`);
          controller.abort();
        }
        // A game that outgrew the model's context is a result: the run goes on.
        if (episode.status === 'context-full') {
          contextFull++;
          process.stderr.write(`\nEpisode ${episode.index + 1} ended with the context full: ${shown(`${episode.error}`)}\n`);
        }
        progress(done, total);
      },
    });
  } finally {
    process.off('SIGINT', stop);
    progress.end();
    await file.close();
    await Promise.all([...ggufs.values()].map((engine) => engine.dispose()));
  }
  process.stdout.write(`${formatSummary(result.summary, contextFull)}\n`);
  const reported = formatReported(module.references ?? [], module.rules?.reported ?? []);
  if (reported) process.stdout.write(`${reported}\n`);
  if (!result.complete) throw new Error('Stopped before the last episode.');
}
