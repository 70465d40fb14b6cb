// Reading the Prometheus text that GET /metrics answers, for tests.

/** The value of the sample `name` whose labels include all of `labels`, or undefined when there is none. */
export function sample(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  for (const line of text.split('\n')) {
    const match = /^([a-zA-Z_:][\w:]*)(\{.*\})?\s+(\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const found = match[2] ?? '';
    if (Object.entries(labels).every(([key, value]) => found.includes(`${key}="${value}"`))) return Number(match[3]);
  }
  return undefined;
}
