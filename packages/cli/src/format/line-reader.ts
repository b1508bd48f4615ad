import { createInterface, type Interface } from 'node:readline';
import { CliError } from '../cli-error.js';

/**
 * One reader of standard input for a whole game. A readline interface per question would lose lines a
 * pipe delivered ahead of time (the first interface buffers them and is closed with them).
 */
export class LineReader {
  #rl: Interface | null = null;
  readonly #lines: string[] = [];
  readonly #waiting: ((line: string | null) => void)[] = [];
  #closed = false;

  #open(): Interface {
    if (this.#rl === null) {
      this.#rl = createInterface({ input: process.stdin, terminal: false });
      this.#rl.on('line', (line) => {
        const waiter = this.#waiting.shift();
        if (waiter !== undefined) waiter(line);
        else this.#lines.push(line);
      });
      this.#rl.on('close', () => {
        this.#closed = true;
        for (const waiter of this.#waiting.splice(0)) waiter(null);
      });
    }
    return this.#rl;
  }

  /** The next line, after printing `prompt`; throws when input has ended. */
  async question(prompt: string, out: (text: string) => void): Promise<string> {
    this.#open();
    out(prompt);
    const queued = this.#lines.shift();
    if (queued !== undefined) return queued;
    if (this.#closed) throw new CliError('input ended before the game did');
    const line = await new Promise<string | null>((resolve) => this.#waiting.push(resolve));
    if (line === null) throw new CliError('input ended before the game did');
    return line;
  }

  close(): void {
    this.#rl?.close();
    this.#rl = null;
  }
}
