/** The parts of `ws` (which ships no types of its own) that the classroom relay uses. */
declare module 'ws' {
  import type { IncomingMessage } from 'node:http';
  import type { Duplex } from 'node:stream';

  export class WebSocket {
    /** A client (the tests' devices and hosts). */
    constructor(url: string, options?: { headers?: Record<string, string>; autoPong?: boolean });
    send(data: string | Buffer, options?: { binary?: boolean }): void;
    close(code?: number, reason?: string): void;
    /** Closes at once, without the closing handshake: for a peer that no longer answers. */
    terminate(): void;
    ping(): void;
    on(event: 'message', listener: (data: Buffer | ArrayBuffer | Buffer[], isBinary: boolean) => void): this;
    on(event: 'close', listener: (code: number, reason: Buffer) => void): this;
    on(event: 'error', listener: (error: Error) => void): this;
    on(event: 'open' | 'pong', listener: () => void): this;
    on(event: 'unexpected-response', listener: (request: unknown, response: IncomingMessage) => void): this;
  }

  export class WebSocketServer {
    constructor(options: { noServer: true; maxPayload?: number });
    handleUpgrade(request: IncomingMessage, socket: Duplex, head: Buffer, callback: (socket: WebSocket) => void): void;
    close(): void;
  }
}
