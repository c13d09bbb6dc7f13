// What other features use of the refunds area (docs/architecture.md#app-folders): Approve and
// Decline of a waiting refund (the order page's payments card), and the names of a refund's
// status, reason, bearer and method (the card and the refund dialog).
export { RefundDecision } from './refund-decision';
export {
  REFUND_BEARER_KEYS,
  REFUND_METHOD_KEYS,
  REFUND_REASON_KEYS,
  REFUND_STATUS_LOOK,
} from './refund-labels';
