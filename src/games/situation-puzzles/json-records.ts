/**
 * Reading a benchmark's own JSON file of records (AR-Bench's puzzles, its detective cases) into
 * setups: every record is checked, and a bad one is named by its position, its own id when it has
 * one, and the field at fault. Shared by the games that take a `setupsFile`.
 */

/** A record's field that is missing or of the wrong kind; caught by `readJsonRecords`, never escapes it. */
class FieldError extends Error {
  constructor(
    /** Where the field is in the record, quoted: `"story_tree.children[1].key_question"`. */
    readonly path: string,
    /** What is wrong with it: "must be a non-empty string, but it is missing". */
    readonly problem: string,
  ) {
    super(`${path} ${problem}`);
  }
}

/** What a value is, for an error: "is missing", "is blank", "is 2.5". */
function describeValue(value: unknown): string {
  if (value === undefined) return 'is missing';
  if (typeof value === 'string') return value.trim() ? 'is a string' : 'is blank';
  if (typeof value === 'number' || typeof value === 'boolean' || value === null) return `is ${value}`;
  if (Array.isArray(value)) return value.length ? 'is a list' : 'is an empty list';
  return 'is an object';
}

/** The fields of one JSON object, read with their types checked; a wrong one throws a `FieldError` naming its path. */
export class Fields {
  constructor(
    private readonly fields: Record<string, unknown>,
    private readonly path = '',
  ) {}

  private at(name: string) {
    return this.path ? `${this.path}.${name}` : name;
  }

  private fail(name: string, expected: string): never {
    this.reject(name, `${expected}, but it ${describeValue(this.fields[name])}`);
  }

  /** Refuses the record for a field that has the right type but a wrong value ("must match the tree's key questions"). */
  reject(name: string, problem: string): never {
    throw new FieldError(`"${this.at(name)}"`, problem);
  }

  /** Whether the object has the field at all. */
  has(name: string): boolean {
    return name in this.fields;
  }

  /** A string; unless `empty` allows it, one with more than spaces. */
  string(name: string, { empty = false } = {}): string {
    const value = this.fields[name];
    if (typeof value !== 'string' || (!empty && !value.trim())) this.fail(name, empty ? 'must be a string' : 'must be a non-empty string');
    return value;
  }

  boolean(name: string): boolean {
    const value = this.fields[name];
    if (typeof value !== 'boolean') this.fail(name, 'must be true or false');
    return value;
  }

  integer(name: string): number {
    const value = this.fields[name];
    if (!Number.isInteger(value)) this.fail(name, 'must be a whole number');
    return value as number;
  }

  /** A list of at least `min` non-empty strings. */
  strings(name: string, min = 0): string[] {
    const value = this.fields[name];
    const expected = `must be a list of ${min > 0 ? `at least ${min} ` : ''}non-empty strings`;
    if (!Array.isArray(value) || value.length < min) this.fail(name, expected);
    const bad = value.findIndex((s) => typeof s !== 'string' || !s.trim());
    if (bad >= 0) this.reject(name, `${expected}, but item ${bad + 1} ${describeValue(value[bad])}`);
    return value as string[];
  }

  /** A nested object. */
  object(name: string): Fields {
    const value = this.fields[name];
    if (!isObject(value)) this.fail(name, 'must be an object');
    return new Fields(value, this.at(name));
  }

  /** A list of objects. */
  objects(name: string): Fields[] {
    const value = this.fields[name];
    if (!Array.isArray(value)) this.fail(name, 'must be a list');
    return value.map((item, i) => {
      if (!isObject(item)) throw new FieldError(`"${this.at(name)}[${i}]"`, `must be an object, but it ${describeValue(item)}`);
      return new Fields(item, `${this.at(name)}[${i}]`);
    });
  }
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

export type RecordsRead<T> = { ok: true; records: T[] } | { ok: false; error: string };

/**
 * The records of a JSON file that holds an array of objects, each read by `read`; or the first
 * problem, in a sentence naming the record ("Record 3 (index 12): …") and the field. `idField` is
 * the records' own id, when they have one. Never throws.
 */
export function readJsonRecords<T>(text: string, read: (fields: Fields) => T, { idField }: { idField?: string } = {}): RecordsRead<T> {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    return { ok: false, error: `The file is not JSON: ${(error as Error).message}` };
  }
  if (!Array.isArray(data)) return { ok: false, error: 'The file must hold a JSON array of records, one per setup.' };
  if (data.length === 0) return { ok: false, error: 'The file holds no records.' };
  const records: T[] = [];
  for (const [i, item] of data.entries()) {
    const id = idField && isObject(item) && (typeof item[idField] === 'number' || typeof item[idField] === 'string') ? ` (${idField} ${item[idField]})` : '';
    const name = `Record ${i + 1}${id}`;
    if (!isObject(item)) return { ok: false, error: `${name} must be an object, but it ${describeValue(item)}.` };
    try {
      records.push(read(new Fields(item)));
    } catch (error) {
      if (!(error instanceof FieldError)) return { ok: false, error: `${name} could not be read: ${(error as Error).message}` };
      return { ok: false, error: `${name}: the field ${error.path} ${error.problem}.` };
    }
  }
  return { ok: true, records };
}
