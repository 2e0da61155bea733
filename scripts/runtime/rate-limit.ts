/**
 * A function's `config.rateLimit` applied in front of it, as Netlify's edge applies it: a sliding window of
 * `windowSize` seconds allowing `windowLimit` requests per client address (and per domain when
 * `aggregateBy` names it), counted separately for each function.
 */

export type RateLimitConfig = {
  windowLimit: number;
  windowSize: number;
  aggregateBy?: 'ip' | 'domain' | ('ip' | 'domain')[];
  action?: 'rate_limit' | 'rewrite';
  to?: string;
};

export type Verdict = { limited: false } | { limited: true; retryAfterSeconds: number; rewriteTo?: string };

export function createRateLimiter(maxKeys = 100_000) {
  const hits = new Map<string, number[]>();

  return {
    /** Counts this request and says whether it is over the limit (a limited request is not counted). */
    hit(
      functionName: string,
      config: RateLimitConfig,
      client: { ip: string; domain: string },
      now = Date.now(),
    ): Verdict {
      const by =
        config.aggregateBy === undefined
          ? ['ip']
          : Array.isArray(config.aggregateBy)
            ? config.aggregateBy
            : [config.aggregateBy];
      const key = [functionName, by.includes('ip') ? client.ip : '*', by.includes('domain') ? client.domain : '*'].join(
        '|',
      );
      const windowMs = config.windowSize * 1000;
      const recent = (hits.get(key) ?? []).filter((t) => now - t < windowMs);
      if (recent.length >= config.windowLimit) {
        hits.set(key, recent);
        const retryAfterSeconds = Math.max(1, Math.ceil((recent[0] + windowMs - now) / 1000));
        return config.action === 'rewrite' && config.to
          ? { limited: true, retryAfterSeconds, rewriteTo: config.to }
          : { limited: true, retryAfterSeconds };
      }
      if (hits.size >= maxKeys) hits.clear();
      recent.push(now);
      hits.set(key, recent);
      return { limited: false };
    },
  };
}
