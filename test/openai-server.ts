/**
 * A scripted OpenAI-compatible server on 127.0.0.1 for tests: a real HTTP server that streams
 * server-sent events as llama.cpp's or vLLM's would, with replies decided by the test.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ChatRequestBody {
  model: string;
  messages: { role: string; content: string }[];
  stream?: boolean;
  response_format?: unknown;
  [key: string]: unknown;
}

export type Reply =
  | { text: string; pieces?: number; promptTokens?: number; completionTokens?: number; pauseMs?: number }
  | { status: number; error: string; headers?: Record<string, string> }
  | { hang: true }
  /** Whatever the test writes: a hostile or broken server. */
  | { raw(response: ServerResponse): void | Promise<void> };

export interface ScriptedServer {
  /** The API root, ending in /v1. */
  baseUrl: string;
  requests: ChatRequestBody[];
  close(): Promise<void>;
}

const CORS = {
  'access-control-allow-origin': '*',
  'access-control-allow-headers': 'content-type, authorization',
  'access-control-allow-methods': 'GET, POST, OPTIONS',
};

async function readBody(request: IncomingMessage): Promise<string> {
  let body = '';
  for await (const chunk of request) body += chunk;
  return body;
}

async function stream(response: ServerResponse, reply: Extract<Reply, { text: string }>, request: ChatRequestBody) {
  response.writeHead(200, { ...CORS, 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
  const pieces = Math.max(1, reply.pieces ?? 3);
  const size = Math.ceil(reply.text.length / pieces) || 1;
  for (let i = 0; i < reply.text.length; i += size) {
    const chunk = { choices: [{ index: 0, delta: { content: reply.text.slice(i, i + size) }, finish_reason: null }] };
    response.write(`data: ${JSON.stringify(chunk)}\n\n`);
    if (reply.pauseMs) await new Promise((r) => setTimeout(r, reply.pauseMs));
  }
  const promptTokens = reply.promptTokens ?? request.messages.reduce((n, m) => n + m.content.split(/\s+/).length, 0);
  response.write(`data: ${JSON.stringify({ choices: [{ index: 0, delta: {}, finish_reason: 'stop' }] })}\n\n`);
  response.write(`data: ${JSON.stringify({ choices: [], usage: { prompt_tokens: promptTokens, completion_tokens: reply.completionTokens ?? reply.text.split(/\s+/).length } })}\n\n`);
  response.end('data: [DONE]\n\n');
}

/**
 * Starts the server. `decide` may return a promise: the request then waits, unanswered, until the
 * test settles it, a gate that holds the app at a known point for as long as the test needs.
 */
export async function startScriptedServer(
  decide: (request: ChatRequestBody, index: number) => Reply | Promise<Reply>,
  /** The owner its model list names (`llamacpp` answers as llama.cpp's server does), and the models it lists, by id or as whole entries. */
  { ownedBy = 'fogplay-test', models = ['tiny-test'] }: { ownedBy?: string; models?: (string | object)[] } = {},
): Promise<ScriptedServer> {
  const requests: ChatRequestBody[] = [];
  const open = new Set<ServerResponse>();
  const server = createServer(async (request, response) => {
    if (request.method === 'OPTIONS') return void response.writeHead(204, CORS).end();
    if (request.method === 'GET' && request.url?.endsWith('/v1/models')) {
      return void response.writeHead(200, { ...CORS, 'content-type': 'application/json' }).end(JSON.stringify({ object: 'list', data: models.map((model) => (typeof model === 'string' ? { id: model, object: 'model', owned_by: ownedBy } : model)) }));
    }
    if (request.method !== 'POST' || !request.url?.endsWith('/v1/chat/completions')) {
      return void response.writeHead(404, { ...CORS, 'content-type': 'application/json' }).end(JSON.stringify({ error: { message: 'Not found' } }));
    }
    const body = JSON.parse(await readBody(request)) as ChatRequestBody;
    requests.push(body);
    const reply = await decide(body, requests.length - 1);
    if (response.destroyed) return;
    if ('hang' in reply) return void open.add(response);
    if ('raw' in reply) {
      open.add(response);
      return void (await reply.raw(response));
    }
    if ('status' in reply) {
      const headers = { ...CORS, 'content-type': 'application/json', ...reply.headers };
      return void response.writeHead(reply.status, headers).end(JSON.stringify({ error: { message: reply.error } }));
    }
    await stream(response, reply, body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    close: () =>
      new Promise((resolve) => {
        for (const response of open) response.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
