import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { createRequire } from 'node:module';
import { dirname, extname, join, normalize, resolve, sep } from 'node:path';
import { CliError } from '../cli-error.js';

const contentTypes: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
};

/** The built web board: `packages/board/dist` (found through the workspace's `@tcgkit/board` package). */
export function boardDist(): string {
  let manifest: string;
  try {
    manifest = createRequire(import.meta.url).resolve('@tcgkit/board/package.json');
  } catch {
    throw new CliError('the web board (@tcgkit/board) is not installed here; run from the tcgkit repository, or pass --dir');
  }
  return join(dirname(manifest), 'dist');
}

/**
 * Serves a built static site (nothing is built at run time) on localhost. GET and HEAD only; paths are
 * kept inside `root`; an unknown path that is not a file gets index.html.
 */
export function serveStatic(root: string, port: number, host = '127.0.0.1'): Promise<{ server: Server; url: string }> {
  const base = resolve(root);
  if (!existsSync(join(base, 'index.html'))) {
    throw new CliError(`no built board in ${base} (build it with: npm run build -w @tcgkit/board)`);
  }
  const server = createServer((request, response) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      response.writeHead(405, { allow: 'GET, HEAD' }).end();
      return;
    }
    let path: string;
    try {
      path = decodeURIComponent(new URL(request.url ?? '/', 'http://localhost').pathname);
    } catch {
      response.writeHead(400).end();
      return;
    }
    let file = normalize(join(base, path));
    if (file !== base && !file.startsWith(base + sep)) {
      response.writeHead(403).end();
      return;
    }
    if (!existsSync(file) || !statSync(file).isFile()) file = join(base, 'index.html');
    response.writeHead(200, { 'content-type': contentTypes[extname(file)] ?? 'application/octet-stream', 'cache-control': 'no-cache' });
    if (request.method === 'HEAD') response.end();
    else createReadStream(file).pipe(response);
  });
  return new Promise((done, fail) => {
    server.once('error', (error) => fail(new CliError(`cannot serve the board on ${host}:${port}: ${error.message}`)));
    server.listen(port, host, () => {
      const address = server.address();
      const bound = typeof address === 'object' && address !== null ? address.port : port;
      done({ server, url: `http://${host === '0.0.0.0' ? 'localhost' : host}:${bound}/` });
    });
  });
}

export interface BoardOptions {
  port?: string;
  dir?: string;
}

/** `tcgkit board`: serves the built web board until stopped. */
export async function board(options: BoardOptions, out: (line: string) => void): Promise<number> {
  const port = Number(options.port ?? '5178');
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new CliError('--port takes a port number (0 for any free port)');
  const { server, url } = await serveStatic(options.dir ?? boardDist(), port);
  out(`tcgkit board: ${url}`);
  out('Watch, play and replay games in your browser. Press Ctrl+C to stop.');
  await new Promise<void>((done) => {
    const stop = () => server.close(() => done());
    process.once('SIGINT', stop);
    process.once('SIGTERM', stop);
  });
  return 0;
}
