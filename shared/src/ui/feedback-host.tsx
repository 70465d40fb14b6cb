import styled from 'styled-components';
import { Button } from './button';
import { Dialog, DialogActions } from './dialog';
import { useFeedbackStore, type NoticeTone } from './feedback-store';

// Bottom of the window: at the top the notices covered the cart badge and the greeting menu.
const NoticeList = styled.div`
  position: fixed;
  bottom: ${({ theme }) => theme.space.md};
  right: ${({ theme }) => theme.space.md};
  left: ${({ theme }) => theme.space.md};
  z-index: 90;
  display: flex;
  flex-direction: column;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space.sm};
  pointer-events: none;
`;

const NoticeCard = styled.div<{ $tone: NoticeTone }>`
  pointer-events: auto;
  max-width: 420px;
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radius.md};
  box-shadow: ${({ theme }) => theme.shadow.card};
  font-weight: 600;
  color: ${({ theme, $tone }) => ($tone === 'error' ? theme.colors.danger : $tone === 'success' ? theme.colors.success : theme.colors.text)};
  background: ${({ theme, $tone }) =>
    $tone === 'error' ? theme.colors.dangerBackground : $tone === 'success' ? theme.colors.successBackground : theme.colors.surface};
  border: 1px solid currentColor;
`;

// A message may put a detail (e.g. the server's reason) on its own line.
const AlertMessageText = styled.p`
  white-space: pre-line;
`;

/** Draws the current alert dialog and the 5-second notices. Mount once per page frame. */
export function FeedbackHost() {
  const { alert, notices, dismissAlert } = useFeedbackStore();
  return (
    <>
      <NoticeList aria-live="polite">
        {notices.map((notice) => (
          <NoticeCard key={notice.id} $tone={notice.tone} role={notice.tone === 'error' ? 'alert' : 'status'}>
            {notice.text}
          </NoticeCard>
        ))}
      </NoticeList>
      {alert && (
        <Dialog title={alert.title} onClose={dismissAlert} role="alertdialog">
          <AlertMessageText>{alert.message}</AlertMessageText>
          <DialogActions>
            <Button type="button" onClick={dismissAlert}>
              OK
            </Button>
          </DialogActions>
        </Dialog>
      )}
    </>
  );
}
