/**
 * The small part of json-server 0.17 (an express 4 app underneath) and of its lowdb 1 that
 * mock-api uses. Neither package ships types, and @types/express is not installed.
 */
declare module 'json-server' {
  import type { IncomingMessage, Server, ServerResponse } from 'node:http';
  import type { LowdbSync } from 'lowdb';

  namespace jsonServer {
    interface Request extends IncomingMessage {
      body?: unknown;
      /** Path without the query string, relative to the mount point. */
      path: string;
      baseUrl: string;
      originalUrl: string;
      query: Record<string, unknown>;
      get(header: string): string | undefined;
      /** The client address: the socket's peer, or X-Forwarded-For under the app's 'trust proxy' setting. */
      ip?: string;
    }
    interface Response extends ServerResponse {
      locals: Record<string, unknown>;
      status(code: number): this;
      json(body: unknown): this;
      set(field: string, value: string): this;
      /** Adds a field to the Vary header (once). */
      vary(field: string): this;
      end(): this;
    }
    type NextFunction = (err?: unknown) => void;
    type RequestHandler = (req: Request, res: Response, next: NextFunction) => void;
    type ErrorRequestHandler = (err: unknown, req: Request, res: Response, next: NextFunction) => void;
    type Handler = RequestHandler | ErrorRequestHandler;

    interface Application {
      use(...handlers: Handler[]): this;
      use(path: string, ...handlers: Handler[]): this;
      get(path: string, ...handlers: RequestHandler[]): this;
      post(path: string, ...handlers: RequestHandler[]): this;
      set(setting: string, value: unknown): this;
      listen(port: number, host: string, callback?: () => void): Server;
    }
    interface Router<S> extends RequestHandler {
      db: LowdbSync<S>;
    }
  }

  const jsonServer: {
    create(): jsonServer.Application;
    router<S>(db: LowdbSync<S>): jsonServer.Router<S>;
    /** [json parser (10 MB, strict), urlencoded parser] */
    bodyParser: jsonServer.RequestHandler[];
  };
  export = jsonServer;
}

declare module 'lowdb' {
  namespace low {
    /** A synchronous lowdb 1 adapter: lowdb calls read() once at creation and write() on every db.write(). */
    interface AdapterSync<S> {
      read(): S;
      write(state: S): void;
    }
    interface LowdbSync<S> {
      getState(): S;
      setState(state: S): this;
      read(): this;
      write<R>(returnValue?: R): R;
    }
  }
  function low<S>(adapter: low.AdapterSync<S>): low.LowdbSync<S>;
  export = low;
}
