import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';

export const repoRoot = join(import.meta.dirname, '..', '..', '..');
const cliBin = join(repoRoot, 'packages', 'cli', 'src', 'bin.ts');

/** Debian's Chromium (Playwright's own browser download is not available here); CHROMIUM overrides the path. */
export const chromiumPath = process.env['CHROMIUM'] ?? '/usr/bin/chromium';

/** Runs the CLI from its sources (as its own tests do). */
export function cli(args: readonly string[]): ChildProcess {
  return spawn(process.execPath, ['--conditions=@tcgkit/source', '--import', 'tsx', cliBin, ...args], {
    cwd: repoRoot,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

/** `tcgkit board --port 0`: the URL it prints, and a way to stop it. */
export async function startBoard(): Promise<{ url: string; stop: () => void }> {
  const child = cli(['board', '--port', '0']);
  const url = await new Promise<string>((done, fail) => {
    let out = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const found = /http:\/\/127\.0\.0\.1:\d+\//.exec(out);
      if (found !== null) done(found[0]);
    });
    child.stderr!.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.once('exit', (code) => fail(new Error(`tcgkit board exited (${code}): ${out}`)));
  });
  return { url, stop: () => child.kill('SIGTERM') };
}

/** A fresh profile each time: playwright-core launches Chromium with a new empty user-data-dir of its own. */
export async function launch(): Promise<Browser> {
  if (!existsSync(chromiumPath)) throw new Error(`no Chromium at ${chromiumPath} (apt-get install chromium)`);
  return chromium.launch({
    executablePath: chromiumPath,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

/** Opens a mode with a title chosen in the set-up form and starts a game at the given bot speed. */
export async function startGame(page: Page, mode: 'watch' | 'play', title: string, speed = 'instant'): Promise<void> {
  await page.getByTestId(`mode-${mode}`).click();
  await page.getByTestId('title').selectOption(title);
  await page.getByTestId('start').click();
  await page.getByTestId('speed').selectOption({ label: speed });
}

/** The title ids offered by the board's set-up form (every title the board knows). */
export async function offeredTitles(page: Page): Promise<string[]> {
  await page.getByTestId('mode-play').click();
  return page
    .getByTestId('title')
    .locator('option')
    .evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value));
}
