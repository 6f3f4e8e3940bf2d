import { AI_MESSAGES } from '@common/assistant';
import { rateLimitKey } from '../../platform/actor';
import { AppError } from '../../platform/errors';

/** SPEC §6: the AI calls need a session; the audience refuses anonymous callers with this 401 text. */
export const aiSession = { signInMessage: AI_MESSAGES.noSession };

/** Per user and minute; the answer uses §8's 429 text. */
export const aiRateLimit = {
  max: 30,
  timeWindow: '1 minute',
  keyGenerator: rateLimitKey,
  errorResponseBuilder: () => new AppError(429, 'ai_rate_limited', AI_MESSAGES.rateLimited),
};
