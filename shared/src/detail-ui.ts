// @shop/shared/detail-ui: shared UI that no first visit to the catalogue or sign-in needs (order status, timeline and
// address, the seller scorecard). A Module Federation singleton of its own (webpack.config.base.ts), so it
// downloads only with the first page that uses it, not with @shop/shared on every first visit. Only stateless
// pieces live here: what holds state (session, queries, alerts) stays in @shop/shared, one instance per page.
export { TIMELINE_TEXT } from './format/timeline-labels';
export { ItemTimeline, DisputeDeadline } from './ui/item-timeline';
export { PostalAddress } from './ui/postal-address';
export { SellerScorecardView, type SellerScorecardViewProps } from './ui/seller-scorecard';
export { ORDER_STATUS_LABELS, ITEM_STATUS_LABELS } from './format/order-status-labels';
export { OverallStatusPill, ItemStatusPill } from './ui/order-status-pills';
