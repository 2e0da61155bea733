/** The chat assistant: intents recognised first, then answers from the site's own content. */
export { asksForHuman, mayFollowUp, withoutInjection } from './intents';
export {
  declineReply,
  format,
  goodbyeReply,
  greetingReply,
  hostileReply,
  HOURS,
  humanReply,
  identityReply,
  personalReply,
  scopeReply,
  source,
  thanksReply,
  uncertainReply,
  unknownReply,
  type Link,
} from './replies';
export {
  assess,
  excerpt,
  lead,
  MIN_COVERAGE,
  MIN_EVIDENCE,
  MIN_SCORE,
  OFF_TOPIC_EVIDENCE,
  type Confidence,
} from './answer';
export { reply, searchReply, type Intent, type Reply } from './compose';
