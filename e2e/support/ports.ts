/** Fixed local ports of the e2e run: the portal, the SMTP catcher and the catcher's mailbox API. */
export const PORTAL_PORT = 4173;
export const SMTP_PORT = 2526;
export const MAILBOX_PORT = 4180;
export const PORTAL_URL = `http://127.0.0.1:${PORTAL_PORT}`;
export const MAILBOX_URL = `http://127.0.0.1:${MAILBOX_PORT}`;
