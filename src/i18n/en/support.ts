/**
 * English copy: when the team answers (the footer, the contact page and the assistant say it alike), from the
 * hours and the reply promise of src/data/facts.ts. On its own, so the footer's words do not load a page's.
 */
import { REPLY_WITHIN_HOURS, SUPPORT_HOURS } from '~/data/facts';

/** An hour of the 24-hour clock as the site writes it in English: 9 → '9 AM', 17 → '5 PM'. */
const hour = (h: number) => `${h % 12 || 12} ${h < 12 ? 'AM' : 'PM'}`;

/** 'Monday to Friday, 9 AM to 5 PM Eastern Time' */
export const supportHoursText = `Monday to Friday, ${hour(SUPPORT_HOURS.open)} to ${hour(SUPPORT_HOURS.close)} Eastern Time`;

/** 'We reply within 24 hours on business days.' */
export const replyPromise = `We reply within ${REPLY_WITHIN_HOURS} hours on business days.`;
