import { useRef, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { Card, FAKE_PAYNOW_UEN, MutedText, PAYMENT_METHOD_LABELS, PAYMENT_METHODS, type PaymentDetails, type PaymentMethod, TextField } from '@shop/shared';
import * as STOREFRONT_TEXT from '../../../storefront-text';
import { PAYMENT_FIELDS, type PaymentErrors, type PaymentField } from '../checkout-rules';

const text = STOREFRONT_TEXT.payment;

const TabList = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.xs};
  border-bottom: 2px solid ${({ theme }) => theme.colors.border};
  margin-bottom: ${({ theme }) => theme.space.md};
`;

const Tab = styled.button<{ $active: boolean }>`
  font: inherit;
  font-weight: 600;
  min-height: 40px;
  padding: 0 ${({ theme }) => theme.space.md};
  border: none;
  border-bottom: 3px solid ${({ theme, $active }) => ($active ? theme.colors.primary : 'transparent')};
  margin-bottom: -2px;
  background: none;
  color: ${({ theme, $active }) => ($active ? theme.colors.primary : theme.colors.mutedText)};
  cursor: pointer;
`;

const Uen = styled.p`
  font-size: ${({ theme }) => theme.font.size.lg};
  font-weight: 700;
  margin: 0 0 ${({ theme }) => theme.space.sm};
`;

const FIELD_LABELS: Record<PaymentField, string> = {
  referenceNumber: text.reference,
  cardNumber: text.cardNumber,
  cardName: text.cardName,
  expiry: text.expiry,
  cvv: text.cvv,
  paypalEmail: text.paypalEmail,
};

const FIELD_INPUT: Partial<Record<PaymentField, { type?: string; inputMode?: 'numeric' | 'email'; autoComplete: string; placeholder?: string }>> = {
  cardNumber: { inputMode: 'numeric', autoComplete: 'cc-number' },
  cardName: { autoComplete: 'cc-name' },
  expiry: { inputMode: 'numeric', autoComplete: 'cc-exp', placeholder: 'MM/YY' },
  cvv: { inputMode: 'numeric', autoComplete: 'cc-csc' },
  paypalEmail: { type: 'email', inputMode: 'email', autoComplete: 'email' },
  referenceNumber: { autoComplete: 'off' },
};

export interface PaymentTabsProps {
  method: PaymentMethod;
  details: PaymentDetails;
  errors: PaymentErrors;
  touched: Partial<Record<PaymentField, boolean>>;
  onMethodChange: (method: PaymentMethod) => void;
  onChange: (field: PaymentField, value: string) => void;
  onBlur: (field: PaymentField) => void;
}

/** PayNow (default), Credit Card, PayPal as keyboard-usable tabs (arrows, Home, End). */
export function PaymentTabs({ method, details, errors, touched, onMethodChange, onChange, onBlur }: PaymentTabsProps) {
  const tabs = useRef<Partial<Record<PaymentMethod, HTMLButtonElement | null>>>({});

  const onKeyDown = (event: KeyboardEvent) => {
    const index = PAYMENT_METHODS.indexOf(method);
    const moves: Record<string, number> = {
      ArrowRight: (index + 1) % PAYMENT_METHODS.length,
      ArrowLeft: (index - 1 + PAYMENT_METHODS.length) % PAYMENT_METHODS.length,
      Home: 0,
      End: PAYMENT_METHODS.length - 1,
    };
    if (!(event.key in moves)) return;
    event.preventDefault();
    const next = PAYMENT_METHODS[moves[event.key]];
    onMethodChange(next);
    tabs.current[next]?.focus();
  };

  return (
    <Card aria-labelledby="payment-title">
      <h2 id="payment-title">{text.title}</h2>
      <TabList role="tablist" aria-label={text.tabsLabel} onKeyDown={onKeyDown}>
        {PAYMENT_METHODS.map((option) => (
          <Tab
            key={option}
            ref={(element) => {
              tabs.current[option] = element;
            }}
            type="button"
            role="tab"
            id={`payment-tab-${option}`}
            aria-selected={option === method}
            aria-controls={`payment-panel-${option}`}
            tabIndex={option === method ? 0 : -1}
            $active={option === method}
            onClick={() => onMethodChange(option)}
          >
            {PAYMENT_METHOD_LABELS[option]}
          </Tab>
        ))}
      </TabList>
      <div role="tabpanel" id={`payment-panel-${method}`} aria-labelledby={`payment-tab-${method}`}>
        {method === 'PAYNOW' && (
          <>
            <MutedText>{text.paynowUen}</MutedText>
            <Uen>{FAKE_PAYNOW_UEN}</Uen>
            <MutedText>{text.paynowHint}</MutedText>
          </>
        )}
        {PAYMENT_FIELDS[method].map((field) => (
          <TextField
            key={field}
            label={FIELD_LABELS[field]}
            name={field}
            {...FIELD_INPUT[field]}
            required
            value={details[field] ?? ''}
            error={touched[field] ? errors[field] : undefined}
            onChange={(event) => onChange(field, event.target.value)}
            onBlur={() => onBlur(field)}
          />
        ))}
      </div>
    </Card>
  );
}
