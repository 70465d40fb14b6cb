import { apiErrorText, Button, Dialog, DialogActions, type ImportJob, type ImportPlan, MutedText } from '@shop/shared';
import { useEffect, useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { getImportJob, getLatestImportJob, planImport, startImport } from '../api/import-products';
import { SELLER_TEXT } from '../../../seller-text';

const T = SELLER_TEXT.importCsv;
// How often a running import's progress is read, and how many lines the dialog lists.
const POLL_MS = 500;
const LINES_SHOWN = 100;
// The import this tab follows, so a reload reopens it (running or finished) until its dialog is closed.
const FOLLOWED = 'seller-console.import-job';

const Lines = styled.div`
  max-height: 40vh;
  overflow: auto;
  table { width: 100%; border-collapse: collapse; font-size: ${({ theme }) => theme.font.size.sm}; }
  th, td { text-align: left; padding: ${({ theme }) => theme.space.xs}; border-top: 1px solid ${({ theme }) => theme.colors.border}; vertical-align: top; }
`;

const Progress = styled.progress`
  width: 100%;
  height: 20px;
`;

type Line = { line: number; name: string; action?: keyof typeof T.actions; errors?: Record<string, string> };

/** A table of lines with what happens to each (or only why they were refused). */
function LineTable({ caption, lines }: { caption: string; lines: Line[] }) {
  const regionId = useId();
  return (
    <Lines role="region" aria-labelledby={regionId} tabIndex={0}>
      <table>
        <caption id={regionId}>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{T.line}</th>
            <th scope="col">{T.name}</th>
            {lines.some((line) => line.action) && <th scope="col">{T.result}</th>}
            <th scope="col">{T.why}</th>
          </tr>
        </thead>
        <tbody>
          {lines.slice(0, LINES_SHOWN).map((line) => (
            <tr key={line.line}>
              <td>{line.line}</td>
              <th scope="row">{line.name}</th>
              {line.action && <td>{T.actions[line.action]}</td>}
              <td>{line.errors ? Object.values(line.errors).join(' ') : ''}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {lines.length > LINES_SHOWN && <MutedText>{T.more(lines.length - LINES_SHOWN)}</MutedText>}
    </Lines>
  );
}

type Step = { kind: 'choose'; error?: string } | { kind: 'checking' } | { kind: 'plan'; csv: string; plan: ImportPlan } | { kind: 'job'; jobId: number; job?: ImportJob };

/** How a finished (or stopped) job is told. */
function jobOutcome(job: ImportJob): string {
  if (job.status === 'DONE') return T.finished(job);
  if (job.status === 'INTERRUPTED') return T.interrupted;
  return T.failed(job.error ?? '');
}

/**
 * Import CSV (sellers): check the file first (what each line would do), then import it as a job whose progress the
 * dialog follows; a page opened while an import runs reconnects to it.
 */
export function ImportCsv({ onImported }: { onImported: () => void }) {
  const fileId = useId();
  const [step, setStep] = useState<Step | null>(null);
  // The latest callback, without restarting the polling whenever the page renders.
  const imported = useRef(onImported);
  useEffect(() => {
    imported.current = onImported;
  });

  // Reconnect: the import this tab followed before a reload, else one still running (started elsewhere).
  useEffect(() => {
    let live = true;
    const followed = Number(sessionStorage.getItem(FOLLOWED));
    const find = followed > 0 ? getImportJob(followed) : getLatestImportJob().then((job) => (job?.status === 'RUNNING' ? job : null));
    find.then((job) => live && job && setStep({ kind: 'job', jobId: job.id, job })).catch(() => sessionStorage.removeItem(FOLLOWED));
    return () => {
      live = false;
    };
  }, []);

  const jobId = step?.kind === 'job' ? step.jobId : undefined;
  const running = step?.kind === 'job' && (!step.job || step.job.status === 'RUNNING');
  useEffect(() => {
    if (jobId === undefined || !running) return;
    const timer = setInterval(() => {
      getImportJob(jobId)
        .then((job) => {
          setStep({ kind: 'job', jobId, job });
          if (job.status !== 'RUNNING') imported.current();
        })
        .catch(() => undefined);
    }, POLL_MS);
    return () => clearInterval(timer);
  }, [jobId, running]);

  const check = async (file: File) => {
    setStep({ kind: 'checking' });
    const csv = await file.text();
    try {
      setStep({ kind: 'plan', csv, plan: await planImport(csv) });
    } catch (error) {
      setStep({ kind: 'choose', error: apiErrorText(error, T.readFailed) });
    }
  };
  const start = async (csv: string) => {
    try {
      const started = await startImport(csv);
      sessionStorage.setItem(FOLLOWED, String(started));
      setStep({ kind: 'job', jobId: started });
    } catch (error) {
      setStep({ kind: 'choose', error: apiErrorText(error, T.readFailed) });
    }
  };

  const close = () => {
    sessionStorage.removeItem(FOLLOWED);
    setStep(null);
  };
  const writes = step?.kind === 'plan' ? step.plan.counts.create + step.plan.counts.update : 0;
  return (
    <>
      <Button type="button" $variant="secondary" onClick={() => setStep({ kind: 'choose' })}>
        {T.button}
      </Button>
      {step && (
        <Dialog title={T.title} onClose={close}>
          {(step.kind === 'choose' || step.kind === 'checking') && (
            <>
              <p>{T.intro}</p>
              <label htmlFor={fileId}>{T.file}</label>{' '}
              <input id={fileId} type="file" accept=".csv,text/csv" disabled={step.kind === 'checking'} onChange={(event) => event.target.files?.[0] && void check(event.target.files[0])} />
              {step.kind === 'checking' && <p role="status">{T.checking}</p>}
              {step.kind === 'choose' && step.error && <p role="alert">{step.error}</p>}
            </>
          )}
          {step.kind === 'plan' && (
            <>
              <p role="status">{T.summary(step.plan.counts)}</p>
              <LineTable caption={T.lines} lines={step.plan.rows} />
              {writes === 0 && <p>{T.nothing}</p>}
            </>
          )}
          {step.kind === 'job' && (
            <>
              <label htmlFor={`${fileId}-progress`}>{T.progress}</label>
              <Progress id={`${fileId}-progress`} max={step.job?.total ?? 1} value={step.job?.processed ?? 0} />
              <p role="status">{step.job && (step.job.status === 'RUNNING' ? T.progressText(step.job.processed, step.job.total) : jobOutcome(step.job))}</p>
              {step.job && step.job.status !== 'RUNNING' && step.job.refusals.length > 0 && <LineTable caption={T.refusedLines} lines={step.job.refusals} />}
            </>
          )}
          <DialogActions>
            {step.kind === 'plan' && (
              <Button type="button" $variant="secondary" onClick={() => setStep({ kind: 'choose' })}>
                {T.chooseAnother}
              </Button>
            )}
            {step.kind === 'plan' && writes > 0 && (
              <Button type="button" onClick={() => void start(step.csv)}>
                {T.start(writes)}
              </Button>
            )}
            <Button type="button" $variant="secondary" onClick={close}>
              {T.close}
            </Button>
          </DialogActions>
        </Dialog>
      )}
    </>
  );
}
