import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Button, Dialog, DialogActions, MutedText, TextAreaField, TextField } from '@shop/shared';
import * as STOREFRONT_TEXT from '../../../storefront-text';
import type { BuyerOrder, BuyerOrderItem } from '../../../storefront-types';
import { raiseDispute } from '../api/raise-dispute';

const text = STOREFRONT_TEXT.orders;

const ErrorText = styled.p`
  color: ${({ theme }) => theme.colors.danger};
  font-weight: 600;
`;

export interface DisputeDialogProps {
  orderId: number;
  item: BuyerOrderItem;
  onClose: () => void;
  onRaised: (order: BuyerOrder) => void;
}

/** Reason (required) and description (optional); the seller should answer within 3 days. */
export function DisputeDialog({ orderId, item, onClose, onRaised }: DisputeDialogProps) {
  const [reason, setReason] = useState('');
  const [description, setDescription] = useState('');
  const [reasonError, setReasonError] = useState<string>();
  const [failed, setFailed] = useState(false);
  const [sending, setSending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!reason.trim()) {
      setReasonError(text.reasonRequired);
      return;
    }
    if (sending) return;
    setSending(true);
    setFailed(false);
    try {
      onRaised(await raiseDispute({ orderId, productId: item.productId, reason: reason.trim(), description: description.trim() }));
    } catch (error) {
      console.error('Raising a dispute failed', error);
      setFailed(true);
      setSending(false);
    }
  };

  return (
    <Dialog title={text.disputeTitle(item.productName || item.name)} onClose={onClose}>
      <form noValidate onSubmit={submit}>
        <TextField
          label={text.reason}
          required
          value={reason}
          error={reasonError}
          onChange={(event) => {
            setReason(event.target.value);
            if (event.target.value.trim()) setReasonError(undefined);
          }}
          onBlur={() => setReasonError(reason.trim() ? undefined : text.reasonRequired)}
        />
        <TextAreaField label={text.description} value={description} onChange={(event) => setDescription(event.target.value)} />
        <MutedText>{text.disputeNotice}</MutedText>
        {failed && <ErrorText role="alert">{text.disputeFailed}</ErrorText>}
        <DialogActions>
          <Button type="button" $variant="secondary" onClick={onClose}>
            {text.cancel}
          </Button>
          <Button type="submit" disabled={sending}>
            {text.submitDispute}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
