/**
 * `npm run cli -- suite`: every benchmark in its paper's setting for each model named, the bots on
 * the same setups, one file of runs a line under one folder, then a report card per model. A
 * stopped suite goes on with `--resume`: each line plays only the episodes its file lacks.
 */
import { createReadStream } from 'node:fs';
import { readdir, stat, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { createInterface } from 'node:readline';
import { parseArgs } from 'node:util';
import type { EpisodeRecord } from '../core/record';
import { createRng } from '../core/rng';
import type { GenerationSettings } from '../agents/llm';
import { GAMES } from '../games/registry';
import type { GameModule } from '../games/module';
import { indicesLeft, runBatch } from '../run/batch';
import { newId } from '../run/episode';
import { estimateWords, lineEstimates, probeSpeed, type MeasuredModel, type Speed } from '../run/estimate';
import { emptyTally, reportCard, tally, type Tally } from '../run/report-card';
import { cardHtml, cardMarkdown } from '../run/report-card-render';
import { planSuite, SuiteClock, suiteFolders, type SuiteLine } from '../run/suite';
import { apiKey, baseUrl, ggufOptions, givenOnce, integer, MAX_TIMEOUT_S, MODEL_OPTIONS, number, positive } from './options';
import { loadGgufs, models, seatPlayers, serverListing } from './players';
import { fileMessage, makeFolder, RecordFile, resumable } from './records';
import { duration, grouped } from './report';
import { shown, shownLines } from './terminal';
import { UsageError } from './usage';

export async function suite(argv: string[]): Promise<void> {
  const { values, tokens } = parseArgs({
    args: argv,
    options: {
      player: { type: 'string', multiple: true, default: [] },
      episodes: { type: 'string' },
      seed: { type: 'string' },
      dir: { type: 'string' },
      resume: { type: 'boolean', default: false },
      games: { type: 'string' },
      concurrency: { type: 'string' },
      ...MODEL_OPTIONS,
    },
    strict: true,
    tokens: true,
  });
  givenOnce(tokens, values);
  if (values.player.length === 0) throw new UsageError('Give at least one model: --player llm:MODEL.');
  const wrong = values.player.find((spec) => !/^llm:./.test(spec));
  if (wrong) throw new UsageError(`--player ${wrong}: the suite plays models, written llm:MODEL (the bots play as reference lines by themselves).`);
  const names = values.player.map((spec) => spec.slice(4));
  const episodes = integer(values.episodes, 'episodes', 10, 1, 1_000_000);
  const seed = integer(values.seed, 'seed', 1, 0, Number.MAX_SAFE_INTEGER - episodes);
  const concurrency = integer(values.concurrency, 'concurrency', 1, 1, 1024);
  const dir = values.dir ?? 'fogplay-suite';
  if (!dir.trim()) throw new UsageError('--dir takes the path of a folder for the suite\'s runs, not an empty one (the current folder is ./NAME).');
  const modules = await chosenGames(values.games);
  // A resumed suite keeps the folders it began with.
  const begun = new Set(values.resume ? await readdir(dir).catch(() => []) : []);
  const folders = suiteFolders(names, (folder) => begun.has(folder));
  let lines: SuiteLine[];
  try {
    lines = planSuite(modules, names, folders);
  } catch (error) {
    throw new UsageError(`--player: ${error instanceof Error ? error.message : String(error)}`);
  }
  if (!values.resume && (await holdsRuns(dir))) throw new UsageError(`${dir} already holds a suite's runs: go on with it with --resume, or give another --dir.`);

  const settings: GenerationSettings = {};
  const temperature = number(values.temperature, 'temperature', 0, 10);
  const topP = number(values['top-p'], 'top-p', 0, 1);
  if (temperature !== undefined) settings.temperature = temperature;
  if (topP !== undefined) settings.topP = topP;
  const maxTokens = positive(values['max-tokens'], 'max-tokens');
  const timeout = number(values['timeout-s'], 'timeout-s', 0.001, MAX_TIMEOUT_S);
  const ggufs = await loadGgufs(values.player, ggufOptions(values, values.player));
  const server = baseUrl(values['base-url']);
  const key = apiKey(values['api-key']);
  const listed = await serverListing(values.player, server, key);
  const modelsOf = (line?: SuiteLine) => models({
    baseUrl: server,
    apiKey: key,
    listed,
    protocol: line?.kind === 'bot' ? undefined : line?.protocol,
    // A constrained protocol plays at its own reply budget, which every reply its grammar accepts fits.
    settings: line?.kind === 'constrained' || maxTokens === undefined ? settings : { ...settings, maxTokens },
    takesTemplate: () => false,
    timeoutMs: timeout === undefined ? undefined : timeout * 1000,
    retries: integer(values.retries, 'retries', 4, 0, 100),
    search: {},
  }, ggufs);
  const seatsOf = (line: SuiteLine, module: GameModule) => {
    const params = module.game.variants.find((v) => v.id === line.variant)!.params;
    return seatPlayers(module, module.game.seats(params), line.players, modelsOf(line));
  };

  // Every line's plan is checked (seats, resumable files) before the first episode is played.
  const plans = [];
  for (const line of lines) {
    const module = modules.find((m) => m.game.id === line.game)!;
    const params = module.game.variants.find((v) => v.id === line.variant)!.params;
    const agents = seatsOf(line, module);
    const path = join(dir, `${line.id}.jsonl`);
    const stored = values.resume && (await stat(path).then((f) => f.size > 0, () => false))
      ? await resumable(path, { game: line.game, variant: line.variant, params, seed, episodes, agents, setupOf: (_, episodeSeed) => module.game.setup(params, createRng(episodeSeed)) })
      : undefined;
    const indices = indicesLeft(episodes, (i) => Boolean(stored?.finished.has(i) || stored?.contextFull.has(i)));
    plans.push({ line, module, params, agents, path, stored, indices });
  }
  // The folders too: one that cannot be made is said before the first episode, not after.
  for (const folder of new Set([dir, ...plans.map((plan) => dirname(plan.path))])) {
    await makeFolder(folder).catch((error: unknown) => {
      throw new UsageError(`--dir: the folder ${fileMessage(folder, error, 'made')}`);
    });
  }

  // Each model's speed, probed once, and what each line left asks of it: the time said before the first episode.
  const speeds = new Map<string, Speed>();
  const measured = new Map<string, MeasuredModel>();
  for (const name of names) {
    if (!plans.some((plan) => plan.line.model === name && plan.indices.length)) continue;
    const engine = modelsOf()(name, '').engine;
    const speed = await probeSpeed(engine);
    speeds.set(name, speed);
    measured.set(name, { engine, speed });
  }
  const clock = new SuiteClock(plans, await lineEstimates(modules, plans.filter((plan) => plan.indices.length).map((plan) => plan.line), measured));
  const first = clock.remaining();
  if (speeds.size && first !== null) process.stderr.write(`The suite will take ${estimateWords(first, speeds)}.\n`);
  const total = plans.length * episodes;
  let done = total - clock.episodesLeft;
  const controller = new AbortController();
  // Taken off again at the end, so a suite leaves no listener behind.
  const stop = () => controller.abort();
  process.once('SIGINT', stop);
  const progress = suiteProgress();
  try {
    for (const plan of plans) {
      if (controller.signal.aborted) break;
      if (plan.indices.length === 0) continue;
      const { line, module } = plan;
      const file = new RecordFile(plan.path, plan.indices, Boolean(plan.stored));
      let last = performance.now();
      try {
        await runBatch({
          game: module.game, variant: line.variant, params: plan.params, seed, episodes, agents: plan.agents,
          indices: plan.indices, concurrency, runId: plan.stored?.runId ?? newId(), sink: file, signal: controller.signal,
          onProgress(_done, _total, episode) {
            const now = performance.now();
            if (episode.status === 'interrupted' && !controller.signal.aborted) {
              process.stderr.write(`\n${line.id}, episode ${episode.index + 1} was interrupted: ${shown(`${episode.error}`)}\n`);
              controller.abort();
              return;
            }
            clock.ended(line.id, now - last);
            last = now;
            progress(++done, total, line, clock.remaining());
          },
        });
      } finally {
        await file.close();
      }
    }
  } finally {
    process.off('SIGINT', stop);
    progress.end();
    await Promise.all([...ggufs.values()].map((engine) => engine.dispose()));
  }
  if (controller.signal.aborted) throw new Error(`Stopped before the end of the suite: go on with the same command and --resume.`);

  const tallies = new Map<string, Tally>();
  for (const plan of plans) tallies.set(plan.line.id, await tallyFile(plan.path, plan.line.seats));
  // Every benchmark has its row on the card, those this suite did not play "not played".
  const benchmarks = await Promise.all(GAMES.map((g) => g.load()));
  for (const name of names) {
    const card = reportCard(name, benchmarks, lines, tallies);
    const folder = join(dir, folders.get(name)!);
    await makeFolder(folder);
    const markdown = cardMarkdown(card);
    await writeFile(join(folder, 'report-card.md'), markdown);
    await writeFile(join(folder, 'report-card.html'), cardHtml(card));
    process.stdout.write(`${shownLines(markdown.split('\n'))}\n`);
  }
}

/** The games --games names (every game without it), or a usage error naming the unknown ones. */
async function chosenGames(list: string | undefined): Promise<GameModule[]> {
  const ids = list === undefined ? GAMES.map((g) => g.id) : list.split(',').map((id) => id.trim()).filter(Boolean);
  const unknown = ids.filter((id) => !GAMES.some((g) => g.id === id));
  if (unknown.length || ids.length === 0) throw new UsageError(`--games: ${unknown.length ? `unknown ${unknown.join(', ')}` : 'name at least one game'}; the games are ${GAMES.map((g) => g.id).join(', ')}.`);
  return Promise.all(GAMES.filter((g) => ids.includes(g.id)).map((g) => g.load()));
}

/** Whether a folder holds any file of runs, at its top or one folder down. */
async function holdsRuns(dir: string): Promise<boolean> {
  // Only as deep as the suite writes: a folder such as /proc/self goes on without end below.
  const files = async (folder: string) => readdir(folder, { withFileTypes: true }).catch(() => []);
  const top = await files(dir);
  const below = await Promise.all(top.filter((entry) => entry.isDirectory()).map((entry) => files(join(dir, entry.name))));
  return [...top, ...below.flat()].some((entry) => entry.isFile() && entry.name.endsWith('.jsonl'));
}

/** The tally of a line's file, read a record at a time. */
async function tallyFile(path: string, seats: readonly string[]): Promise<Tally> {
  const into = emptyTally();
  const exists = await stat(path).then(() => true, () => false);
  if (!exists) return into;
  for await (const text of createInterface({ input: createReadStream(path), crlfDelay: Infinity })) {
    if (text.trim()) tally(into, JSON.parse(text) as EpisodeRecord, seats);
  }
  return into;
}

/** The suite's progress line on stderr: episodes of the whole suite, the line playing, the time left. */
function suiteProgress() {
  const [every, end] = process.stderr.isTTY ? [500, '\r'] : [5000, '\n'];
  let last = -Infinity;
  let started = false;
  const report = (done: number, total: number, line: SuiteLine, remainingMs: number | null) => {
    const now = performance.now();
    if (now - last < every && done < total) return;
    last = now;
    started = true;
    const left = remainingMs === null ? '' : `, ${duration(remainingMs / 1000)} left`;
    process.stderr.write(`Suite: ${grouped(done)}/${grouped(total)} episodes, playing ${shown(line.id)}${left}${end}`);
  };
  return Object.assign(report, { end: () => void (started && end === '\r' && process.stderr.write('\n')) });
}
