/**
 * What the command line says of itself: its usage text, and the error of a command given wrongly,
 * which is said with it. Kept apart from the commands so that `--help` loads nothing else.
 */
export class UsageError extends Error {}

export const USAGE = `Usage:
  npm run cli -- list
  npm run cli -- run --game ID [--variant ID] --player SPEC [--player SEAT=SPEC ...]
                     [--episodes N | --all-setups | --setups FILE] [--seed N] [--param KEY=VALUE ...]
                     [--out FILE.jsonl | --resume FILE.jsonl] [--concurrency N]
                     [--base-url URL --protocol ID ...model options] [--breadth B --value-samples N]
                     [--prompt-template FILE]

  SPEC is bot:ID (see list), llm:MODEL (a model on an OpenAI-compatible server), llm:gguf:PATH
  (a GGUF model file, run on this machine's CPU through node-llama-cpp: npm run setup:gguf installs
  it), or bot:ID+llm:MODEL (the bot decides, the model speaks for it, where the game has talk). Models:
    --base-url URL (API root, e.g. http://127.0.0.1:8080/v1), --api-key KEY (or $OPENAI_API_KEY),
    --protocol ID (see list, which names tot, Tree of Thoughts' search, where a game has it:
    --breadth B states kept per level, default 5, --value-samples N judgements per state, default 3),
    --temperature T, --top-p P, --max-tokens N, --timeout-s S (the longest wait for a reply to
    start, or between two of its pieces; a busy server that asks to wait longer is not waited for),
    --retries N (tries again after a busy or failing server, waiting 1, 2, 4… s or as long as it
    asks; default 4),
    --ctx N (tokens of context of a GGUF model: its own by default, at most that and what free memory
    holds), --threads N (CPU threads of a GGUF model; default all cores but one),
    --prompt-template FILE (your own prompt text in place of the protocol's messages, with slots such
    as {{history}} that it fills; the system message, a line ---, then the turn's message, or the
    turn's message alone; used by every model seat whose protocol takes one, and recorded with its hash).
  With one --player and no SEAT, it takes every seat.
  --all-setups (alias --all-secrets) plays every possible setup once, e.g. all 5,040 secrets;
  --setups FILE plays the setups of a file, one episode each, in order (a benchmark's own data,
  such as AR-Bench's situation puzzles; see list).
  --resume FILE goes on with the run a stopped command wrote to FILE: give it the same options (it
  names each that differs: game, variant, --param, --seed, --player, --setups, --protocol, --temperature,
  --top-p, --max-tokens, --ctx, --breadth, --value-samples, --prompt-template), and it plays the episodes the file does not hold ended (finished, or with the context full), appending them.
  --concurrency N plays N episodes at once (default 1): a model server that serves several
  requests together (vLLM, llama.cpp's server with --parallel N) then answers N times as many.
  Records are written in episode order whatever order the episodes end in.

  npm run cli -- suite --player llm:MODEL [--player llm:MODEL ...] [--episodes N] [--dir DIR] [--resume]
                       [--games ID,ID...] [--seed N] [--concurrency N] [--base-url URL ...model options]

  Plays every benchmark in its paper's setting (the game's first variant, the paper's protocol,
  bots in the other seats) for each model, then each protocol that holds replies to a grammar or
  a JSON Schema as a second line, at its own reply budget; the game's bots play the same setups
  as reference lines. N episodes a line (default 10), from --seed (default 1). Runs go to DIR
  (default fogplay-suite), one JSON Lines file a line (DIR/MODEL/GAME.PROTOCOL.jsonl,
  DIR/bots/GAME.BOT.jsonl), and each model's report card to DIR/MODEL/report-card.md and .html.
  --resume goes on with a suite stopped part-way, given the same options. --games plays those only.`;
