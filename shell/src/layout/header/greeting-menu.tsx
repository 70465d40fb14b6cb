import { useEffect, useId, useRef, useState, type KeyboardEvent as ReactKeyboardEvent } from 'react';
import { Link, useNavigate } from '@shop/shared/router';
import styled from 'styled-components';
import { useSessionStore, useStaffSummaryStore } from '@shop/shared';
import { HEADER_TEXT } from './header-text';

const Wrapper = styled.div`
  position: relative;
`;

const Toggle = styled.button`
  font: inherit;
  font-weight: 600;
  color: inherit;
  background: transparent;
  border: 1px solid rgba(255, 255, 255, 0.5);
  border-radius: ${({ theme }) => theme.radius.md};
  padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.sm};
  cursor: pointer;
`;

// `&&` outweighs the header bar's own `a { color: inherit }`, which made the entries white on white.
const Menu = styled.ul`
  && {
    position: absolute;
    right: 0;
    top: calc(100% + 6px);
    z-index: 50;
    min-width: 180px;
    margin: 0;
    padding: ${({ theme }) => theme.space.xs} 0;
    list-style: none;
    background: ${({ theme }) => theme.colors.surface};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius.md};
    box-shadow: ${({ theme }) => theme.shadow.dialog};
  }
  && [role='menuitem'] {
    display: block;
    box-sizing: border-box;
    width: 100%;
    text-align: left;
    padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
    color: ${({ theme }) => theme.colors.text};
    background: ${({ theme }) => theme.colors.surface};
    border: 0;
    font: inherit;
    font-weight: 500;
    text-decoration: none;
    cursor: pointer;
  }
  && [role='menuitem']:hover,
  && [role='menuitem']:focus {
    background: ${({ theme }) => theme.colors.background};
  }
  && [role='menuitem']:focus {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: -2px;
  }
`;

/** Where arrow keys, Home and End move focus among the open menu's entries. */
function nextIndex(key: string, current: number, count: number): number | null {
  if (key === 'ArrowDown') return (current + 1) % count;
  if (key === 'ArrowUp') return (current - 1 + count) % count;
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  return null;
}

/**
 * "Hi, <username>" with the entries that make sense for the role, as an ARIA menu button: Enter,
 * Space or ArrowDown open it on the first entry, ArrowUp on the last; arrows, Home and End move
 * between entries; Escape closes it and returns focus to the button; Tab closes it and moves on.
 */
export function GreetingMenu() {
  const navigate = useNavigate();
  const { username, role, signOut } = useSessionStore();
  const [open, setOpen] = useState<false | 'first' | 'last'>(false);
  const menuId = useId();
  const toggleId = useId();
  const wrapper = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);

  const entries = () => [...(wrapper.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];

  useEffect(() => {
    if (!open) return;
    const items = entries();
    items[open === 'last' ? items.length - 1 : 0]?.focus();
    const closeOnOutsideClick = (event: MouseEvent) => {
      if (!wrapper.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', closeOnOutsideClick);
    return () => document.removeEventListener('mousedown', closeOnOutsideClick);
  }, [open]);

  const onToggleKeyDown = (event: ReactKeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(event.key === 'ArrowDown' ? 'first' : 'last');
    }
  };

  const onMenuKeyDown = (event: ReactKeyboardEvent) => {
    const items = entries();
    if (event.key === 'Escape') {
      event.preventDefault();
      setOpen(false);
      toggle.current?.focus();
      return;
    }
    if (event.key === 'Tab') {
      setOpen(false);
      return;
    }
    const target = nextIndex(event.key, items.indexOf(document.activeElement as HTMLElement), items.length);
    if (target === null) return;
    event.preventDefault();
    items[target].focus();
  };

  const logout = () => {
    setOpen(false);
    signOut();
    useStaffSummaryStore.getState().clear();
    navigate('/success-logout');
  };

  return (
    <Wrapper ref={wrapper}>
      <Toggle
        ref={toggle}
        id={toggleId}
        type="button"
        aria-haspopup="menu"
        aria-expanded={Boolean(open)}
        aria-controls={open ? menuId : undefined}
        onClick={() => setOpen(open ? false : 'first')}
        onKeyDown={onToggleKeyDown}
      >
        {HEADER_TEXT.greeting(username ?? '')}
      </Toggle>
      {open && (
        <Menu id={menuId} role="menu" aria-labelledby={toggleId} onKeyDown={onMenuKeyDown}>
          {role === 'BUYER' && (
            <>
              <li role="none">
                <Link role="menuitem" tabIndex={-1} to="/myorders" onClick={() => setOpen(false)}>
                  {HEADER_TEXT.viewOrders}
                </Link>
              </li>
              <li role="none">
                <Link role="menuitem" tabIndex={-1} to="/wishlist" onClick={() => setOpen(false)}>
                  {HEADER_TEXT.myWishlist}
                </Link>
              </li>
            </>
          )}
          <li role="none">
            <Link role="menuitem" tabIndex={-1} to="/email-preferences" onClick={() => setOpen(false)}>
              {HEADER_TEXT.emailPreferences}
            </Link>
          </li>
          <li role="none">
            <button type="button" role="menuitem" tabIndex={-1} onClick={logout}>
              {HEADER_TEXT.logout}
            </button>
          </li>
        </Menu>
      )}
    </Wrapper>
  );
}
