import styled from 'styled-components';
import { formatDate, formatDateTime } from '../format/format-date';
import { formatPrice } from '../format/format-price';
import { TIMELINE_TEXT as T } from '../format/timeline-labels';
import type { OrderItem, TimelineEvent } from '../types/domain';

const Details = styled.details`
  margin-top: ${({ theme }) => theme.space.sm};
  summary { cursor: pointer; font-weight: 600; min-height: 24px; }
`;

const Steps = styled.ol`
  margin: ${({ theme }) => theme.space.sm} 0 0;
  padding-left: ${({ theme }) => theme.space.lg};
  li { margin-bottom: ${({ theme }) => theme.space.xs}; }
  time { color: ${({ theme }) => theme.colors.mutedText}; }
`;

function StepFacts({ step }: { step: TimelineEvent }) {
  const facts: Array<[string, string]> = [];
  if (step.carrier) facts.push([T.carrier, step.carrier]);
  if (step.trackingNumber) facts.push([T.tracking, step.trackingNumber]);
  if (step.estimatedDelivery) facts.push([T.estimatedDelivery, formatDate(step.estimatedDelivery, { utc: true })]);
  if (step.note) facts.push([T.note, step.note]);
  if (step.refund !== null) facts.push([T.refund, step.refund > 0 ? formatPrice(step.refund) : T.noRefund]);
  if (facts.length === 0) return null;
  return <div>{facts.map(([label, value]) => `${label}: ${value}`).join(' · ')}</div>;
}

/** An order item's history, oldest first, folded away until asked for. */
export function ItemTimeline({ timeline }: { timeline: TimelineEvent[] }) {
  if (timeline.length === 0) return null;
  return (
    <Details>
      <summary>{T.heading(timeline.length)}</summary>
      <Steps>
        {timeline.map((step, index) => (
          <li key={`${step.kind}-${index}`}>
            <strong>{T.steps[step.kind]}</strong> {T.actors[step.actorRole]} · <time dateTime={step.at}>{formatDateTime(step.at)}</time>
            <StepFacts step={step} />
          </li>
        ))}
      </Steps>
    </Details>
  );
}

/** A disputed item's deadline for the seller, or that it went to the admins; nothing otherwise. */
export function DisputeDeadline({ item, as: Tag = 'p' }: { item: Pick<OrderItem, 'status' | 'disputeDueAt' | 'disputeEscalated'>; as?: 'p' | 'span' }) {
  if (item.status !== 'DISPUTING') return null;
  if (item.disputeEscalated) return <Tag>{T.escalated}</Tag>;
  return item.disputeDueAt ? <Tag>{T.resolveBy(formatDateTime(item.disputeDueAt))}</Tag> : null;
}
