import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AI_MESSAGES, chatRequestSchema, culinarySchoolRequestSchema } from '@common/assistant';
import { AppError, unauthorized } from '../../platform/errors';
import { coachAnswer } from './chef/coach';
import { chefSystemPrompt, chefTools } from './chef/chef-prompt';
import { answerQuestion, ASSISTANT_SYSTEM_PROMPT } from './engine/assistant-engine';
import { date } from './engine/text';
import { abortWhenClosed, sendChatStream } from './sse';
import { dataTools } from './tools/ai-tools';

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

export async function assistantRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const tags = ['assistant'];

  /** SPEC §7 chat-ai: the floating assistant, answering from the user's own data. */
  app.post(
    '/api/ai/chat',
    { onRequest: requireAiSession, config: { rateLimit: aiRateLimit }, schema: { tags, body: chatRequestSchema } },
    async (request, reply) => {
      const userId = request.userId!;
      const { messages } = request.body;
      const question = messages[messages.length - 1].content;
      return sendChatStream(
        reply,
        app.ai.streamChat({
          system: ASSISTANT_SYSTEM_PROMPT(date(new Date().toISOString())),
          messages,
          tools: dataTools(app.db, userId),
          offlineAnswer: () => answerQuestion(app.db, userId, question),
          signal: abortWhenClosed(reply),
        }),
      );
    },
  );

  /** SPEC §7 culinary-school: Mi Chef IA, answering about the recipe in the body. */
  app.post(
    '/api/ai/culinary-school',
    { onRequest: requireAiSession, config: { rateLimit: aiRateLimit }, schema: { tags, body: culinarySchoolRequestSchema } },
    async (request, reply) => {
      const recipe = request.body.recipe!;
      const { messages } = request.body;
      const question = messages[messages.length - 1].content;
      return sendChatStream(
        reply,
        app.ai.streamChat({
          system: chefSystemPrompt(recipe),
          messages,
          tools: chefTools(app.db),
          offlineAnswer: () => coachAnswer(app.db, recipe, question),
          signal: abortWhenClosed(reply),
        }),
      );
    },
  );
}
