/** Guess matching: a guess names an entity by its name or an alias, whatever its case, articles, plural or punctuation. */
import { describe, expect, it } from 'vitest';
import { ENTITIES } from '../../../src/games/brainking/data';
import { findEntity, findQuestion, sameName } from '../../../src/games/brainking/match';

describe('guess matching', () => {
  it.each([
    ['dog', 'dog'],
    ['The Dog.', 'dog'],
    ['a puppy!', 'dog'],
    ['  HOUNDS ', 'dog'],
    ['the wolves', 'wolf'],
    ['"Tennis racket"', 'tennis racket'],
    ['tennis-rackets', 'tennis racket'],
  ])('reads %j as the %s', (guess, entity) => {
    expect(findEntity(guess)?.name).toBe(entity);
  });

  it('finds every entity by its name and every alias, and by the name with an article or in capitals', () => {
    for (const entity of ENTITIES) {
      for (const name of [entity.name, ...entity.aliases, `the ${entity.name}`, entity.name.toUpperCase()]) expect(findEntity(name)?.name, name).toBe(entity.name);
    }
  });

  it('prefers a name written exactly to one a plural ending away', () => {
    // "trainers" is the sneakers' alias; "trainer" is the coach's.
    expect(findEntity('trainers')?.name).toBe('sneakers');
    expect(findEntity('trainer')?.name).toBe('coach');
  });

  it('matches nothing for other words, and never a part of a name', () => {
    for (const guess of ['', '   ', 'a canine companion', 'dogs and cats', 'og', 'the', '?!']) expect(findEntity(guess), guess).toBeUndefined();
  });

  it('compares names word by word, up to a plural ending on either side', () => {
    expect(sameName('berries', 'berry')).toBe(true);
    expect(sameName('boxes', 'box')).toBe(true);
    expect(sameName('shoe', 'shoes')).toBe(true);
    expect(sameName('can', 'cane')).toBe(false);
    expect(sameName('glass', 'glas')).toBe(false);
    expect(sameName('palm tree', 'tree')).toBe(false);
    expect(sameName('', '')).toBe(false);
  });
});

describe('question matching', () => {
  it('finds a bank question written with another case, punctuation or article, and nothing else', () => {
    expect(findQuestion('is it alive')?.id).toBe('alive');
    expect(findQuestion('IS IT A MAMMAL ??')?.id).toBe('mammal');
    expect(findQuestion('Is it bigger than the car?')?.id).toBe('bigger_car');
    expect(findQuestion('Is it a mammal or a bird?')).toBeUndefined();
    expect(findQuestion('alive')).toBeUndefined();
  });
});
