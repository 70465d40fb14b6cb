// Progress of a long bench run: "n of N" load runs, elapsed time and an ETA from the mean time per run so far.
export function createProgress() {
  const began = performance.now();
  let planned = 0;
  let done = 0;
  let spent = 0;
  return {
    plan(count) {
      planned += count;
    },
    /** Runs `work` as one counted step; answers its result. */
    async step(work) {
      const started = performance.now();
      try {
        return await work();
      } finally {
        done += 1;
        spent += performance.now() - started;
        if (planned < done) planned = done;
      }
    },
    describe() {
      const elapsed = (performance.now() - began) / 1000;
      const eta = done ? ((spent / done) * (planned - done)) / 1000 : null;
      return `${done} of ${planned} load runs, ${elapsed.toFixed(0)} s elapsed${eta === null ? '' : `, ETA ~${Math.ceil(eta)} s (loads only)`}`;
    },
  };
}
