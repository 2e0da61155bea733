/**
 * The webhook receiver the alerts e2e test listens on. The e2e server must be started with
 * ALERT_WEBHOOK_URL=http://127.0.0.1:<ALERT_RECEIVER_PORT>/hook (see playwright.config.ts). The port follows the
 * e2e server's port (E2E_PORT + 1000) so engineers running their own servers side by side do not collide.
 */
export const ALERT_RECEIVER_PORT = Number(process.env.E2E_ALERT_PORT || Number(process.env.E2E_PORT || 8899) + 1000);
export const ALERT_WEBHOOK_URL = `http://127.0.0.1:${ALERT_RECEIVER_PORT}/hook`;

/**
 * The SMTP sink the chat hand-off e2e test listens on (E2E_PORT + 2000); the e2e server sends visitor e-mails
 * there (SMTP_URL in playwright.config.ts). Staff alert e-mails stay off: ALERT_EMAIL_TO is not set.
 */
export const SMTP_SINK_PORT = Number(process.env.E2E_SMTP_PORT || Number(process.env.E2E_PORT || 8899) + 2000);
export const SMTP_SINK_URL = `smtp://127.0.0.1:${SMTP_SINK_PORT}`;
/** A staff reply the visitor's pages have not fetched this long after it was sent is e-mailed (the e2e server's). */
export const E2E_CHAT_AWAY_MS = 1500;
