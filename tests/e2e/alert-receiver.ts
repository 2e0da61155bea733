/**
 * The webhook receiver the alerts e2e test listens on. The e2e server must be started with
 * ALERT_WEBHOOK_URL=http://127.0.0.1:<ALERT_RECEIVER_PORT>/hook (see playwright.config.ts). The port follows the
 * e2e server's port (E2E_PORT + 1000) so engineers running their own servers side by side do not collide.
 */
export const ALERT_RECEIVER_PORT = Number(process.env.E2E_ALERT_PORT || Number(process.env.E2E_PORT || 8899) + 1000);
export const ALERT_WEBHOOK_URL = `http://127.0.0.1:${ALERT_RECEIVER_PORT}/hook`;
