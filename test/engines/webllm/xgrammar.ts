/**
 * XGrammar, the grammar engine web-llm constrains its replies with, as web-llm ships it: compiled
 * to WebAssembly inside web-llm's bundle and not exported, so the tests take it out of the bundle.
 * It runs without a GPU, so a test can show that a grammar web-llm receives compiles and holds
 * a reply to it, up to the point where web-llm would pass it to the model.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { runInThisContext } from 'node:vm';

export interface XGrammar {
  Testings: {
    /** Whether the grammar (its rule `root`) accepts the whole text; throws on a grammar XGrammar cannot read. */
    isGrammarAcceptString(grammar: string, text: string): Promise<boolean>;
  };
}

let loaded: XGrammar | undefined;

export function xgrammar(): XGrammar {
  if (loaded) return loaded;
  const file = fileURLToPath(import.meta.resolve('@mlc-ai/web-llm'));
  const bundle = readFileSync(file, 'utf8');
  // The bundled library: from its module object to the line that loads it.
  const start = bundle.indexOf('var lib$3 = {exports: {}};');
  const end = bundle.indexOf('var libExports$1 = requireLib$1();');
  if (start === -1 || end < start || !bundle.slice(start, end).includes('class GrammarCompiler')) {
    throw new Error(`XGrammar was not found where this test expects it in ${file}: web-llm's bundle has changed.`);
  }
  // Its Emscripten loader in Node asks for `require` from the bundle's own address.
  const factory = runInThisContext(`(function (require$$2, createRequire, location) {${bundle.slice(start, end)}\nreturn requireLib$1();\n})`) as (
    empty: object,
    require: typeof createRequire,
    location: { href: string },
  ) => XGrammar;
  return (loaded = factory({}, createRequire, { href: pathToFileURL(file).href }));
}
