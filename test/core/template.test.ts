/** A person's prompt templates: split into their parts, checked against a protocol's slots, filled, hashed. */
import { describe, expect, it, vi } from 'vitest';
import type { Protocol } from '../../src/core/protocol';
import { fillTemplate, sha256Hex, templatedProtocol, templateParts, templateProblem, type TemplateSlots } from '../../src/core/template';

interface View {
  turn: number;
  notes: string[];
}

const slots: TemplateSlots<View> = {
  names: [
    { name: 'turn', meaning: "the turn's number" },
    { name: 'notes', meaning: 'what the seat has learnt' },
    { name: 'latest', meaning: 'the latest note' },
  ],
  required: ['notes', 'latest'],
  values: (view, previous) => ({ turn: String(view.turn), notes: view.notes.join('; '), latest: previous ? view.notes.at(-1) ?? '' : '' }),
};

const protocol: Protocol<View, string> = {
  id: 'own',
  label: 'Own words',
  version: 'test/own/1',
  maxTokens: 64,
  system: () => 'Our own rules.',
  turn: (view) => `Our own turn ${view.turn}.`,
  retry: (error) => `Our own retry: ${error}`,
  parse: (text) => ({ ok: true, move: text }),
  templateSlots: slots,
};

describe('prompt templates', () => {
  it('split into a system part and a turn part at the first line "---", or are the turn alone', () => {
    expect(templateParts('Rules here.\n---\nTurn {{turn}}: {{notes}}')).toEqual({ system: 'Rules here.', turn: 'Turn {{turn}}: {{notes}}', steps: [] });
    expect(templateParts('Rules\r\n--- \r\nA\n---\nB')).toEqual({ system: 'Rules', turn: 'A\n---\nB', steps: [] });
    expect(templateParts('Only the turn: {{notes}}\n')).toEqual({ turn: 'Only the turn: {{notes}}', steps: [] });
    // Three dashes within a line do not separate.
    expect(templateParts('a --- b {{notes}}')).toEqual({ turn: 'a --- b {{notes}}', steps: [] });
  });

  it('fill every slot, with or without spaces inside the braces, each time it appears', () => {
    expect(fillTemplate('T{{turn}} {{ notes }} / {{turn}}', { turn: '3', notes: 'x; y' })).toBe('T3 x; y / 3');
  });

  it('refuse unknown slots, naming them and the slots available', () => {
    expect(templateProblem('{{history}} and {{notes}} and {{ secret }} and {{history}}', slots)).toBe(
      'The template uses {{history}}, {{secret}}, which these prompts do not fill: the slots are {{turn}}, {{notes}}, {{latest}}.',
    );
    expect(templateProblem('System {{oops}}\n---\n{{notes}}', slots)).toMatch(/^The template uses \{\{oops\}\}/);
  });

  it('refuse a turn part that uses none of the required slots, or an empty part', () => {
    expect(templateProblem('Turn {{turn}}: guess.', slots)).toBe(
      "The template's turn message uses none of {{notes}}, {{latest}}: without one, the model never learns how the game goes.",
    );
    // A required slot in the system part alone does not do: the system message is sent once.
    expect(templateProblem('{{notes}}\n---\nTurn {{turn}}', slots)).toMatch(/uses none of/);
    expect(templateProblem('\n---\n{{notes}}', slots)).toMatch(/nothing before its line "---"/);
    expect(templateProblem('Rules\n---\n', slots)).toMatch(/no turn's message/);
    expect(templateProblem('Rules\n---\nTurn {{turn}}, so far: {{notes}}', slots)).toBeNull();
    expect(templateProblem('{{latest}}', slots)).toBeNull();
  });

  it("replace the protocol's messages, keeping its parser and retry, and its system message when the template has none", () => {
    const both = templatedProtocol(protocol, { name: 't', hash: 'h', text: 'Paper rules, turn {{turn}}.\n---\nPaper turn {{turn}}: {{latest}}' });
    const view = { turn: 2, notes: ['a', 'b'] };
    expect(both.system!(view)).toBe('Paper rules, turn 2.');
    expect(both.turn(view, { turn: 1, notes: ['a'] })).toBe('Paper turn 2: b');
    expect(both.turn(view, null)).toBe('Paper turn 2: ');
    expect(both.retry('bad', view)).toBe('Our own retry: bad');
    expect(both.parse('x', view)).toEqual({ ok: true, move: 'x' });
    expect({ id: both.id, version: both.version }).toEqual({ id: 'own', version: 'test/own/1' });
    const turnOnly = templatedProtocol(protocol, { name: 't', hash: 'h', text: 'Notes: {{notes}}' });
    expect(turnOnly.system!(view)).toBe('Our own rules.');
    expect(turnOnly.turn(view, null)).toBe('Notes: a; b');
    expect(() => templatedProtocol({ ...protocol, templateSlots: undefined }, { name: 't', hash: 'h', text: '{{notes}}' })).toThrow(/take no template/);
  });

  it('word each step its own way after a line "--- step: NAME", a step without one taking the turn’s message', () => {
    const stepped: TemplateSlots<View> = { ...slots, steps: { names: ['pick', 'ask', 'end'], of: (view) => (view.turn === 1 ? 'pick' : view.turn < 5 ? 'ask' : 'end') } };
    const text = 'Rules.\n---\nTurn {{turn}}: {{notes}}\n--- step: pick\nPick one. {{notes}}\n---step:ask \nAsk, {{latest}}.';
    expect(templateParts(text)).toEqual({ system: 'Rules.', turn: 'Turn {{turn}}: {{notes}}', steps: [{ name: 'pick', text: 'Pick one. {{notes}}' }, { name: 'ask', text: 'Ask, {{latest}}.' }] });
    expect(templateProblem(text, stepped)).toBeNull();
    const filled = templatedProtocol({ ...protocol, templateSlots: stepped }, { name: 't', hash: 'h', text });
    const previous = { turn: 1, notes: ['a'] };
    expect(filled.turn({ turn: 1, notes: ['a'] }, null)).toBe('Pick one. a');
    expect(filled.turn({ turn: 2, notes: ['a', 'b'] }, previous)).toBe('Ask, b.');
    expect(filled.turn({ turn: 5, notes: ['a', 'b'] }, previous)).toBe('Turn 5: a; b');
    // Every step worded, no turn's message needed; a required slot in any step's message does.
    expect(templateProblem('--- step: pick\nPick.\n--- step: ask\nAsk: {{latest}}\n--- step: end\nEnd.', stepped)).toBeNull();
    expect(templateProblem('--- step: pick\nPick.\n--- step: ask\nAsk.\n--- step: end\nEnd.', stepped)).toMatch(/uses none of/);
  });

  it('refuse a step the prompts do not have, a step worded twice or not at all, and steps for prompts without them', () => {
    const stepped: TemplateSlots<View> = { ...slots, steps: { names: ['pick', 'ask'], of: () => 'pick' } };
    expect(templateProblem('{{notes}}\n--- step: guess\nGuess.', stepped)).toBe('The template has a message for a step "guess", which these prompts do not have: the steps are "--- step: pick", "--- step: ask".');
    expect(templateProblem('{{notes}}\n--- step: pick\nA.\n--- step: pick\nB.', stepped)).toBe('The template has two messages for the step "pick": keep one.');
    expect(templateProblem('{{notes}}\n--- step: pick\n', stepped)).toBe('The template’s message for the step "pick" is empty.');
    expect(templateProblem('--- step: pick\nPick {{notes}}.', stepped)).toMatch(/^The template has no message for the step "ask": write one/);
    expect(templateProblem('{{notes}}\n--- step: pick\nPick.', slots)).toMatch(/ask the same at every turn/);
    expect(templateProblem('Rules\n--- step: pick\nPick.\n---\n{{notes}}', stepped)).toMatch(/comes after the system message/);
  });

  it('hash a text as SHA-256 of its UTF-8 bytes, in hex, also where Web Crypto is not offered (a page on plain http)', () => {
    vi.stubGlobal('crypto', {});
    try {
      expect(sha256Hex('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    } finally {
      vi.unstubAllGlobals();
    }
    expect(sha256Hex('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    expect(sha256Hex('')).toBe('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855');
    expect(sha256Hex('é')).not.toBe(sha256Hex('e'));
  });
});
