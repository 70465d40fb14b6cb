// Issue 31's relevance figures, shared by the API test (the demo set) and the bench (both sets, both databases):
// recall@20 (the products meant among the first 20, out of at most 20) and MRR (1 / the rank of the first one).

/** The goals: recall@20 over every query, and over the typo queries alone. */
export const RELEVANCE_GOALS = { recallAt20: 0.95, typoRecallAt20: 0.9 };

/** One query: what the search answered (ids, best first) and the products the shopper means. */
export interface RelevanceCase {
  q: string;
  kind: string;
  top: number[];
  meant: number[];
}

export interface RelevanceFigures {
  queries: number;
  recallAt20: number;
  mrr: number;
}

export interface RelevanceScore {
  kinds: Array<RelevanceFigures & { kind: string }>;
  overall: RelevanceFigures;
  typos: RelevanceFigures;
  /** Queries whose first 20 missed a product they mean (`kind "q"`). */
  missed: string[];
  met: boolean;
}

const mean = (values: number[]) => (values.length ? values.reduce((sum, value) => sum + value, 0) / values.length : 0);
const round = (value: number) => Number(value.toFixed(3));

function figuresOf(cases: Array<{ recall: number; reciprocalRank: number }>): RelevanceFigures {
  return { queries: cases.length, recallAt20: round(mean(cases.map((item) => item.recall))), mrr: round(mean(cases.map((item) => item.reciprocalRank))) };
}

export function scoreRelevance(cases: RelevanceCase[]): RelevanceScore {
  const scored = cases.map(({ q, kind, top, meant }) => {
    const wanted = new Set(meant);
    const hits = top.slice(0, 20).filter((id) => wanted.has(id)).length;
    const first = top.findIndex((id) => wanted.has(id));
    const expected = Math.min(20, wanted.size);
    return { q, kind, recall: expected ? hits / expected : 0, reciprocalRank: first === -1 ? 0 : 1 / (first + 1), missed: hits < expected };
  });
  const kinds = [...new Set(scored.map((item) => item.kind))].map((kind) => ({ kind, ...figuresOf(scored.filter((item) => item.kind === kind)) }));
  const overall = figuresOf(scored);
  const typos = figuresOf(scored.filter((item) => item.kind.startsWith('typo')));
  return {
    kinds,
    overall,
    typos,
    missed: scored.filter((item) => item.missed).map((item) => `${item.kind} "${item.q}"`),
    met: overall.recallAt20 >= RELEVANCE_GOALS.recallAt20 && typos.recallAt20 >= RELEVANCE_GOALS.typoRecallAt20,
  };
}
