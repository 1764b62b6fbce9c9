/** The suspect for people: it answers the kind of question asked, in the first person, from its own record, and says when it has nothing. */
import { describe, expect, it } from 'vitest';
import { standInAnswer } from '../../../src/games/detective-cases/bots';
import { CASES } from '../../../src/games/detective-cases/data';
import { inFirstPerson, kindOf, NOT_UNDERSTOOD, speakingAnswer, speakingMove } from '../../../src/games/detective-cases/speaking-suspect';
import type { SuspectRecord, SuspectView } from '../../../src/games/detective-cases/types';

const lighthouse = CASES[0]!;
const suspect = (name: string) => lighthouse.suspects.find((s) => s.name === name)!;
const murderer = suspect('Marta Kovac');
const son = suspect('Callum Reyes');
const photographer = suspect('Ines Albuquerque');
const solberg = CASES.find((c) => c.victim.name === 'Dr. Henrik Solberg')!;

describe('the suspect who speaks to the question', () => {
  it('tells the question’s kind: where, when, whom, why, the weapon, or whether they did it', () => {
    expect(kindOf('Where were you at 8:40 pm?')).toBe('where');
    expect(kindOf('When did you leave?')).toBe('when');
    expect(kindOf('Who did you see that evening?')).toBe('whom');
    expect(kindOf('Why would you want him dead?')).toBe('why');
    expect(kindOf('Why were you at the lighthouse?')).toBe('why-there');
    expect(kindOf('Could you get to the weapon?')).toBe('weapon');
    expect(kindOf('Did you kill Dr. Solberg?')).toBe('guilt');
    expect(kindOf('Could you reach the fog-bell hammer?', son)).toBe('weapon');
    expect(kindOf('Could you get to the foxglove?', suspect('Callum Reyes'))).toBeNull();
    expect(kindOf('Could you get into the lighthouse?', son)).toBe('weapon');
    expect(kindOf('Tell me a story.')).toBeNull();
  });

  it('answers an innocent’s facts of that kind in the first person', () => {
    expect(speakingAnswer(son, 'Why would you want your father dead?')).toBe('As heir I inherit the proceeds of the sale, about 900,000 euros. I owe 80,000 euros on a failed restaurant.');
    expect(speakingAnswer(son, 'Who did you see?')).toBe('I saw Ines Albuquerque at the lighthouse gallery window with a tripod as the ferry left at 8:15 pm.');
    expect(speakingAnswer(son, 'When did you leave?')).toContain('At 08:12 PM, my ferry ticket is scanned at the pier.');
    expect(speakingAnswer(photographer, 'Could you get to the weapon?')).toMatch(/^Aurelio lent me his own key to the display case/);
    expect(speakingAnswer(photographer, 'Why would you want him dead?')).toContain('with his death the sponsorship');
  });

  it('denies when asked whether they did it, in the words of the question’s case', () => {
    for (const s of solberg.suspects.filter((s) => s.is_murderer !== undefined)) expect(speakingAnswer(s, 'Did you kill Dr. Solberg?')).toMatch(/^No, I did not do it\./);
  });

  it('says so when its record holds nothing of the kind, and when it cannot tell what is asked', () => {
    const bare: SuspectRecord = { ...son, timeline: undefined, testimony: undefined };
    expect(speakingAnswer(bare, 'When did you leave?')).toBe('I did not watch the clock, and I cannot give you times.');
    expect(speakingAnswer(bare, 'Who did you see?')).toBe('I did not see anyone else that I could tell you about.');
    expect(speakingAnswer(son, 'Tell me a story.')).toBe(NOT_UNDERSTOOD);
  });

  it('as the murderer, keeps back its motive, opportunity, access to the weapon and evidence', () => {
    const kept = [murderer.motive, murderer.opportunity, murderer.access_to_weapon].flat().map((fact) => inFirstPerson(String(fact), murderer.name, 'she'));
    for (const question of ['Where were you?', 'When did you go up?', 'Why did you hate him?', 'Could you get to the hammer?', 'Who did you see?', 'Did you kill him?']) {
      const answer = speakingAnswer(murderer, question);
      for (const fact of kept) expect(answer).not.toContain(fact.slice(0, 40));
    }
    expect(speakingAnswer(murderer, 'Could you get to the hammer?')).toBe('I know nothing about the weapon: I never had anything to do with it.');
  });

  it('never speaks of itself by name or as he or she, in any case, to any kind of question', () => {
    const questions = ['Where were you?', 'When did you arrive?', 'Who did you see?', 'Why were you there?', 'Why would you want the victim dead?', 'Could you get to the weapon?', 'How did you know the victim?', 'Did you kill the victim?'];
    for (const c of CASES) {
      for (const s of c.suspects) {
        for (const question of questions) {
          const answer = speakingAnswer(s, question);
          expect(answer.length, `${s.name}: ${question}`).toBeGreaterThan(10);
          expect(answer, `${s.name}: ${question}`).not.toContain(s.name);
          expect(answer, `${s.name}: ${question}`).not.toMatch(/^(He|She) /);
        }
      }
    }
  });

  it('leaves the benchmark’s stand-in as it was, and records the same key questions hit', () => {
    expect(standInAnswer(son, 'Why would you want your father dead?')).toBe('As heir he inherits the proceeds of the sale, about 900,000 euros. He owes 80,000 euros on a failed restaurant.');
    const view: SuspectView = { seat: 'A', self: murderer, questions: [], pending: { number: 1, question: 'Could you get to the hammer?' } };
    expect(speakingMove(view)).toMatchObject({ kind: 'answer', hits: expect.any(Array) });
  });
});
