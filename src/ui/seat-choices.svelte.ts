/**
 * Who takes each seat, as chosen in a form: a person (on the Play page), a game's bot, or a model
 * with its prompts and settings. Shared by the Play and Batch pages.
 */
import { fits, takesTemplate, type ModelPlay, type SeatSpec } from '../agents/seats';
import type { Protocol } from '../core/protocol';
import { sha256Hex, templateProblem, type PromptTemplate } from '../core/template';
import type { GameModule } from '../games/module';
import { currentModels, type ModelSource } from './current-model.svelte';

/** A seat's name on the pages: the game's ("Oracle (answers)", "Player 0"), else its id. */
export function seatName(module: GameModule, seat: string): string {
  return module.rules?.seats[seat]?.name ?? `Seat ${seat}`;
}

/** A prompts' own cap per reply: none where the benchmark's authors set none, else the prompts', else 512. */
const ownCap = (protocol: Protocol | undefined): number | undefined => (protocol?.sampling?.noReplyCap ? undefined : (protocol?.maxTokens ?? 512));

export class SeatChoices {
  /** The choice per seat, as a select's value: `human`, `bot:<id>`, `voiced:<id>` or `llm`. */
  choices = $state<Record<string, string>>({});
  protocolId = $state('');
  /** Tree of Thoughts' b (states kept per level) and n (judgements per state). */
  breadth = $state(5);
  valueSamples = $state(3);
  temperature = $state(0.7);
  #maxTokens = $state<number>();
  /** Tokens of context a model seat may use; empty (null) for the whole of its model's. */
  contextSize = $state<number | null>(null);
  /** Which model each model seat uses, when both a browser and a server model are ready. */
  sources = $state<Record<string, ModelSource>>({});
  /** A person's prompt template for the model seats whose prompts take one (the file's text stays on this computer). */
  template = $state<PromptTemplate | null>(null);

  constructor(
    readonly module: GameModule,
    /** Whether a person may take a seat (not in a batch). */
    readonly people: boolean,
    /** The first seat's choice, from a link: `human`, `bot` (the first bot that fits) or a select value. */
    private readonly first: string,
    /** The variant chosen in the form, whose default seats (the module's `defaultSeats`) come before the link's. */
    private readonly variant: () => string,
  ) {
    this.protocolId = module.protocols[0]?.id ?? '';
  }

  /** The cap per reply set in the form; until it is set, the chosen prompts' own (none where the benchmark's authors set none), else 512. */
  get maxTokens(): number | undefined {
    return this.#maxTokens ?? ownCap(this.module.protocols.find((p) => p.id === this.protocolId));
  }

  /** An emptied field (null) leaves the cap to the prompts. */
  set maxTokens(value: number | null | undefined) {
    this.#maxTokens = value ?? undefined;
  }

  seatName(seat: string): string {
    return seatName(this.module, seat);
  }

  /** The options for a seat, as select values and labels. */
  options(seat: string): { value: string; label: string }[] {
    const { bots, protocols } = this.module;
    return [
      ...(this.people ? [{ value: 'human', label: 'You' }] : []),
      ...bots.filter((b) => fits(b, seat)).flatMap((bot) => [
        { value: `bot:${bot.id}`, label: bot.label },
        ...(protocols.some((p) => p.talk) ? [{ value: `voiced:${bot.id}`, label: `${bot.label}, speaks through the model` }] : []),
      ]),
      ...(protocols.some((p) => fits(p, seat)) ? [{ value: 'llm', label: 'A language model' }] : []),
    ];
  }

  /** A seat's choice: the person's, else the variant's default, else the link's for the first seat, else the first bot that fits. */
  choiceOf(seat: string, seats: string[]): string {
    const offered = this.options(seat).map((o) => o.value);
    const wanted =
      this.choices[seat] ??
      this.module.defaultSeats?.[this.variant()]?.[seat] ??
      (seat === seats[0] || this.first !== 'human' ? this.first : 'bot');
    const value = wanted === 'bot' ? `bot:${this.module.bots.find((b) => fits(b, seat))?.id}` : wanted;
    return offered.includes(value) ? value : offered[0]!;
  }

  /** What the people at the table should know of the bots beside them (BotSpec.forPeople), when a person plays. */
  notesForPeople(seats: string[]): string[] {
    const chosen = seats.map((seat) => this.choiceOf(seat, seats));
    if (!chosen.includes('human')) return [];
    return [...new Set(chosen.flatMap((value) => this.module.bots.find((b) => value === `bot:${b.id}`)?.forPeople ?? []))];
  }

  modelSeats(seats: string[]): string[] {
    return seats.filter((seat) => /^(llm|voiced:)/.test(this.choiceOf(seat, seats)));
  }

  /** One entry per id: seats may each have a protocol of that id (BrainKing's player and oracle). */
  get protocolChoices() {
    const { protocols } = this.module;
    return protocols.filter((p, i) => protocols.findIndex((q) => q.id === p.id) === i);
  }

  get search() {
    return this.module.searches?.find((t) => `search:${t.id}` === this.protocolId);
  }

  sourceOf(seat: string): ModelSource {
    return this.sources[seat] ?? currentModels.available[0]!;
  }

  /** The chosen prompts of the first model seat whose prompts take a template; null when none does. */
  templated(seats: string[]): Protocol | null {
    if (this.search) return null;
    const llmSeats = this.llmSeats(seats);
    return this.module.protocols.find((p) => p.id === this.protocolId && p.templateSlots && llmSeats.some((seat) => fits(p, seat))) ?? null;
  }

  /** The seats a model plays by prompts (a bot that speaks through a model keeps the game's). */
  private llmSeats(seats: string[]): string[] {
    return seats.filter((seat) => this.choiceOf(seat, seats) === 'llm');
  }

  /** Why the loaded template cannot be played with the chosen prompts, in a sentence; null when it can, or none is loaded. */
  templateProblem(seats: string[]): string | null {
    if (!this.template || this.llmSeats(seats).length === 0) return null;
    const protocol = this.templated(seats);
    if (!protocol) return `The prompts chosen take no template: choose others, or remove ${this.template.name}.`;
    const problem = templateProblem(this.template.text, protocol.templateSlots!);
    return problem && `${this.template.name} cannot be used: ${problem}`;
  }

  /** Loads a template from its text, named by its file, with its hash; the form then checks it against the prompts. */
  loadTemplate(name: string, text: string): void {
    this.template = { name, text, hash: sha256Hex(text) };
  }

  /** Whether the choices can be played now: every model seat has a model, and a loaded template fits the prompts. */
  ready(seats: string[]): boolean {
    return (this.modelSeats(seats).length === 0 || currentModels.available.length > 0) && this.templateProblem(seats) === null;
  }

  /** Who takes each seat; a model is named by where it runs (`browser` or `server`). */
  resolve(seats: string[]): Record<string, SeatSpec> {
    const choice = (seat: string): SeatSpec => {
      const value = this.choiceOf(seat, seats);
      if (value.startsWith('bot:')) return { kind: 'bot', bot: value.slice(4) };
      if (value.startsWith('voiced:')) return { kind: 'bot', bot: value.slice(7), voice: this.sourceOf(seat) };
      if (value === 'llm') return { kind: 'llm', model: this.sourceOf(seat) };
      return { kind: 'human' };
    };
    return Object.fromEntries(seats.map((seat) => [seat, choice(seat)]));
  }

  /** How the models of these choices play, for the seat agents: the form's prompts and settings, frozen now. */
  models(): (name: string, seat: string) => ModelPlay {
    const { protocolId, search, template } = this;
    const { temperature } = this;
    const chosenMaxTokens = this.#maxTokens;
    const searchOptions = { breadth: this.breadth, valueSamples: this.valueSamples };
    const engines = { browser: currentModels.browser, server: currentModels.server };
    const contextSize = this.contextSize || Infinity;
    return (name, seat) => {
      const protocol = search ? search.id : this.module.protocols.some((p) => p.id === protocolId && fits(p, seat)) ? protocolId : undefined;
      // Until the form sets a cap, each seat replies within its own prompts' (an oracle's is not the player's).
      const own = search ? undefined : this.module.protocols.find((p) => fits(p, seat) && (protocol === undefined || p.id === protocol));
      const settings = { temperature, maxTokens: chosenMaxTokens ?? (search ? this.maxTokens : ownCap(own)) };
      const engine = engines[name as ModelSource]!;
      // The context the seat plays with is recorded: it decides how far a game can go; and a CPU model's threads, how fast.
      const context = Math.min(contextSize, engine?.contextSize ?? Infinity);
      const threads = engine && 'threads' in engine && typeof engine.threads === 'number' ? { threads: engine.threads } : {};
      return {
        engine,
        protocol,
        search: searchOptions,
        settings: { ...settings, ...(context < Infinity && { contextSize: context }), ...threads },
        // Only where the seat's prompts take one: BrainKing's oracle keeps its own prompts of the same id.
        ...(template && !search && takesTemplate(this.module, seat, protocol) && { template }),
      };
    };
  }
}
