/**
 * A person's own prompt template (a paper's exact prompt text, say) in place of a protocol's own
 * messages: text with named slots in double braces, `{{history}}`, that the protocol fills from the
 * seat's view alone, so a template can never reach a secret. A template is the turn's message, or
 * the system message, a line `---`, then the turn's message. Where a protocol's turns ask for
 * different things (a suspect to question, then a question), a line `--- step: NAME` starts the
 * message of that step, as a paper words each its own way; a step without one takes the turn's
 * message. Replies are still read by the protocol's parser; a refused reply is still re-asked in
 * the protocol's words.
 */
import type { Protocol } from './protocol';
import { Sha256 } from './sha256';

/** The slots a protocol fills, and their values for a turn. */
export interface TemplateSlots<View> {
  /** Every slot a template may use, with what it holds, for the picker and for refusals. */
  names: { name: string; meaning: string }[];
  /** Slots of which the turn's part must use one: those carrying what the seat learns turn by turn. */
  required: string[];
  /**
   * The slots' values from the seat's view (and its view at its previous turn, null at its first;
   * and the seat's own running summary of the game, in games too long for one conversation).
   */
  values(view: View, previous: View | null, summary?: string): Record<string, string>;
  /** The steps a turn may be, each of which a template may word its own way, and the step of a view. */
  steps?: { names: readonly string[]; of(view: View): string };
}

/** A template as loaded: its name (the file's), its exact text, and that text's SHA-256, recorded with the run. */
export interface PromptTemplate {
  name: string;
  text: string;
  hash: string;
}

/** The line that separates the system message from the turn's message. */
const SEPARATOR = /^---[ \t]*$/m;
/** A line that starts a step's own message: `--- step: ask`. */
const STEP_LINE = /^---[ \t]*step:[ \t]*(\S*)[ \t]*$/m;
const SLOT = /\{\{\s*([^{}]*?)\s*\}\}/g;

/** A template's parts: the system message (absent when the template has none), the turn's message, and each step's own, in order. */
export interface TemplateParts {
  system?: string;
  turn: string;
  steps: { name: string; text: string }[];
}

export function templateParts(text: string): TemplateParts {
  const normalized = text.replace(/\r\n?/g, '\n');
  const match = SEPARATOR.exec(normalized);
  const rest = match ? normalized.slice(match.index + match[0].length) : normalized;
  const marks = [...rest.matchAll(new RegExp(STEP_LINE, 'gm'))];
  return {
    ...(match && { system: normalized.slice(0, match.index).trim() }),
    turn: rest.slice(0, marks[0]?.index ?? rest.length).trim(),
    steps: marks.map((mark, i) => ({ name: mark[1]!, text: rest.slice(mark.index + mark[0].length, marks[i + 1]?.index ?? rest.length).trim() })),
  };
}

/** The turn's message of a template for a step: the step's own, else the turn's. */
const turnFor = ({ turn, steps }: TemplateParts, step: string | undefined) => steps.find((s) => s.name === step)?.text ?? turn;

const slotsIn = (part: string) => [...part.matchAll(SLOT)].map((m) => m[1]!);

/** Why a template cannot be used with these slots, in a sentence; null when it can. */
export function templateProblem(text: string, slots: Pick<TemplateSlots<unknown>, 'names' | 'required' | 'steps'>): string | null {
  const parts = templateParts(text);
  const { system, turn, steps } = parts;
  const known = slots.names.map((s) => s.name);
  const available = known.map((n) => `{{${n}}}`).join(', ');
  const unknown = [...new Set(slotsIn(text).filter((name) => !known.includes(name)))];
  if (unknown.length) return `The template uses ${unknown.map((n) => `{{${n}}}`).join(', ')}, which these prompts do not fill: the slots are ${available}.`;
  if (system === '') return 'The template has nothing before its line "---": write the system message there, or remove the line.';
  if (system !== undefined && STEP_LINE.test(system)) return 'A step’s message ("--- step: …") comes after the system message and its line "---".';
  const stepNames = slots.steps?.names ?? [];
  const named = stepNames.map((n) => `"--- step: ${n}"`).join(', ');
  for (const [i, step] of steps.entries()) {
    if (!stepNames.includes(step.name)) return stepNames.length ? `The template has a message for a step "${step.name}", which these prompts do not have: the steps are ${named}.` : 'These prompts ask the same at every turn: the template can have no step’s message ("--- step: …").';
    if (steps.findIndex((s) => s.name === step.name) !== i) return `The template has two messages for the step "${step.name}": keep one.`;
    if (!step.text) return `The template’s message for the step "${step.name}" is empty.`;
  }
  const unworded = stepNames.filter((n) => !turnFor(parts, n));
  if (turn === '' && (unworded.length || !stepNames.length)) {
    return unworded.length && steps.length
      ? `The template has no message for the step${unworded.length === 1 ? '' : 's'} ${unworded.map((n) => `"${n}"`).join(', ')}: write one, or a turn’s message before the first step’s for every step without its own.`
      : "The template has no turn's message: write it after the line \"---\", or as the whole template.";
  }
  if (![turn, ...steps.map((s) => s.text)].some((part) => slotsIn(part).some((name) => slots.required.includes(name)))) {
    return `The template's turn message uses none of ${slots.required.map((n) => `{{${n}}}`).join(', ')}: without one, the model never learns how the game goes.`;
  }
  return null;
}

/** A part of a template with its slots filled; every slot it holds has a value (`templateProblem` checked). */
export function fillTemplate(part: string, values: Record<string, string>): string {
  return part.replace(SLOT, (_, name: string) => values[name] ?? '');
}

/**
 * The protocol with the template's messages in place of its own: the system part (when there is
 * one) opens the conversation, the turn's part asks for every move. Parsing and re-asking stay the
 * protocol's. The caller checks the template first with `templateProblem`.
 */
export function templatedProtocol<View, Move>(protocol: Protocol<View, Move>, template: PromptTemplate): Protocol<View, Move> {
  const slots = protocol.templateSlots;
  if (!slots) throw new Error(`The prompts ${protocol.id} take no template.`);
  const parts = templateParts(template.text);
  const { system } = parts;
  return {
    ...protocol,
    system: system === undefined ? protocol.system : (view) => fillTemplate(system, slots.values(view, null)),
    turn: (view, previous, summary) => fillTemplate(turnFor(parts, slots.steps?.of(view)), slots.values(view, previous, summary)),
  };
}

/**
 * The SHA-256 of a text's UTF-8 bytes, in hex. Not Web Crypto's: a page on a classroom's plain-http
 * address is not a secure context, and has no `crypto.subtle`.
 */
export function sha256Hex(text: string): string {
  return new Sha256().update(new TextEncoder().encode(text)).hex();
}
