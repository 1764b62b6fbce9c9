/** Why a page cannot reach a model server, in plain words, with what to do about it. */
import { classifyError } from '../engines/errors';

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);
/** Addresses of a home's, a school's or a lab's own network (RFC 1918, link-local, .local). */
const PRIVATE = /^(10\.|192\.168\.|172\.(1[6-9]|2\d|3[01])\.|169\.254\.)|\.local$/;

/**
 * The message for a failed connection from the page at `page` to the server at `baseUrl`. The
 * browser hides why a request was blocked (every cause is a bare "Failed to fetch"), so the
 * causes it could be are told from the two addresses.
 */
export function serverProblem(baseUrl: string, page: URL, error: unknown): string {
  const failure = classifyError(error);
  const server = new URL(baseUrl);
  const local = LOOPBACK.has(server.hostname);
  if (failure.kind !== 'unreachable') return `${failure.message} ${failure.advice}`;
  if (page.protocol === 'https:' && server.protocol === 'http:' && !local) {
    return `This page was opened over https, and the browser does not let it call a server over plain http (${server.origin}). ` +
      'Open Fogplay over http from a computer on the same network instead (for example with npm run classroom), or serve the model over https.';
  }
  const network = PRIVATE.test(server.hostname) && !PRIVATE.test(page.hostname) && !LOOPBACK.has(page.hostname)
    ? ' If the browser asks whether this page may reach devices on your local network, allow it.'
    : '';
  return `${failure.message} Check that the server is running at that address and port and listens beyond its own computer ` +
    `(llama.cpp: --host 0.0.0.0; Ollama: OLLAMA_HOST=0.0.0.0), and that it allows this page to call it (CORS; Ollama: OLLAMA_ORIGINS=*).${network}`;
}
