import { useRef, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { AUTH_TEXT } from '../auth-text';

export type RegistrationRole = 'BUYER' | 'SELLER';

const ROLES: { role: RegistrationRole; label: string }[] = [
  { role: 'BUYER', label: AUTH_TEXT.buyer },
  { role: 'SELLER', label: AUTH_TEXT.seller },
];

const TabList = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  margin-bottom: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radius.md};
  overflow: hidden;
`;

const Tab = styled.button`
  font: inherit;
  font-weight: 600;
  padding: ${({ theme }) => theme.space.sm};
  border: 0;
  cursor: pointer;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.primary};
  &[aria-selected='true'] {
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onPrimary};
  }
`;

/** The buyer/seller choice on the register page: a tab list, arrow keys move between roles. */
export function RoleTabs({ value, onChange }: { value: RegistrationRole; onChange: (role: RegistrationRole) => void }) {
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    const next = ROLES[(ROLES.findIndex((item) => item.role === value) + 1) % ROLES.length];
    onChange(next.role);
    tabs.current[ROLES.indexOf(next)]?.focus();
  };
  return (
    <TabList role="tablist" aria-label={AUTH_TEXT.registerAs} onKeyDown={onKeyDown}>
      {ROLES.map((item, index) => (
        <Tab
          key={item.role}
          ref={(element) => {
            tabs.current[index] = element;
          }}
          type="button"
          role="tab"
          aria-selected={value === item.role}
          tabIndex={value === item.role ? 0 : -1}
          onClick={() => onChange(item.role)}
        >
          {item.label}
        </Tab>
      ))}
    </TabList>
  );
}
