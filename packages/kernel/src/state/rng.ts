/**
 * A small seeded PRNG (sfc32) whose whole state is four uint32 numbers kept inside `GameState`,
 * so the same seed and the same actions always give the same game, and a snapshot carries it.
 * Never `Math.random` inside the engine.
 */
export type RngState = [number, number, number, number];

export function seedRng(seed: number): RngState {
  // splitmix32 expands one seed into four well-mixed words.
  let s = seed >>> 0;
  const next = (): number => {
    s = (s + 0x9e3779b9) >>> 0;
    let z = s;
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b) >>> 0;
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35) >>> 0;
    return (z ^ (z >>> 16)) >>> 0;
  };
  const state: RngState = [next(), next(), next(), next()];
  for (let i = 0; i < 12; i++) nextUint32(state);
  return state;
}

/** Advances `rng` in place and returns a uniform uint32. */
export function nextUint32(rng: RngState): number {
  const [a, b, c, d] = rng;
  const t = (((a + b) >>> 0) + d) >>> 0;
  rng[0] = b ^ (b >>> 9);
  rng[1] = (c + (c << 3)) >>> 0;
  rng[2] = ((c << 21) | (c >>> 11)) >>> 0;
  rng[2] = (rng[2] + t) >>> 0;
  rng[3] = (d + 1) >>> 0;
  return t;
}

/** A uniform integer in [0, bound) without modulo bias. */
export function nextInt(rng: RngState, bound: number): number {
  if (bound <= 0 || !Number.isInteger(bound)) throw new RangeError(`bound must be a positive integer, got ${bound}`);
  const limit = Math.floor(0x100000000 / bound) * bound;
  let value = nextUint32(rng);
  while (value >= limit) value = nextUint32(rng);
  return value % bound;
}

/** Fisher–Yates shuffle in place. */
export function shuffleInPlace<T>(rng: RngState, items: T[]): void {
  for (let i = items.length - 1; i > 0; i--) {
    const j = nextInt(rng, i + 1);
    const swap = items[i] as T;
    items[i] = items[j] as T;
    items[j] = swap;
  }
}
