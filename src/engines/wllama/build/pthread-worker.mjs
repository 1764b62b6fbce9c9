// Puts Emscripten 3.1.6's thread worker (wllama.worker.js) inside a build's glue. Each thread then
// starts from a `blob:` URL holding both: wllama's worker code serves no wllama.worker.js (its own
// builds start threads from the glue itself), and the thread worker's own way of loading the glue,
// importScripts of a `blob:` URL, is refused by the app's Content-Security-Policy (scripts from
// 'self' only), where a worker from a `blob:` URL is allowed. The glue comes first in the thread's
// script, as a function the worker calls where it imported it before; its `var Module` then names
// the function's parameter, the worker's Module. (The worker's 'use strict' is no longer its
// script's first statement, so the thread runs the glue as the main thread does, not strict.)
// Usage: node pthread-worker.mjs GLUE WORKER OUT
import { readFileSync, writeFileSync } from 'node:fs';

const [glueFile, workerFile, outFile] = process.argv.slice(2);
/** `text` with its one `pattern` replaced, or an error naming what changed. */
const once = (text, pattern, replacement, what) => {
  const found = text.match(new RegExp(pattern.source, 'g'))?.length ?? 0;
  if (found !== 1) throw new Error(`${what} appears ${found} times, not once: look at how this Emscripten starts threads.`);
  return text.replace(pattern, () => replacement);
};
const worker = once(
  readFileSync(workerFile, 'utf8'),
  /if \(typeof e\.data\.urlOrBlob == 'string'\) \{[^]*?URL\.revokeObjectURL\(objectUrl\);\s*\}/,
  'fogplayGlue(Module);',
  `${workerFile}'s import of the glue`,
);
const mainScript = `(Module["mainScriptUrlOrBlob"] instanceof Blob ? Module["mainScriptUrlOrBlob"] : (() => { throw new Error("A thread needs the glue as a Blob in Module.mainScriptUrlOrBlob."); })())`;
const threadScript = `URL.createObjectURL(new Blob(["function fogplayGlue(Module) {\\n", ${mainScript}, "\\n}\\n", ${JSON.stringify(worker)}], { type: "text/javascript" }))`;
writeFileSync(outFile, once(readFileSync(glueFile, 'utf8'), /locateFile\("wllama\.worker\.js"\)/, threadScript, `${glueFile}'s request for wllama.worker.js`));
