import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveStatic } from '../src/commands/board.js';

function get(url: string, method = 'GET'): Promise<{ status: number; type: string | undefined; body: string }> {
  return new Promise((done, fail) => {
    const req = request(url, { method }, (response) => {
      let body = '';
      response.on('data', (chunk: Buffer) => (body += chunk.toString()));
      response.on('end', () => done({ status: response.statusCode ?? 0, type: response.headers['content-type'], body }));
    });
    req.on('error', fail);
    req.end();
  });
}

describe('tcgkit board', () => {
  const root = mkdtempSync(join(tmpdir(), 'tcgkit-board-'));
  let served: Awaited<ReturnType<typeof serveStatic>>;

  beforeAll(async () => {
    mkdirSync(join(root, 'site', 'assets'), { recursive: true });
    writeFileSync(join(root, 'site', 'index.html'), '<!doctype html><title>board</title>');
    writeFileSync(join(root, 'site', 'assets', 'app.js'), 'console.log(1)');
    writeFileSync(join(root, 'secret.txt'), 'outside');
    served = await serveStatic(join(root, 'site'), 0);
  });
  afterAll(() => new Promise<void>((done) => served.server.close(() => done())));

  it('[cli] board serves the built site on localhost with content types, and index.html for other paths', async () => {
    expect(served.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/$/);
    const index = await get(served.url);
    expect(index.status).toBe(200);
    expect(index.type).toMatch(/text\/html/);
    expect(index.body).toContain('<title>board</title>');
    const script = await get(`${served.url}assets/app.js`);
    expect(script.type).toMatch(/text\/javascript/);
    expect(script.body).toBe('console.log(1)');
    expect((await get(`${served.url}replay/somewhere`)).body).toContain('<title>board</title>');
  });

  it('[cli] board never serves a file outside the site and answers only GET and HEAD', async () => {
    const escaped = await get(`${served.url}..%2fsecret.txt`);
    expect(escaped.body).not.toContain('outside');
    expect((await get(`${served.url}%2e%2e/secret.txt`)).body).not.toContain('outside');
    expect((await get(served.url, 'POST')).status).toBe(405);
  });

  it('[cli] board refuses a folder with no built site, saying how to build it', () => {
    expect(() => serveStatic(join(root, 'nothing'), 0)).toThrow(/no built board .* npm run build -w @tcgkit\/board/);
  });
});
