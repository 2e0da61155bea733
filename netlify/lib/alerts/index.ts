/** Staff alerts for new leads: composed from the record, delivered through the outbox, shown in /admin. */
export {
  adminLink,
  composeEmail,
  composeWebhook,
  escapeHtml,
  escapeSlack,
  kindLabel,
  oneLine,
  type AlertKind,
  type EmailMessage,
} from './compose';
export { channelsOf, logAlertConfigOnce, MAX_PARALLEL_SENDS } from './deliver';
export {
  LEASE_MS,
  queueAlert,
  resendAlert,
  retryDelayMs,
  RETRY_WINDOW_MS,
  sweepAlerts,
  SWEEP_BUDGET_MS,
  type DeliveryResult,
  type ResendResult,
  type SweepSummary,
  type WaitUntil,
} from './protocol';
export { alertState, type AlertState } from './status';
