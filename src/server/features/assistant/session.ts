import type { FastifyRequest } from 'fastify';
import { AI_MESSAGES } from '@common/assistant';
import { AppError, unauthorized } from '../../platform/errors';

/** SPEC §6: the AI chats need a session; checked before the body so a signed-out call always answers 401. */
export async function requireAiSession(request: FastifyRequest) {
  if (!request.userId) throw unauthorized(AI_MESSAGES.noSession);
}

/** Per user and minute; the answer uses §8's 429 text. */
export const aiRateLimit = {
  max: 30,
  timeWindow: '1 minute',
  keyGenerator: (request: FastifyRequest) => request.userId ?? request.ip,
  errorResponseBuilder: () => new AppError(429, 'ai_rate_limited', AI_MESSAGES.rateLimited),
};
