// Deterministic pseudo-random numbers: the same seed gives the same catalogue on every machine.

/** mulberry32: a small, fast 32-bit generator; answers floats in [0, 1). */
export function createRandom(seed) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min, max) => min + Math.floor(next() * (max - min + 1));
  const pick = (list) => list[Math.floor(next() * list.length)];
  /** Index in [0, n) skewed towards 0 (a few best sellers get most orders and reviews). */
  const skewed = (n, power = 3) => Math.min(n - 1, Math.floor(n * next() ** power));
  const chance = (p) => next() < p;
  /** Picks a key of { key: weight }. */
  const weighted = (weights) => {
    const entries = Object.entries(weights);
    let roll = next() * entries.reduce((sum, [, weight]) => sum + weight, 0);
    for (const [key, weight] of entries) {
      roll -= weight;
      if (roll < 0) return key;
    }
    return entries[entries.length - 1][0];
  };
  return { next, int, pick, skewed, chance, weighted };
}

/** A copy of `list` in a deterministic random order (Fisher-Yates). */
export function shuffled(list, seed) {
  const random = createRandom(seed);
  const copy = [...list];
  for (let index = copy.length - 1; index > 0; index -= 1) {
    const other = random.int(0, index);
    [copy[index], copy[other]] = [copy[other], copy[index]];
  }
  return copy;
}
