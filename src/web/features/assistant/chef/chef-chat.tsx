import { useCallback } from 'react';
import { toast } from '@web/lib/toast';
import { AI_MESSAGES, CHEF_NAME, CHEF_SUGGESTIONS } from '@common/assistant-rules';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card';
import { ChatInput } from '../chat-input';
import { ChatThread } from '../chat-thread';
import { useAiChat } from '../use-ai-chat';
import type { CulinaryRecipeInput } from './culinary-recipe';

/** Mi Chef IA's conversation about one recipe; 'Chat con Chef IA' appears once there are messages (SPEC §2). */
export function ChefChat({ recipe }: { recipe: CulinaryRecipeInput | null }) {
  const body = useCallback(() => ({ recipe }), [recipe]);
  const chat = useAiChat('/api/ai/culinary-school', body);
  const ask = (text: string) => {
    if (!recipe) {
      toast.error(AI_MESSAGES.chooseRecipe);
      return;
    }
    void chat.send(text);
  };
  return (
    <section aria-label={`Preguntas a ${CHEF_NAME}`} className="space-y-3">
      {chat.messages.length > 0 && (
        <Card>
          <CardHeader className="flex flex-row items-center justify-between gap-2">
            <CardTitle>Chat con {CHEF_NAME}</CardTitle>
            <Button variant="ghost" size="sm" onClick={chat.clear}>
              Nueva conversación
            </Button>
          </CardHeader>
          <CardContent className="max-h-[60vh] overflow-y-auto">
            <ChatThread messages={chat.messages} assistantName={CHEF_NAME} />
          </CardContent>
        </Card>
      )}
      <ul className="flex flex-wrap gap-2" aria-label="Preguntas sugeridas">
        {CHEF_SUGGESTIONS.map((question) => (
          <li key={question}>
            <Button variant="outline" size="sm" disabled={chat.pending} onClick={() => ask(question)}>
              {question}
            </Button>
          </li>
        ))}
      </ul>
      <ChatInput onSend={ask} pending={chat.pending} placeholder={`Pregunta a ${CHEF_NAME} sobre la receta...`} />
    </section>
  );
}
