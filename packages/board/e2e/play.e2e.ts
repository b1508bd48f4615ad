import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, offeredTitles, repoRoot, startBoard, startGame } from './harness.js';

let board: { url: string; stop: () => void };
let browser: Browser;
let titles: string[] = [];

beforeAll(async () => {
  board = await startBoard();
  browser = await launch();
  const page = await browser.newPage();
  await page.goto(board.url);
  titles = await offeredTitles(page);
  await page.close();
});

afterAll(async () => {
  await browser?.close();
  board?.stop();
});

/**
 * One click-driven answer to the page's decision: a multi-select gets its first `min` options (at least
 * one if it allows) and is confirmed; otherwise a highlighted card is clicked and its first action taken,
 * or else "pass" (or the only button) is clicked. Returns false when there was nothing to answer.
 */
async function answer(page: Page, turn: number): Promise<boolean> {
  const select = page.getByTestId('select');
  if (await select.isVisible()) {
    const min = Number(await select.getAttribute('data-min'));
    const max = Number(await select.getAttribute('data-max'));
    const options = page.getByTestId('option');
    const take = Math.max(min, Math.min(1, max));
    for (let i = 0; i < take; i++) await options.nth(i).click();
    await page.getByTestId('confirm').click();
    return true;
  }
  const actions = page.getByTestId('decision').locator('[data-testid="action"]');
  if ((await actions.count()) === 0) return false;
  const legalCards = page.locator('[data-testid="card"][data-legal="true"]');
  const cards = await legalCards.count();
  // Mostly develop and attack through the cards (so games end by damage, not by decking); sometimes pass.
  if (cards > 0 && turn % 4 !== 3) {
    await legalCards.nth(turn % cards).click();
    const cardActions = page.getByTestId('card-actions').getByTestId('action');
    if ((await cardActions.count()) > 0) {
      await cardActions.first().click();
      return true;
    }
  }
  const pass = page.locator('[data-testid="action"][data-type="pass"]');
  if ((await pass.count()) > 0) await pass.first().click();
  else await actions.first().click();
  return true;
}

describe('play against a bot, by clicking', () => {
  it('offers every title the board knows', () => {
    expect(titles).toEqual(expect.arrayContaining(['vanguard', 'build-divide', 'weiss-schwarz', 'buddyfight']));
  });

  it("plays a whole game of each title against a bot until a result appears, never naming a card of the opponent's hand", async () => {
    for (const title of titles) {
      const page = await browser.newPage({ viewport: { width: 1500, height: 1000 } });
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      await page.goto(board.url);
      await startGame(page, 'play', title);
      const result = page.getByTestId('result');
      let answers = 0;
      let shot = false;
      for (let loop = 0; loop < 20_000 && (await result.getAttribute('data-finished')) !== 'true'; loop++) {
        if (await answer(page, answers)) answers++;
        else await page.waitForTimeout(20);
        // The opponent's hand is only ever a count in p1's view.
        if (answers % 25 === 0) {
          const hand = page.locator('[data-zone="p2/hand"]');
          expect(await hand.locator('[data-testid="card"][data-name]').count()).toBe(0);
        }
        if (!shot && answers >= 14 && process.env['SCREENSHOTS'] === '1') {
          mkdirSync(join(repoRoot, 'docs', 'images'), { recursive: true });
          await page.screenshot({ path: join(repoRoot, 'docs', 'images', `board-${title}.png`), fullPage: true });
          shot = true;
        }
      }
      await expect.poll(() => result.getAttribute('data-finished')).toBe('true');
      expect(await result.textContent()).toMatch(/Result: (p1 wins|p2 wins|Draw)/);
      expect(answers).toBeGreaterThan(5);
      console.log(`${title}: ${answers} answers by clicking; ${await result.textContent()}`);
      expect(errors).toEqual([]);
      await page.close();
    }
  });

  it('rejects an illegal answer with its code, message and rule, and changes nothing', async () => {
    const page = await browser.newPage();
    await page.goto(board.url);
    await startGame(page, 'play', 'vanguard');
    const select = page.getByTestId('select');
    await expect.poll(() => select.isVisible()).toBe(true);
    const prompt = await page.getByTestId('prompt').textContent();
    const before = await page.getByTestId('board').innerHTML();
    // Confirming with no card picked, where the decision needs at least one.
    expect(Number(await select.getAttribute('data-min'))).toBeGreaterThan(0);
    await page.getByTestId('confirm').click();
    const rejection = page.getByTestId('rejection');
    await expect.poll(() => rejection.isVisible()).toBe(true);
    expect(await rejection.textContent()).toMatch(/^[A-Z_]+: .+/);
    expect(await page.getByTestId('prompt').textContent()).toBe(prompt);
    expect(await page.getByTestId('board').innerHTML()).toBe(before);
    await page.close();
  });
});
