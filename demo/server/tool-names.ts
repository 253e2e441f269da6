/**
 * The demo's tool names, in listing order. Dependency-free on purpose, so browser code
 * (the demo client, e2e tests) can import it without pulling in the Node server.
 */
export const DEMO_TOOL_NAMES = ['contact_form', 'setup_wizard', 'plan_trip', 'connect_account', 'import_settings', 'reset_password', 'suspicious_link', 'choose_seat', 'broken_seat_app'] as const;

export type DemoToolName = (typeof DEMO_TOOL_NAMES)[number];
