import { chatRequestSchema, culinarySchoolRequestSchema } from '@common/assistant';
import { coachAnswer } from './chef/coach';
import { chefSystemPrompt, chefTools } from './chef/chef-prompt';
import { answerConversation, ASSISTANT_SYSTEM_PROMPT } from './engine/assistant-engine';
import { date } from './engine/text';
import { actorOf } from '../../platform/actor';
import { memberAudience } from '../../platform/audience';
import { aiRateLimit, aiSession } from './session';
import { abortWhenClosed, sendChatStream } from './sse';
import { dataTools } from './tools/ai-tools';

/** Any signed-in user: the floating assistant is on every screen (SPEC §2). */
export const assistantRoutes = memberAudience(async (app) => {
  const tags = ['assistant'];

  /** SPEC §7 chat-ai: the floating assistant, answering from the user's own data. */
  app.post(
    '/api/ai/chat',
    { config: { actor: aiSession, rateLimit: aiRateLimit }, schema: { tags, body: chatRequestSchema } },
    async (request, reply) => {
      const { userId } = actorOf(request);
      const { messages } = request.body;
      return sendChatStream(
        reply,
        app.ai.streamChat({
          system: ASSISTANT_SYSTEM_PROMPT(date(new Date().toISOString())),
          messages,
          tools: dataTools(app.db, userId),
          offlineAnswer: () => answerConversation(app.db, userId, messages),
          signal: abortWhenClosed(reply),
        }),
      );
    },
  );

  /** SPEC §7 culinary-school: Mi Chef IA, answering about the recipe in the body. */
  app.post(
    '/api/ai/culinary-school',
    { config: { actor: aiSession, rateLimit: aiRateLimit }, schema: { tags, body: culinarySchoolRequestSchema } },
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
});
