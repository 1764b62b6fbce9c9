/**
 * Secrets a person brings in a file, in the format of AR-Bench's guessing-numbers data
 * (`data/gn/test.json`): a JSON array of 4-digit strings such as "0521", one episode each. AR-Bench's
 * proactive loop also pads a whole number to 4 digits, so 521 is read as 0521 here too.
 */
import type { Setup } from './game';
import { DIGITS } from './rules';

export function readSecretsFile(text: string): { ok: true; setups: Setup[] } | { ok: false; error: string } {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    return { ok: false, error: `The file is not JSON: ${(error as Error).message}` };
  }
  if (!Array.isArray(data)) return { ok: false, error: 'The file must hold a JSON array of secrets, such as ["8362", "1058"].' };
  if (data.length === 0) return { ok: false, error: 'The file holds no secrets.' };
  const setups: Setup[] = [];
  for (const [i, item] of data.entries()) {
    const secret = typeof item === 'number' && Number.isInteger(item) && item >= 0 ? String(item).padStart(DIGITS, '0') : item;
    if (typeof secret !== 'string' || !/^\d{4}$/.test(secret)) {
      return { ok: false, error: `Record ${i + 1} must be a secret of 4 digits, like "0521", but it is ${JSON.stringify(item)}.` };
    }
    if (new Set(secret).size !== DIGITS) return { ok: false, error: `Record ${i + 1}, "${secret}", repeats a digit: a secret's 4 digits are all different.` };
    setups.push({ secret });
  }
  return { ok: true, setups };
}
