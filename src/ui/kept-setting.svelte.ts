/**
 * A setting of the person's kept in this browser's localStorage for the next visit: one of a few
 * named values, `fallback` when none is kept or the kept one is not among them.
 */
export class KeptSetting<Value extends string> {
  current: Value;

  constructor(
    private readonly key: string,
    values: readonly Value[],
    fallback: () => Value,
  ) {
    const kept = globalThis.localStorage?.getItem(key);
    this.current = $state(values.find((value) => value === kept) ?? fallback());
  }

  set(value: Value): void {
    this.current = value;
    localStorage.setItem(this.key, value);
  }
}
