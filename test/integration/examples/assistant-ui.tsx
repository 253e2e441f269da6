/**
 * The Integrations guide's "With @assistant-ui/react": the chat-transcript block as a tool
 * call's message part. Type-checked by `tsc --noEmit`; stories/chat-transcript.stories.tsx
 * (`InAssistantUi`) renders the same shape on assistant-ui's external-store runtime.
 */
import { MessagePrimitive, ThreadPrimitive, type ToolCallMessagePartProps } from '@assistant-ui/react';
import type { ElicitationStore, ElicitationRequest } from '../../../src/store';
import { ToolCallBlock } from './chat-transcript';

/** Make the part component once: a new component per render would remount the form. */
export function bookHotelPart(storeOf: (toolCallId: string) => ElicitationStore, notify: (request: ElicitationRequest) => void) {
  return (part: ToolCallMessagePartProps) => <ToolCallBlock name={part.toolName} store={storeOf(part.toolCallId)} onRequest={notify} />;
}

export function Messages({ BookHotel }: { BookHotel: ReturnType<typeof bookHotelPart> }) {
  return (
    <ThreadPrimitive.Messages>
      {() => (
        <MessagePrimitive.Root>
          <MessagePrimitive.Parts components={{ tools: { by_name: { book_hotel: BookHotel } } }} />
        </MessagePrimitive.Root>
      )}
    </ThreadPrimitive.Messages>
  );
}
