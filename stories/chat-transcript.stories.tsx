/**
 * A chat transcript whose tool call elicits: the request shows inline under the tool call
 * that asked (one store per call, test/integration/examples/chat-transcript.tsx) and
 * `onRequest` draws the user's attention. The transcript is a minimal one written for this
 * story, then the same block in @assistant-ui/react's tool-call slot (README "Chat transcripts").
 */
import { useEffect, useState } from 'react';
import {
  AssistantRuntimeProvider,
  MessagePrimitive,
  ThreadPrimitive,
  useExternalStoreRuntime,
  type ThreadMessageLike,
  type ToolCallMessagePartProps,
} from '@assistant-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { ElicitResult, ElicitationRequest } from '../src/index';
import { ToolCallBlock, createCallRouter } from '../test/integration/examples/chat-transcript';

const server = { id: 'travel', name: 'Travel agent', url: 'https://mcp.example.com/mcp' };
const nightsRequest = {
  mode: 'form',
  message: 'How many nights in Lisbon?',
  requestedSchema: {
    type: 'object',
    properties: { nights: { type: 'integer', title: 'Nights', minimum: 1, maximum: 30, default: 3 } },
    required: ['nights'],
  },
};

const describeResult = (result: ElicitResult) =>
  result.action === 'accept' ? `Booked ${String(result.content?.nights)} nights.` : `The user chose ${result.action}.`;

interface TranscriptProps {
  /** Called when a tool call asks the user something (e.g. flash the tab title, notify). */
  onAttention: (request: ElicitationRequest) => void;
}

/** A user message, the assistant's reply, and one tool call that elicits while it runs. */
function ChatTranscript({ onAttention }: TranscriptProps) {
  // The "tool call" is started once per render of the story, as an SDK's callTool would.
  const [{ store, answer }] = useState(() => {
    const calls = createCallRouter();
    const callStore = calls.begin();
    return { store: callStore, answer: calls.elicit(nightsRequest, { server, key: 'nights', callId: 'call-1' }) };
  });
  const [result, setResult] = useState<string>();
  const [attention, setAttention] = useState<string>();
  useEffect(() => {
    let live = true; // StrictMode's discarded state reports nothing
    void answer.then((answered) => live && (setResult(describeResult(answered)), setAttention(undefined)));
    return () => {
      live = false;
    };
  }, [answer]);
  const onRequest = (request: ElicitationRequest) => {
    setAttention(`${request.server.name} needs your answer to continue.`);
    onAttention(request);
  };
  return (
    <div>
      <p role="status" aria-label="Attention">
        {attention}
      </p>
      <ol aria-label="Conversation" style={{ listStyle: 'none', padding: 0, display: 'grid', gap: '0.75rem' }}>
        <li>
          <strong>You:</strong> Book me a few nights in Lisbon.
        </li>
        <li>
          <strong>Assistant:</strong> I will ask the travel agent.
          <ToolCallBlock name="book_hotel" store={store} onRequest={onRequest} />
          {result && <p>Tool result: {result}</p>}
        </li>
      </ol>
    </div>
  );
}

/**
 * The same tool call in @assistant-ui/react: its external-store runtime holds the
 * transcript, and `MessagePrimitive.Parts` renders the tool call's part with
 * `ToolCallBlock`, looked up by the part's `toolCallId`.
 */
function AssistantUiTranscript({ onAttention }: TranscriptProps) {
  const [{ store, answer }] = useState(() => {
    const calls = createCallRouter();
    const callStore = calls.begin();
    return { store: callStore, answer: calls.elicit(nightsRequest, { server, key: 'nights', callId: 'call-1' }) };
  });
  const [result, setResult] = useState<string>();
  useEffect(() => {
    let live = true;
    void answer.then((answered) => live && setResult(describeResult(answered)));
    return () => {
      live = false;
    };
  }, [answer]);
  const messages: ThreadMessageLike[] = [
    { id: 'm1', role: 'user', content: 'Book me a few nights in Lisbon.' },
    {
      id: 'm2',
      role: 'assistant',
      content: [
        { type: 'text', text: 'I will ask the travel agent.' },
        { type: 'tool-call', toolCallId: 'call-1', toolName: 'book_hotel', args: { city: 'Lisbon' }, ...(result !== undefined && { result }) },
      ],
    },
  ];
  const runtime = useExternalStoreRuntime({ messages, isRunning: result === undefined, convertMessage: (m: ThreadMessageLike) => m, onNew: async () => {} });
  // One component for the story's life: a new one per render would remount the form.
  const [BookHotel] = useState(() => (part: ToolCallMessagePartProps) => (
    <>
      <ToolCallBlock name={part.toolName} store={store} onRequest={onAttention} />
      {part.result !== undefined && <p>Tool result: {String(part.result)}</p>}
    </>
  ));
  return (
    <AssistantRuntimeProvider runtime={runtime}>
      <ThreadPrimitive.Root>
        <ThreadPrimitive.Viewport aria-label="Conversation">
          <ThreadPrimitive.Messages>
            {() => (
              <MessagePrimitive.Root>
                <MessagePrimitive.Parts components={{ tools: { by_name: { book_hotel: BookHotel } } }} />
              </MessagePrimitive.Root>
            )}
          </ThreadPrimitive.Messages>
        </ThreadPrimitive.Viewport>
      </ThreadPrimitive.Root>
    </AssistantRuntimeProvider>
  );
}

const meta = {
  title: 'Recipes/Chat transcript',
  component: ChatTranscript,
  args: { onAttention: fn() },
} satisfies Meta<typeof ChatTranscript>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The form sits under the tool call in the transcript; answering it finishes the call. */
export const PendingUnderToolCall: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const call = await canvas.findByRole('region', { name: 'Tool call book_hotel' });
    const nights = await within(call).findByRole('textbox', { name: /Nights/ });
    // In the transcript, after the assistant's words, not in a modal.
    await expect(canvas.queryByRole('dialog')).toBeNull();
    // The page's own attention line (the outlet has a status line of its own, for its connection).
    await expect(canvas.getByRole('status', { name: 'Attention' })).toHaveTextContent('Travel agent needs your answer to continue.');
    await waitFor(() => expect(args.onAttention).toHaveBeenCalledTimes(1));
    await expect(args.onAttention).toHaveBeenCalledWith(expect.objectContaining({ callId: 'call-1', status: 'pending' }));
    await userEvent.clear(nights);
    await userEvent.type(nights, '4');
    await userEvent.click(within(call).getByRole('button', { name: 'Submit' }));
    await canvas.findByText('Tool result: Booked 4 nights.');
    await expect(canvas.getByRole('status', { name: 'Attention' })).toBeEmptyDOMElement();
  },
};

/** The same block in @assistant-ui/react's transcript, rendered by its tool-call part. */
export const InAssistantUi: Story = {
  render: (args) => <AssistantUiTranscript {...args} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('I will ask the travel agent.');
    const call = await canvas.findByRole('region', { name: 'Tool call book_hotel' });
    const nights = await within(call).findByRole('textbox', { name: /Nights/ });
    await waitFor(() => expect(args.onAttention).toHaveBeenCalledTimes(1));
    await userEvent.clear(nights);
    await userEvent.type(nights, '5');
    await userEvent.click(within(call).getByRole('button', { name: 'Submit' }));
    await canvas.findByText('Tool result: Booked 5 nights.');
  },
};
