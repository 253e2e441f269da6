/**
 * `plan_trip`: three questions in ONE round: three keys in one `inputRequests` map, which
 * the client may answer in any order (the TS SDK client fulfils them concurrently). The
 * result lists the three answers by key. A missing or invalid answer re-asks the round
 * (spec, basic/patterns/mrtr: re-ask rather than fail).
 */
import { inputRequired } from '@modelcontextprotocol/server';
import { RETRY_NOTE, form, readForm, text, type DemoTool, type FormAnswer, type FormSchema } from './shared.ts';

export const TRIP_FORMS = {
  destination: {
    message: 'Where to?',
    schema: {
      type: 'object',
      properties: {
        city: { type: 'string', title: 'City', minLength: 2, maxLength: 60, default: 'Lisbon' },
        vibe: {
          type: 'string',
          title: 'Kind of trip',
          oneOf: [
            { const: 'beach', title: 'Beach' },
            { const: 'city', title: 'City break' },
            { const: 'mountains', title: 'Mountains' },
          ],
          default: 'city',
        },
      },
      required: ['city'],
    },
  },
  dates: {
    message: 'When, and for how long?',
    schema: {
      type: 'object',
      properties: {
        start: { type: 'string', title: 'First night', format: 'date', default: '2026-09-14' },
        nights: { type: 'integer', title: 'Nights', minimum: 1, maximum: 30, default: 4 },
      },
      required: ['start', 'nights'],
    },
  },
  travellers: {
    message: 'Who is coming?',
    schema: {
      type: 'object',
      properties: {
        adults: { type: 'integer', title: 'Adults', minimum: 1, maximum: 9, default: 2 },
        children: { type: 'integer', title: 'Children', minimum: 0, maximum: 9, default: 0 },
        needs: {
          type: 'array',
          title: 'Special requests',
          items: { type: 'string', enum: ['step-free access', 'pet friendly', 'baby cot'] },
          default: [],
        },
      },
      required: ['adults'],
    },
  },
} satisfies Record<string, { message: string; schema: FormSchema }>;

type TripKey = keyof typeof TRIP_FORMS;
const KEYS = Object.keys(TRIP_FORMS) as TripKey[];
const OUTCOME: Record<FormAnswer['kind'], string> = {
  accept: 'answered',
  decline: 'declined',
  cancel: 'cancelled',
  missing: 'not answered',
  invalid: 'answer did not match the form',
};

export const planTrip: DemoTool = {
  name: 'plan_trip',
  title: 'Plan a trip (three questions at once)',
  description:
    'Asks three things in a single round (keys "destination", "dates" and "travellers" of one inputRequests map), ' +
    'so the client shows them together and may answer them in any order. The result lists the three answers by key; ' +
    'if any of them is declined or cancelled, it says which.',
  async run(ctx) {
    const answers = Object.fromEntries(KEYS.map((key) => [key, readForm(ctx, key, TRIP_FORMS[key].schema)])) as Record<TripKey, FormAnswer>;

    if (KEYS.every((key) => answers[key].kind === 'accept')) {
      const content = Object.fromEntries(KEYS.map((key) => [key, (answers[key] as { content: unknown }).content]));
      return {
        content: [
          { type: 'text', text: `Trip planned from ${KEYS.length} answers.` },
          { type: 'text', text: JSON.stringify(content) },
        ],
      };
    }
    const refused = KEYS.filter((key) => answers[key].kind === 'decline' || answers[key].kind === 'cancel');
    if (refused.length > 0) {
      return text(`Trip not planned. ${KEYS.map((key) => `${key}: ${OUTCOME[answers[key].kind]}`).join('; ')}.`);
    }
    const note = KEYS.some((key) => answers[key].kind === 'invalid') ? RETRY_NOTE : '';
    return inputRequired({
      inputRequests: Object.fromEntries(KEYS.map((key) => [key, form(note + TRIP_FORMS[key].message, TRIP_FORMS[key].schema)])),
    });
  },
};
