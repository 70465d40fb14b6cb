// A burst of shoppers arriving at once after a quiet spell (issue 29): every request on a connection of its own, a
// broad word on a page of its own (no two ask the same listing, so none is answered from memory). What the shop can
// answer within 2 s must get no 503; the shedder's estimate of what it can do must survive the quiet spell before.

const QUIET_MS = 3000;
const percentile = (sorted, share) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] ?? 0;
const round = (value) => Number(value.toFixed(1));

/** One burst of `size` searches at once; the row's figures (latencies from sending to reading the whole answer). */
export async function measureBurst({ baseUrl, words, lastPages, size = 200 }) {
  await new Promise((resolve) => setTimeout(resolve, QUIET_MS));
  const pick = (index) => {
    const word = words[index % words.length];
    const page = Math.floor(Math.random() * ((lastPages.get(word) ?? 0) + 1));
    return `${baseUrl}/api/products/search?q=${encodeURIComponent(word)}&sort=${index % 2 ? 'price,asc' : 'createdAt,desc'}&page=${page}&size=20`;
  };
  const started = performance.now();
  const answers = await Promise.all(
    Array.from({ length: size }, async (_, index) => {
      const sent = performance.now();
      try {
        const response = await fetch(pick(index), { headers: { connection: 'close' }, signal: AbortSignal.timeout(10_000) });
        await response.arrayBuffer();
        return { status: response.status, ms: performance.now() - sent };
      } catch {
        return { status: 0, ms: performance.now() - sent };
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  const times = answers.map((answer) => answer.ms).sort((a, b) => a - b);
  const statusCodes = {};
  for (const answer of answers) statusCodes[answer.status] = (statusCodes[answer.status] ?? 0) + 1;
  const ok = answers.filter((answer) => answer.status >= 200 && answer.status < 300).length;
  return {
    requests: answers.length,
    rps: round(answers.length / seconds),
    p50: round(percentile(times, 0.5)),
    p90: round(percentile(times, 0.9)),
    p99: round(percentile(times, 0.99)),
    max: round(times.at(-1) ?? 0),
    errors: statusCodes[0] ?? 0,
    timeouts: 0,
    non2xx: answers.length - ok - (statusCodes[0] ?? 0),
    shed: statusCodes[503] ?? 0,
    statusCodes,
    seconds: round(seconds),
    connections: size,
    generator: 'fetch',
  };
}
