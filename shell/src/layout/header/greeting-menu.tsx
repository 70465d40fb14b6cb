import { useEffect, useId, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
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

const Menu = styled.ul`
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
  a, button {
    display: block;
    width: 100%;
    text-align: left;
    padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
    color: ${({ theme }) => theme.colors.text};
    background: none;
    border: 0;
    font: inherit;
    text-decoration: none;
    cursor: pointer;
  }
  a:hover, button:hover { background: ${({ theme }) => theme.colors.background}; }
`;

/** "Hi, <username>" with the entries that make sense for the role; Escape closes it. */
export function GreetingMenu() {
  const navigate = useNavigate();
  const { username, role, signOut } = useSessionStore();
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const wrapper = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    wrapper.current?.querySelector<HTMLElement>('a, button[role="menuitem"]')?.focus();
    const close = (event: MouseEvent | KeyboardEvent) => {
      if (event instanceof KeyboardEvent) {
        if (event.key !== 'Escape') return;
        toggle.current?.focus();
      } else if (wrapper.current?.contains(event.target as Node)) return;
      setOpen(false);
    };
    document.addEventListener('mousedown', close);
    document.addEventListener('keydown', close);
    return () => {
      document.removeEventListener('mousedown', close);
      document.removeEventListener('keydown', close);
    };
  }, [open]);

  const logout = () => {
    setOpen(false);
    signOut();
    useStaffSummaryStore.getState().clear();
    navigate('/success-logout');
  };

  return (
    <Wrapper ref={wrapper}>
      <Toggle ref={toggle} type="button" aria-expanded={open} aria-controls={menuId} onClick={() => setOpen(!open)}>
        {HEADER_TEXT.greeting(username ?? '')}
      </Toggle>
      {open && (
        <Menu id={menuId} onClick={(event) => (event.target as HTMLElement).closest('a') && setOpen(false)}>
          {role === 'BUYER' && (
            <>
              <li>
                <Link to="/myorders">{HEADER_TEXT.viewOrders}</Link>
              </li>
              <li>
                <Link to="/wishlist">{HEADER_TEXT.myWishlist}</Link>
              </li>
            </>
          )}
          <li>
            <button type="button" role="menuitem" onClick={logout}>
              {HEADER_TEXT.logout}
            </button>
          </li>
        </Menu>
      )}
    </Wrapper>
  );
}
