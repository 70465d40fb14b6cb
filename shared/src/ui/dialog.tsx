import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import styled from 'styled-components';

const Overlay = styled.div`
  position: fixed;
  inset: 0;
  display: flex;
  align-items: center;
  justify-content: center;
  padding: ${({ theme }) => theme.space.md};
  background: rgba(15, 23, 42, 0.55);
`;

const Box = styled.div`
  width: min(520px, 100%);
  max-height: calc(100vh - 32px);
  overflow: auto;
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radius.md};
  box-shadow: ${({ theme }) => theme.shadow.dialog};
  padding: ${({ theme }) => theme.space.lg};
  h2 { margin-top: 0; }
`;

export const DialogActions = styled.div`
  display: flex;
  justify-content: flex-end;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: ${({ theme }) => theme.space.lg};
`;

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** The open dialogs, oldest first: only the newest one answers Escape and keeps Tab inside it. */
const openDialogs: symbol[] = [];
/** Base layer above the page, its menus (50) and the 5-second notices (90). */
const DIALOG_LAYER = 100;
let lastLayer = DIALOG_LAYER;

/** Each dialog draws above every dialog opened before it, so an alert raised from a form is on top. */
function nextLayer(): number {
  if (openDialogs.length === 0) lastLayer = DIALOG_LAYER;
  lastLayer += 1;
  return lastLayer;
}

export interface DialogProps {
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** alertdialog for messages that need an answer (errors, confirmations). */
  role?: 'dialog' | 'alertdialog';
}

/**
 * A modal dialog: focus moves into it and is kept there, Escape closes it, and focus returns to
 * whatever had it before. Render it only while open. A dialog opened while another is open (an
 * alert raised by a form) stacks on top and alone answers Escape, so the form keeps what was typed.
 */
export function Dialog({ title, onClose, children, role = 'dialog' }: DialogProps) {
  const titleId = useId();
  const box = useRef<HTMLDivElement>(null);
  const closeRef = useRef(onClose);
  const [layer] = useState(nextLayer);
  useEffect(() => {
    closeRef.current = onClose;
  });

  useEffect(() => {
    const previouslyFocused = document.activeElement as HTMLElement | null;
    const self = Symbol('dialog');
    openDialogs.push(self);
    const first = box.current?.querySelector<HTMLElement>(FOCUSABLE);
    (first ?? box.current)?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (openDialogs[openDialogs.length - 1] !== self) return;
      if (event.key === 'Escape') {
        event.stopPropagation();
        closeRef.current();
      } else if (event.key === 'Tab' && box.current) {
        const focusable = [...box.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
        if (focusable.length === 0) return event.preventDefault();
        const [firstItem, lastItem] = [focusable[0], focusable[focusable.length - 1]];
        if (event.shiftKey && document.activeElement === firstItem) {
          event.preventDefault();
          lastItem.focus();
        } else if (!event.shiftKey && document.activeElement === lastItem) {
          event.preventDefault();
          firstItem.focus();
        }
      }
    };
    document.addEventListener('keydown', onKeyDown, true);
    return () => {
      document.removeEventListener('keydown', onKeyDown, true);
      openDialogs.splice(openDialogs.indexOf(self), 1);
      previouslyFocused?.focus?.();
    };
  }, []);

  return (
    <Overlay style={{ zIndex: layer }} onMouseDown={(event) => event.target === event.currentTarget && onClose()}>
      <Box ref={box} role={role} aria-modal="true" aria-labelledby={titleId} tabIndex={-1}>
        <h2 id={titleId}>{title}</h2>
        {children}
      </Box>
    </Overlay>
  );
}
