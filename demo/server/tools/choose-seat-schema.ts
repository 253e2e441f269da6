/**
 * The seat form of `choose_seat` and `broken_seat_app` (choose-seat.ts), dependency-free so
 * browser code (test/browser/pages/app-form.tsx) can use the same schema and app.
 */
import { SEATS } from './seat-map-app.ts';

export const UI_EXTENSION_ID = 'io.modelcontextprotocol/ui';
export const APP_MIME_TYPE = 'text/html;profile=mcp-app';
export const SEAT_APP_URIS = { good: 'ui://mcp-elicitation-demo/seat-map.html', broken: 'ui://mcp-elicitation-demo/broken-seat-map.html' } as const;

export const SEAT_SCHEMA = {
  type: 'object' as const,
  properties: {
    seat: { type: 'string' as const, title: 'Seat', description: 'Row 1 to 3, seats A to D (1B, 2C and 3A are taken).', enum: [...SEATS] },
  },
  required: ['seat'],
};
