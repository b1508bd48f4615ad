import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cli, launch, startBoard } from './harness.js';

let board: { url: string; stop: () => void };
let browser: Browser;
let file: string;

beforeAll(async () => {
  // A game saved by the CLI, as a user would: `tcgkit play vanguard --save`.
  file = join(mkdtempSync(join(tmpdir(), 'tcgkit-replay-')), 'game.json');
  const play = cli(['play', 'vanguard', '--seed', '4', '--save', file]);
  await new Promise<void>((done, fail) =>
    play.once('exit', (code) => (code === 0 ? done() : fail(new Error(`tcgkit play exited ${code}`)))),
  );
  board = await startBoard();
  browser = await launch();
});

afterAll(async () => {
  await browser?.close();
  board?.stop();
});

/** How many card faces (named cards) and how many cards a zone shows. */
async function zone(page: Page, key: string): Promise<{ faces: number; count: number }> {
  const box = page.locator(`[data-zone="${key}"]`);
  if ((await box.count()) === 0) return { faces: 0, count: 0 };
  return { faces: await box.locator('[data-testid="card"][data-name]').count(), count: Number(await box.getAttribute('data-count')) };
}

describe('replay a saved game', () => {
  it('opens a tcgkit play --save file, scrubs with the slider and the keyboard, and each view shows only what it may', async () => {
    const saved = JSON.parse(readFileSync(file, 'utf8')) as { actions: unknown[]; result: { winner?: string } };
    const page = await browser.newPage({ viewport: { width: 1500, height: 1000 } });
    await page.goto(board.url);
    await page.getByTestId('mode-replay').click();
    await page.getByTestId('replay-file').setInputFiles(file);
    const position = page.getByTestId('position');
    await expect.poll(() => position.textContent()).toBe(`action ${saved.actions.length} / ${saved.actions.length}`);
    // At the end: the saved result.
    expect(await page.getByTestId('result').textContent()).toContain(`${saved.result.winner} wins`);

    // The slider to the middle, then the keyboard: ← steps back, → forward, Home to the start.
    const middle = Math.floor(saved.actions.length / 2);
    await page.getByTestId('scrubber').fill(String(middle));
    await expect.poll(() => position.textContent()).toBe(`action ${middle} / ${saved.actions.length}`);
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => position.textContent()).toBe(`action ${middle - 1} / ${saved.actions.length}`);
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => position.textContent()).toBe(`action ${middle} / ${saved.actions.length}`);
    expect(await page.getByTestId('result').getAttribute('data-finished')).toBe('false');

    // The judge sees every hand and the decks' cards: at the middle, or the nearest earlier position where both
    // hands hold cards (a hand can be empty for a moment in any game).
    await page.getByTestId('perspective').selectOption('judge');
    for (let step = middle; step > 0; step--) {
      await page.getByTestId('scrubber').fill(String(step));
      await expect.poll(() => position.textContent()).toBe(`action ${step} / ${saved.actions.length}`);
      const hands = await Promise.all(['p1', 'p2'].map((player) => zone(page, `${player}/hand`)));
      if (hands.every((hand) => hand.count > 0)) break;
    }
    for (const player of ['p1', 'p2']) {
      const hand = await zone(page, `${player}/hand`);
      expect(hand.count).toBeGreaterThan(0);
      expect(hand.faces).toBe(hand.count);
      const deck = await zone(page, `${player}/deck`);
      expect(deck.faces).toBe(deck.count);
    }
    // Each player sees their own hand, only a count of the other's, and no deck card.
    for (const [me, other] of [
      ['p1', 'p2'],
      ['p2', 'p1'],
    ] as const) {
      await page.getByTestId('perspective').selectOption(me);
      await expect.poll(() => page.getByTestId('board').getAttribute('data-viewer')).toBe(me);
      const mine = await zone(page, `${me}/hand`);
      expect(mine.faces).toBe(mine.count);
      const theirs = await zone(page, `${other}/hand`);
      expect(theirs.count).toBeGreaterThan(0);
      expect(theirs.faces).toBe(0);
      // The other's deck never; one's own only while an effect shows it (a search, VG 7.11.1), so it is checked
      // at the start below.
      expect((await zone(page, `${other}/deck`)).faces).toBe(0);
    }

    await page.keyboard.press('Home');
    await expect.poll(() => position.textContent()).toBe(`action 0 / ${saved.actions.length}`);
    for (const me of ['p1', 'p2'] as const) {
      await page.getByTestId('perspective').selectOption(me);
      await expect.poll(() => page.getByTestId('board').getAttribute('data-viewer')).toBe(me);
      expect((await zone(page, `${me}/deck`)).faces).toBe(0);
    }
    await page.keyboard.press('End');
    await expect.poll(() => position.textContent()).toBe(`action ${saved.actions.length} / ${saved.actions.length}`);
    await page.close();
  });

  it('watches a bot game at a chosen speed, pauses and steps', async () => {
    const page = await browser.newPage();
    await page.goto(board.url);
    await page.getByTestId('mode-watch').click();
    await page.getByTestId('title').selectOption('build-divide');
    await page.getByTestId('start').click();
    await page.getByTestId('pause').click();
    const count = async () => Number((await page.getByTestId('action-count').textContent())!.split(' ')[0]);
    const paused = await count();
    await page.waitForTimeout(400);
    expect(await count()).toBe(paused);
    await page.getByTestId('step').click();
    await expect.poll(count).toBe(paused + 1);
    await page.getByTestId('speed').selectOption({ label: 'instant' });
    await page.getByTestId('pause').click();
    await expect.poll(() => page.getByTestId('result').getAttribute('data-finished'), { timeout: 120_000 }).toBe('true');
    await page.close();
  });
});
