/**
 * Older snapshot formats, for the tests that check `restore()` still reads them: a `version: 4` text (what
 * `snapshot()` writes) as `version: 3` wrote the same state: seven numbers per card, the log an array per event. A test converter, not
 * an encoder: `snapshot()` writes only the current version.
 */
export function asVersion3(text: string): string {
  const snapshot = JSON.parse(text) as Record<string, unknown> & { log: unknown[]; shapes: unknown[][] };
  if (snapshot['version'] !== 4) throw new Error(`expected a version 4 snapshot, got ${String(snapshot['version'])}`);
  const flat = snapshot.log;
  const rows: unknown[] = [];
  let i = 0;
  while (i < flat.length) {
    const head = flat[i++] as number;
    if (head < 0) {
      rows.push(-1 - head); // a turn number before the turn's events
      continue;
    }
    const player = head % 16;
    const flags = (head - player) / 16;
    const hasPrivacy = flags % 2;
    const type = (flags - hasPrivacy) / 2;
    const privacy = hasPrivacy === 1 ? (flat[i++] as number) + 1 : 0;
    const detail = flat[i++] as number;
    let written: unknown = 0;
    if (detail === -1) written = flat[i++];
    else if (detail > 0) {
      const values = snapshot.shapes[detail - 1]!.length - 1;
      written = [detail - 1, ...flat.slice(i, i + values)];
      i += values;
    }
    // `[type, player, detail, privacy]`, trailing defaults (0) left out.
    const row = [type, player, written, privacy];
    while (row.length > 1 && row[row.length - 1] === 0) row.pop();
    rows.push(row);
  }
  // A card's five numbers (the gap from the number before, serial, definition, packed seats and face, enteredAt)
  // as seven: number, serial, definition, owner, controller, faceUp, enteredAt.
  const packed = snapshot['cards'] as number[];
  const cards: number[] = [];
  let previous = 0;
  for (let at = 0; at < packed.length; at += 5) {
    const [gap, serial, definition, seats, enteredAt] = packed.slice(at, at + 5) as [number, number, number, number, number];
    const faceUp = seats % 2;
    const controller = ((seats - faceUp) / 2) % 8;
    const owner = ((seats - faceUp) / 2 - controller) / 8;
    previous += gap;
    cards.push(previous, serial, definition, owner, controller, faceUp, enteredAt);
  }
  return JSON.stringify({ ...snapshot, version: 3, cards, log: rows });
}
