import { Dialog, DialogActions, Button, formatDateTime, useQuery } from '@shop/shared';
import { getStatement } from '../../api/money';
import { STAFF_TEXT } from '../../staff-text';
import { Facts } from '../facts';
import { QueryView } from '../query-view';
import { MoneyLinesTable } from './statement-lines';
import { lastDayOf, StatementStatus } from './statement-status';

const T = STAFF_TEXT.money;

/** One statement: whose, its period and status, and each of its items' money. */
export function StatementDialog({ id, onClose }: { id: number; onClose: () => void }) {
  const { state, reload } = useQuery(`money:statement:${id}`, () => getStatement(id));
  return (
    <Dialog title={T.statementTitle(id)} onClose={onClose}>
      <QueryView state={state} error={T.statementFailed} onRetry={reload}>
        {(detail) => (
          <>
            <Facts>
              <dt>{T.statementFacts.seller}</dt>
              <dd>{detail.statement.sellerName}</dd>
              <dt>{T.statementFacts.periodEnd}</dt>
              <dd>{lastDayOf(detail.statement)}</dd>
              <dt>{T.statementFacts.created}</dt>
              <dd>{formatDateTime(detail.statement.createdAt)}</dd>
              <dt>{T.statementFacts.status}</dt>
              <dd>
                <StatementStatus statement={detail.statement} />
              </dd>
            </Facts>
            <MoneyLinesTable label={T.linesCaption} lines={detail.lines} />
          </>
        )}
      </QueryView>
      <DialogActions>
        <Button type="button" $variant="secondary" onClick={onClose}>
          {T.close}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
