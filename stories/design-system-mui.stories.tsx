/**
 * "Use your own components" with a real design system: every part of the library drawn by
 * MUI (@mui/material + Emotion, devDependencies only). The library keeps the request's
 * state, checks, ARIA wiring and focus; MUI draws the frame (Dialog or Paper), the buttons,
 * the notices, the action rows, the field frames (FormControl, FormLabel, FormHelperText)
 * and the controls (OutlinedInput, Checkbox, Radio, NativeSelect), the URL and its warnings.
 * Each part spreads the props its contract names (src/components/provider/config.ts).
 */
import {
  createContext,
  forwardRef,
  Fragment,
  useContext,
  useLayoutEffect,
  useMemo,
  useState,
  type ReactElement,
  type ReactNode,
} from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import * as tldts from 'tldts';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import MuiButtonBase from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import NativeSelect from '@mui/material/NativeSelect';
import OutlinedInput from '@mui/material/OutlinedInput';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ThemeProvider, createTheme } from '@mui/material/styles';
import {
  ElicitationOutlet,
  ElicitationProvider,
  createElicitationStore,
  describeUrlWarning,
  resolveLabels,
  type ElicitationComponents,
  type ElicitationStore,
  type ElicitResult,
  type Presentation,
} from '../src/index';
import { createUrlAnalyzer } from '../src/core';
import {
  useElicitationFrame,
  type ActionRowProps,
  type ButtonProps,
  type ChoiceLabelProps,
  type CloseButtonProps,
  type ElicitationFrameProps,
  type FieldFrameProps,
  type InputProps,
  type NoticeProps,
  type OptionFilterProps,
  type RoundHeaderProps,
  type SelectProps,
  type ServerBadgePartProps,
  type TextProps,
  type TextVariant,
  type UrlTextProps,
  type UrlTitleProps,
  type UrlWarningListProps,
} from '../src/host';

/** The palette in use (the page's light or dark theme). */
const MuiEnv = createContext<{ mode: 'light' | 'dark' }>({ mode: 'light' });

// ---------------------------------------------------------------------------------------
// The parts
// ---------------------------------------------------------------------------------------

const BUTTON_VARIANTS = {
  primary: { variant: 'contained' },
  secondary: { variant: 'outlined' },
  danger: { variant: 'outlined', color: 'error' },
  link: { variant: 'text', size: 'small' },
} as const;

/** Every action: the library's variant mapped onto MUI's; data-* and aria-* are forwarded (focus code reads data-send-all). */
const MuiButton = forwardRef<HTMLButtonElement, ButtonProps>(function MuiButton(
  { variant = 'secondary', className: _className, style: _style, color: _color, type = 'button', ...rest },
  ref,
) {
  return <MuiButtonBase ref={ref} type={type} {...BUTTON_VARIANTS[variant]} {...rest} />;
});

/**
 * The request's frame: visuals only. Its behaviour is the library's `useElicitationFrame`:
 * focus on `initialFocusRef` as MUI's Dialog enters, back on close (or to the outlet's
 * fallback), Escape ⇒ cancel (MUI's `onClose` for the modal, the hook's key handler
 * inline), the scroll cues on the scrolling DialogContent. A click on the backdrop does
 * nothing, as with the library's own frame (a stray click must not answer).
 */
function MuiFrame(props: ElicitationFrameProps) {
  const { presentation = 'dialog', open = true, role = 'dialog', children, 'aria-labelledby': labelledBy, 'aria-describedby': describedBy, 'aria-busy': busy } = props;
  const { mode } = useContext(MuiEnv);
  const frame = useElicitationFrame(props);
  // Where the Dialog mounts: next to this frame, not at the end of <body> (MUI's default).
  // The library's focus rescue (use-focus-rescue.ts) listens for focus on the outlet's own
  // element, and content portalled outside it is not seen: answering a round's question
  // would leave focus on MUI's container instead of the next question. See the README.
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  if (presentation === 'inline') {
    return (
      <Paper
        component="section"
        role="group"
        variant="outlined"
        aria-labelledby={labelledBy}
        aria-describedby={describedBy}
        aria-busy={busy}
        data-theme={mode}
        {...frame.rootProps}
        sx={{ p: 2, typography: 'body2' }}
      >
        {children}
      </Paper>
    );
  }
  return (
    <>
      <span ref={setAnchor} hidden />
      {anchor && (
        <Dialog
          open={open}
          container={anchor.parentElement}
          role={role}
          aria-labelledby={labelledBy}
          aria-describedby={describedBy}
          fullWidth
          maxWidth="sm"
          onClose={(_event, reason) => {
            if (reason === 'escapeKeyDown') frame.cancel();
          }}
          slotProps={{
            // Library text inside follows the same palette.
            paper: { 'data-theme': mode, 'aria-busy': busy, ...frame.rootProps } as object,
            // As it enters (before MUI's focus trap would focus the paper itself).
            transition: { onEntering: frame.focusInitial },
          }}
        >
          {/* MUI's dividers where content scrolls under the top or bottom (the hook's scroll cues). */}
          <DialogContent
            {...frame.scrollProps}
            sx={{
              typography: 'body2',
              '&[data-content-above]': { borderTop: 1, borderColor: 'divider' },
              '&[data-content-below]': { borderBottom: 1, borderColor: 'divider' },
            }}
          >
            {children}
          </DialogContent>
        </Dialog>
      )}
    </>
  );
}

/** Status lines: an outlined Alert; the element with `role` and `id` is always there (a live region must exist before it speaks). */
function MuiNotice({ role = 'status', id, children }: NoticeProps) {
  const empty = children === undefined || children === null || children === '' || children === false;
  return (
    <Box role={role} id={id} sx={{ my: empty ? 0 : 1 }}>
      {!empty && (
        <Alert role="none" variant="outlined" severity={role === 'alert' ? 'error' : 'info'} sx={{ alignItems: 'center' }}>
          {children}
        </Alert>
      )}
    </Box>
  );
}

/** The action row, in the one order: cancel, decline, others, primary. */
function MuiActionRow({ cancel, decline, children, primary }: ActionRowProps) {
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', justifyContent: 'flex-end', mt: 2 }}>
      {cancel}
      {decline}
      {children}
      {primary}
    </Stack>
  );
}

/**
 * A field: FormControl (error from `invalid`), FormLabel as label or legend, a FormHelperText
 * for each message and for the error, laid out from the data the library gives (words and ids).
 */
function MuiFieldFrame({ group, inline, invalid, rootProps, labelProps, label, requiredText, messages, error, children }: FieldFrameProps) {
  const caption = (
    <FormLabel {...labelProps} component={group ? 'legend' : 'label'} sx={{ mb: 0.5 }}>
      <bdi>{label}</bdi>
      {requiredText && ` ${requiredText}`}
    </FormLabel>
  );
  return (
    <FormControl component={group ? 'fieldset' : 'div'} error={invalid} fullWidth margin="dense" {...rootProps}>
      {inline ? (
        <Stack direction="row" sx={{ alignItems: 'center' }}>
          {children}
          {caption}
        </Stack>
      ) : (
        caption
      )}
      {messages.map((message) => (
        <Fragment key={message.id}>
          <FormHelperText id={message.id} error={false} sx={{ mx: 0 }}>
            {message.text}
          </FormHelperText>
          {message.more}
        </Fragment>
      ))}
      {!inline && children}
      {error && (
        <FormHelperText id={error.id} error hidden={error.hidden} sx={{ mx: 0 }}>
          {error.text}
        </FormHelperText>
      )}
    </FormControl>
  );
}

/** Text-like inputs: OutlinedInput, `error` from `invalid`, the contract's props on the native input. */
const MuiInput = forwardRef<HTMLInputElement, InputProps>(function MuiInput(
  { className: _className, style: _style, invalid, disabled, readOnly, type, ...rest },
  ref,
) {
  return <OutlinedInput size="small" fullWidth error={invalid} disabled={disabled} readOnly={readOnly} type={type} inputRef={ref} inputProps={rest} />;
});

/** Boolean fields and multi-select choices: controlled by the library (`checked` comes with the props). */
const MuiCheckbox = forwardRef<HTMLInputElement, InputProps>(function MuiCheckbox(
  { className: _className, style: _style, invalid, checked, disabled, type: _type, ...rest },
  ref,
) {
  return (
    <Checkbox
      checked={checked ?? false}
      disabled={disabled}
      color={invalid ? 'error' : 'primary'}
      sx={invalid ? { color: 'error.main' } : undefined}
      slotProps={{ input: { ...rest, ref } as object }}
    />
  );
});

/** Radios of a single-select: controlled by the library too (`checked` comes with the props). */
const MuiRadio = forwardRef<HTMLInputElement, InputProps>(function MuiRadio(
  { className: _className, style: _style, invalid, checked, disabled, type: _type, ...rest },
  ref,
) {
  return (
    <Radio
      checked={checked ?? false}
      disabled={disabled}
      color={invalid ? 'error' : 'primary'}
      sx={invalid ? { color: 'error.main' } : undefined}
      slotProps={{ input: { ...rest, ref } as object }}
    />
  );
});

/** Long single-selects: NativeSelect in an OutlinedInput; the `<option>` children stay native. */
const MuiSelect = forwardRef<HTMLSelectElement, SelectProps>(function MuiSelect(
  { className: _className, style: _style, invalid, disabled, children, ...rest },
  ref,
) {
  return (
    <NativeSelect input={<OutlinedInput size="small" />} error={invalid} disabled={disabled} fullWidth inputProps={{ ...rest, ref } as object}>
      {children}
    </NativeSelect>
  );
});

function MuiOptionFilter({ label, labelProps, inputProps, children }: OptionFilterProps) {
  return (
    <FormControl fullWidth margin="dense">
      <FormLabel htmlFor={labelProps.htmlFor} id={labelProps.id}>
        {label}
      </FormLabel>
      <MuiInput {...inputProps} />
      {children && (
        <FormHelperText component="div" sx={{ mx: 0, '& p': { m: 0 } }}>
          {children}
        </FormHelperText>
      )}
    </FormControl>
  );
}

/** The URL as text (exactly `analysis.href`), the registrable domain marked. */
function MuiUrlText({ analysis, textRef }: UrlTextProps) {
  const { parts } = analysis;
  return (
    <Typography ref={textRef} component="span" dir="ltr" translate="no" sx={{ fontFamily: 'monospace', fontSize: '0.875rem', wordBreak: 'break-all' }}>
      {parts ? (
        <>
          {parts.scheme}
          {parts.userinfo && (
            <Box component="span" sx={{ textDecoration: 'line-through' }}>
              {parts.userinfo}
            </Box>
          )}
          {parts.subdomain && (
            <Box component="span" sx={{ color: 'text.secondary' }}>
              {parts.subdomain}
            </Box>
          )}
          <Box component="mark" sx={{ bgcolor: 'primary.main', color: 'primary.contrastText', fontWeight: 700, px: 0.25, borderRadius: 0.5 }}>
            {parts.domain}
          </Box>
          {parts.port}
          {parts.path + parts.query + parts.fragment}
        </>
      ) : (
        analysis.display
      )}
    </Typography>
  );
}

/** The URL's warnings: an Alert (error when one is serious) with a list. */
function MuiUrlWarningList({ id, title, warnings, labels }: UrlWarningListProps) {
  const titleId = `${id}-title`;
  const serious = warnings.some((warning) => warning.severity === 'danger');
  // One colour for the whole list here, so each item's severity is shown in words, not hidden.
  const { severity } = resolveLabels(labels).url;
  return (
    <Alert id={id} role="group" aria-labelledby={titleId} severity={serious ? 'error' : 'warning'} sx={{ my: 1 }}>
      <AlertTitle id={titleId} component="h3">
        {title}
      </AlertTitle>
      <List dense disablePadding>
        {warnings.map((warning, index) => (
          <ListItem key={`${warning.code}-${index}`} disableGutters data-code={warning.code} data-severity={warning.severity}>
            <ListItemText primary={`${severity(warning.severity)} ${describeUrlWarning(warning, labels)}`} />
          </ListItem>
        ))}
      </List>
    </Alert>
  );
}

/** One choice of a radio group or multi-select: FormControlLabel around the (MUI) control. */
function MuiChoiceLabel({ children, label, htmlFor, disabled, invalid }: ChoiceLabelProps) {
  return (
    <FormControlLabel
      htmlFor={htmlFor}
      control={children as ReactElement}
      label={label}
      disabled={disabled}
      slotProps={{ typography: { variant: 'body2', color: invalid ? 'error' : undefined } }}
    />
  );
}

const TEXT_STYLE: Record<TextVariant, { variant: 'body1' | 'body2' | 'caption' | 'subtitle2'; color?: string }> = {
  message: { variant: 'body1' },
  question: { variant: 'body1' },
  answer: { variant: 'body2', color: 'text.secondary' },
  description: { variant: 'body2', color: 'text.secondary' },
  summary: { variant: 'subtitle2', color: 'error' },
  attention: { variant: 'subtitle2', color: 'error' },
  intro: { variant: 'caption', color: 'text.secondary' },
  destination: { variant: 'body2' },
  url: { variant: 'body2' },
  checking: { variant: 'body2', color: 'text.secondary' },
  hint: { variant: 'caption', color: 'text.secondary' },
  status: { variant: 'body2' },
};

/** Every line of text: Typography, its variant and colour chosen from the line's `variant`. */
const MuiText = forwardRef<HTMLParagraphElement, TextProps>(function MuiText({ variant, className: _className, style: _style, color: _color, children, ...rest }, ref) {
  const empty = children === undefined || children === null || children === '' || children === false;
  return (
    <Typography ref={ref} component="p" {...TEXT_STYLE[variant]} gutterBottom={!empty} {...rest}>
      {children}
    </Typography>
  );
});

/** Which server is asking: an overline Typography, the server's name in bold. */
function MuiServerBadge({ id, prefix, name, host, selfReported }: ServerBadgePartProps) {
  return (
    <Typography id={id} component="p" variant="body2" color="text.secondary" gutterBottom>
      {prefix}{' '}
      <Box component="strong" sx={{ color: 'text.primary' }}>
        {name}
      </Box>
      {host}
      {selfReported && ` · ${selfReported}`}
    </Typography>
  );
}

/** The URL request's title: an h2 in MUI's h6 style, and its hint. */
function MuiUrlTitle({ titleProps, title, hint }: UrlTitleProps) {
  return (
    <>
      <Typography {...titleProps} component="h2" variant="h6">
        {title}
      </Typography>
      {hint && (
        <Typography variant="body2" color="text.secondary">
          {hint}
        </Typography>
      )}
    </>
  );
}

/** A round's header: the server and the count (the frame's name), then the progress line. */
function MuiRoundHeader({ titleId, server, count, progress, attention }: RoundHeaderProps) {
  return (
    <Stack spacing={0.5} sx={{ mb: 2 }}>
      <Box id={titleId}>
        {server}
        <Typography component="span" variant="h6">
          {count}
        </Typography>
      </Box>
      <Typography component="p" variant="subtitle2" color={attention ? 'error' : 'text.secondary'}>
        {progress}
      </Typography>
    </Stack>
  );
}

/** The library frame's close control as MUI's IconButton (MuiFrame, a MUI Dialog, has no need of it). */
const MuiCloseButton = forwardRef<HTMLButtonElement, CloseButtonProps>(function MuiCloseButton({ className: _className, style: _style, color: _color, ...rest }, ref) {
  return (
    <IconButton ref={ref} size="small" {...rest}>
      <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
        <path d="M3.5 3.5l9 9m0-9l-9 9" stroke="currentColor" strokeWidth="1.75" strokeLinecap="round" fill="none" />
      </svg>
    </IconButton>
  );
});

const muiParts: ElicitationComponents = {
  Button: MuiButton,
  Frame: MuiFrame,
  CloseButton: MuiCloseButton,
  Notice: MuiNotice,
  ActionRow: MuiActionRow,
  FieldFrame: MuiFieldFrame,
  Input: MuiInput,
  Checkbox: MuiCheckbox,
  Radio: MuiRadio,
  Select: MuiSelect,
  OptionFilter: MuiOptionFilter,
  UrlText: MuiUrlText,
  UrlWarningList: MuiUrlWarningList,
  ChoiceLabel: MuiChoiceLabel,
  Text: MuiText,
  ServerBadge: MuiServerBadge,
  UrlTitle: MuiUrlTitle,
  RoundHeader: MuiRoundHeader,
  TimeLeft: ({ text, urgent, moreTime }) => (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <Typography component="span" variant="body2" color={urgent ? 'error' : 'text.secondary'}>
        {text}
      </Typography>
      {moreTime}
    </Stack>
  ),
};

const analyzer = createUrlAnalyzer(tldts);

/**
 * A host app on MUI: its ThemeProvider follows the page's light or dark theme (data-theme
 * on the story wrapper, set by the toolbar or the storybook-dark project).
 */
function MuiApp({ presentation, children }: { presentation: Presentation; children: ReactNode }) {
  const [host, setHost] = useState<HTMLDivElement | null>(null);
  const mode: 'light' | 'dark' = host?.closest('[data-theme]')?.getAttribute('data-theme') === 'dark' ? 'dark' : 'light';
  const theme = useMemo(() => createTheme({ palette: { mode } }), [mode]);
  const env = useMemo(() => ({ mode }), [mode]);
  return (
    <div ref={setHost}>
      {host && (
        <ThemeProvider theme={theme}>
          <MuiEnv.Provider value={env}>
            <ElicitationProvider components={muiParts} analyzer={analyzer} presentation={presentation}>
              {children}
            </ElicitationProvider>
          </MuiEnv.Provider>
        </ThemeProvider>
      )}
    </div>
  );
}

// ---------------------------------------------------------------------------------------
// The requests
// ---------------------------------------------------------------------------------------

const server = { id: 'acme', name: 'Acme Cloud', url: 'https://mcp.acme.example/mcp' };

const accountRequest = {
  mode: 'form',
  message: 'Set up your Acme Cloud account',
  requestedSchema: {
    type: 'object',
    properties: {
      name: { type: 'string', title: 'Full name', minLength: 2 },
      email: { type: 'string', title: 'Email', format: 'email' },
      age: { type: 'integer', title: 'Age', minimum: 18 },
      newsletter: { type: 'boolean', title: 'Send me the newsletter' },
      plan: { type: 'string', title: 'Plan', oneOf: [{ const: 'free', title: 'Free' }, { const: 'pro', title: 'Pro' }, { const: 'team', title: 'Team' }] },
      region: {
        type: 'string',
        title: 'Region',
        oneOf: [
          { const: 'eu-west', title: 'Europe (Ireland)' },
          { const: 'eu-central', title: 'Europe (Frankfurt)' },
          { const: 'us-east', title: 'US East' },
          { const: 'us-west', title: 'US West' },
          { const: 'ap-south', title: 'Asia Pacific (Mumbai)' },
          { const: 'ap-east', title: 'Asia Pacific (Hong Kong)' },
        ],
      },
      topics: {
        type: 'array',
        title: 'Topics',
        description: 'What we may write to you about',
        minItems: 1,
        items: { anyOf: [{ const: 'releases', title: 'Releases' }, { const: 'security', title: 'Security advisories' }, { const: 'events', title: 'Events' }] },
      },
    },
    required: ['name', 'email', 'plan', 'region', 'topics'],
  },
} as const;

const confirmRequest = {
  mode: 'form',
  message: 'Delete the staging bucket?',
  requestedSchema: { type: 'object', properties: { reason: { type: 'string', title: 'Reason' } } },
} as const;

/** IP host, user info, plain http and a port: several warnings, one of them serious. */
const urlRequest = { mode: 'url', url: 'http://admin@203.0.113.7:8443/authorize', message: 'Sign in to finish connecting Acme Cloud.' } as const;

const roundRequests = {
  username: { mode: 'form', message: 'Your GitHub username', requestedSchema: { type: 'object', properties: { username: { type: 'string', title: 'Username', minLength: 2 } }, required: ['username'] } },
  port: { mode: 'form', message: 'Which port should the tunnel use?', requestedSchema: { type: 'object', properties: { port: { type: 'integer', title: 'Port', minimum: 1024 } }, required: ['port'] } },
  environment: {
    mode: 'form',
    message: 'Deploy to which environment?',
    requestedSchema: {
      type: 'object',
      properties: { environment: { type: 'string', title: 'Environment', oneOf: [{ const: 'staging', title: 'Staging' }, { const: 'production', title: 'Production' }] } },
      required: ['environment'],
    },
  },
} as const;

interface Loaded {
  store: ElicitationStore;
  answers: Record<string, Promise<ElicitResult>>;
}

function Stage({ loaded, presentation }: { loaded: Loaded; presentation: Presentation }) {
  return (
    <MuiApp presentation={presentation}>
      <ElicitationOutlet store={loaded.store} />
    </MuiApp>
  );
}

function requestOf(store: ElicitationStore, key: string) {
  return store.getSnapshot().rounds.flatMap((round) => round.requests).find((request) => request.key === key);
}

/** The default parts' own classes: none may be left when MUI draws every part. */
const DEFAULT_PART = [
  '.mcpe-Button, .mcpe-Actions, .mcpe-Field, .mcpe-Notice, .mcpe-Field-input, .mcpe-Field-checkbox, .mcpe-Field-radio, .mcpe-Field-select, .mcpe-Dialog',
  '.mcpe-Field-label, .mcpe-Field-description, .mcpe-Field-hint, .mcpe-FieldError, .mcpe-Field-option, .mcpe-Text, .mcpe-ServerBadge, .mcpe-UrlConsent-title, .mcpe-Round-header',
].join(', ');

/**
 * Where visible text sits in an element the library drew itself rather than through a
 * part: the nearest element around each visible text that is not a phrasing element
 * (a `<span>`, `<bdi>`, `<strong>` the library passes as a part's content) must be MUI's.
 * Skipped: text only for screen readers (.mcpe-VisuallyHidden) and a native select's options.
 */
const INLINE = new Set(['SPAN', 'BDI', 'STRONG', 'MARK', 'EM', 'B', 'SMALL']);

function textOutsideMui(root: HTMLElement): string[] {
  const found: string[] = [];
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    if (!node.textContent?.trim() || !parent || parent.closest('.mcpe-VisuallyHidden, option, [hidden]') || !parent.checkVisibility()) continue;
    let element: Element | null = parent;
    while (element && !/Mui/.test(element.className) && INLINE.has(element.tagName)) element = element.parentElement;
    if (!element || !/Mui/.test(element.className)) found.push(`${element?.tagName.toLowerCase()}.${element?.className}: ${node.textContent.trim().slice(0, 40)}`);
  }
  return found;
}

async function expectOnlyMui(root: HTMLElement) {
  await expect(root.querySelectorAll(DEFAULT_PART)).toHaveLength(0);
  // Every button and every form control on the page is MUI's.
  for (const button of root.querySelectorAll('button')) await expect(button).toHaveClass(/Mui(Button|ButtonBase)-root/);
  for (const input of root.querySelectorAll('input, select')) await expect(input.className).toMatch(/(MuiInputBase-input|MuiNativeSelect-select|PrivateSwitchBase-input)/);
  // Every visible text is in an element MUI drew.
  await expect(textOutsideMui(root)).toEqual([]);
}

const meta = {
  title: 'Theming/Design system: MUI',
  parameters: { layout: 'fullscreen' },
  render: (_args, { loaded, parameters }) => <Stage loaded={loaded as Loaded} presentation={parameters.presentation as Presentation} />,
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * A form request in MUI's Dialog: text, email, number, boolean, radios, a select and a
 * multi-select. Keyboard only: focus starts in the first field, Enter submits, the
 * library's checks turn MUI's fields red, the answer reaches the store; the next request
 * is cancelled with Escape.
 */
export const FormRequest: Story = {
  parameters: { presentation: 'dialog' },
  loaders: [
    () => {
      const store = createElicitationStore({ keepAnswered: true });
      const answers = {
        account: store.elicit(accountRequest, { server, roundId: 'account', key: 'account' }),
        confirm: store.elicit(confirmRequest, { server, roundId: 'confirm', key: 'confirm' }),
      };
      return { store, answers } satisfies Loaded;
    },
  ],
  play: async ({ canvasElement, loaded }) => {
    const { store, answers } = loaded as Loaded;
    const canvas = within(canvasElement);
    const dialog = await canvas.findByRole('dialog', { name: /Acme Cloud/ });
    await expect(dialog).toHaveClass('MuiDialog-paper');
    const name = await within(dialog).findByRole('textbox', { name: /Full name/ });
    // The frame was told what to focus, and MUI's Dialog focused it.
    await waitFor(() => expect(name).toHaveFocus());
    await expectOnlyMui(canvasElement);

    // Enter with nothing filled in: the library's checks, drawn as MUI's error state.
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(name).toHaveAttribute('aria-invalid', 'true'));
    await expect(name).toHaveFocus();
    await expect(name).toHaveAccessibleDescription('Fill in this field.');
    await expect(name.closest('.MuiOutlinedInput-root')).toHaveClass('Mui-error');
    await expect(within(dialog).getByText('Full name', { selector: 'label bdi' }).closest('label')).toHaveClass('Mui-error');
    await expect(within(dialog).getByRole('group', { name: /Plan/ })).toHaveClass('MuiFormControl-root');
    await expect(within(dialog).getByRole('radio', { name: 'Free' }).closest('.MuiRadio-root')).toHaveClass('MuiRadio-colorError');
    await expectOnlyMui(canvasElement);

    // Tab through, typing; Space ticks boxes, arrows pick a radio.
    await userEvent.type(name, 'Ada Lovelace');
    await userEvent.tab();
    const email = within(dialog).getByRole('textbox', { name: /Email/ });
    await expect(email).toHaveFocus();
    await userEvent.keyboard('ada@example');
    await userEvent.tab();
    await waitFor(() => expect(email).toHaveAccessibleDescription(/email address/i));
    await expect(email.closest('.MuiOutlinedInput-root')).toHaveClass('Mui-error');
    const age = within(dialog).getByRole('textbox', { name: /Age/ });
    await expect(age).toHaveFocus();
    await userEvent.keyboard('36');
    await userEvent.tab();
    const newsletter = within(dialog).getByRole('checkbox', { name: 'Send me the newsletter' });
    await expect(newsletter).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(newsletter).toBeChecked();
    await expect(newsletter.closest('.MuiCheckbox-root')).toHaveClass('Mui-checked');
    await userEvent.tab();
    await expect(within(dialog).getByRole('radio', { name: 'Free' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    const pro = within(dialog).getByRole('radio', { name: 'Pro' });
    await waitFor(() => expect(pro).toBeChecked());
    await expect(pro.closest('.MuiRadio-root')).toHaveClass('Mui-checked');
    await expect(within(dialog).getByRole('radio', { name: 'Free' }).closest('.MuiRadio-root')).not.toHaveClass('Mui-checked');
    await userEvent.tab();
    const region = within(dialog).getByRole('combobox', { name: /Region/ });
    await expect(region).toHaveFocus();
    await userEvent.selectOptions(region, 'eu-central');
    await userEvent.tab();
    const releases = within(dialog).getByRole('checkbox', { name: 'Releases' });
    await expect(releases).toHaveFocus();
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await expect(within(dialog).getByRole('checkbox', { name: 'Security advisories' })).toBeChecked();

    // Fix the email and submit with Enter.
    await userEvent.click(email);
    await userEvent.keyboard('.com{Enter}');
    await expect(answers.account).resolves.toEqual({
      action: 'accept',
      content: { name: 'Ada Lovelace', email: 'ada@example.com', age: 36, newsletter: true, plan: 'pro', region: 'eu-central', topics: ['security'] },
    });
    await expect(requestOf(store, 'account')).toMatchObject({ status: 'answered', answer: { action: 'accept' } });

    // The next request opens in a new Dialog; Escape cancels it.
    const next = await canvas.findByRole('dialog', { name: /Acme Cloud/, description: /staging bucket/ });
    const reason = within(next).getByRole('textbox', { name: 'Reason' });
    await waitFor(() => expect(reason).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await expect(answers.confirm).resolves.toEqual({ action: 'cancel' });
    await expect(requestOf(store, 'confirm')).toMatchObject({ status: 'answered', answer: { action: 'cancel' } });
    // Nothing pending: the store keeps the answered form in view, its notice an MUI Alert.
    const sent = await canvas.findByRole('dialog', { name: /Acme Cloud/ });
    // The notice's words (in an element of their own, which describes Dismiss), in MUI's Alert.
    const notice = (await within(sent).findByText(/sent/i)).closest<HTMLElement>('.MuiAlert-message')!;
    await expect(within(notice).getByRole('button', { name: 'Dismiss' })).toHaveClass('MuiButton-root');
    await expectOnlyMui(canvasElement);
  },
};

/**
 * The form as Submit leaves it when nothing is filled in: every field in MUI's error state
 * (red outline, label and helper text), checked by axe in both themes as it stands.
 */
export const ValidationErrors: Story = {
  parameters: { presentation: 'dialog' },
  loaders: [
    () => {
      const store = createElicitationStore();
      return { store, answers: { account: store.elicit(accountRequest, { server }) } } satisfies Loaded;
    },
  ],
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement).findByRole('dialog', { name: /Acme Cloud/ });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    const name = within(dialog).getByRole('textbox', { name: /Full name/ });
    await waitFor(() => expect(name).toHaveAttribute('aria-invalid', 'true'));
    await waitFor(() => expect(name).toHaveFocus());
    for (const field of ['Full name', 'Email', 'Plan', 'Region', 'Topics']) {
      // The field's own caption (the error summary names the fields too).
      const control = within(dialog).getByText(field, { selector: 'label bdi, legend bdi' }).closest('.MuiFormControl-root');
      await expect(control?.querySelector('.MuiFormLabel-root')).toHaveClass('Mui-error');
      await expect(control?.querySelector('.MuiFormHelperText-root.Mui-error')).not.toBeNull();
    }
    await expect(within(dialog).getByRole('combobox', { name: /Region/ }).closest('.MuiInputBase-root')).toHaveClass('Mui-error');
    await expectOnlyMui(canvasElement);
  },
};

/**
 * A URL consent in MUI's Dialog: the address drawn by MUI Typography with the domain
 * marked, the warnings in an Alert, Open as a risky (error) button. Focus starts on Cancel;
 * Tab, Enter declines.
 */
export const UrlConsent: Story = {
  parameters: { presentation: 'dialog' },
  loaders: [
    () => {
      const store = createElicitationStore({ keepAnswered: true });
      return { store, answers: { url: store.elicit(urlRequest, { server }) } } satisfies Loaded;
    },
  ],
  play: async ({ canvasElement, loaded }) => {
    const { answers } = loaded as Loaded;
    const canvas = within(canvasElement);
    const dialog = await canvas.findByRole('dialog', { name: /open/i });
    await expect(dialog).toHaveClass('MuiDialog-paper');
    const warnings = await within(dialog).findByRole('group', { name: /warning|check/i });
    await expect(warnings).toHaveClass('MuiAlert-root');
    await expect(within(warnings).getAllByRole('listitem').length).toBeGreaterThanOrEqual(2);
    // MUI Typography draws the address: its text is exactly the URL that would open, the domain marked.
    const address = dialog.querySelector('.MuiTypography-root[translate="no"]');
    await expect(address?.textContent).toBe('http://admin@203.0.113.7:8443/authorize');
    await expect(address?.querySelector('mark')).toHaveTextContent('203.0.113.7');
    const open = within(dialog).getByRole('button', { name: /^Open/ });
    await expect(open).toHaveClass('MuiButton-colorError');
    const cancel = within(dialog).getByRole('button', { name: 'Cancel' });
    await waitFor(() => expect(cancel).toHaveFocus());
    await expectOnlyMui(canvasElement);
    await userEvent.tab();
    await expect(within(dialog).getByRole('button', { name: 'Decline' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(answers.url).resolves.toEqual({ action: 'decline' });
    await expectOnlyMui(canvasElement);
  },
};

/**
 * A round of three questions in one MUI Dialog: Send all checks each (MUI's error state on
 * the one left empty), then sends the three answers together.
 */
export const Round: Story = {
  parameters: { presentation: 'dialog' },
  loaders: [
    () => {
      const store = createElicitationStore({ keepAnswered: true });
      const answers = Object.fromEntries(Object.entries(roundRequests).map(([key, request]) => [key, store.elicit(request, { server, roundId: 'setup', key })]));
      return { store, answers } satisfies Loaded;
    },
  ],
  play: async ({ canvasElement, loaded }) => {
    const { answers } = loaded as Loaded;
    const canvas = within(canvasElement);
    const dialog = await canvas.findByRole('dialog', { name: /Acme Cloud/ });
    await expect(dialog).toHaveClass('MuiDialog-paper');
    const username = await within(dialog).findByRole('textbox', { name: /Username/ });
    await waitFor(() => expect(username).toHaveFocus());
    await expectOnlyMui(canvasElement);
    await userEvent.keyboard('octocat');
    await userEvent.tab(); // the question's Decline
    await expect(document.activeElement).toHaveAccessibleName('Decline');
    await userEvent.tab();
    const port = within(dialog).getByRole('textbox', { name: /Port/ });
    await expect(port).toHaveFocus();
    await userEvent.tab(); // Decline
    await userEvent.tab();
    await expect(within(dialog).getByRole('radio', { name: 'Staging' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await userEvent.tab(); // Decline
    await userEvent.tab(); // Cancel all
    await expect(document.activeElement).toHaveAccessibleName('Cancel all');
    await userEvent.tab();
    const sendAll = within(dialog).getByRole('button', { name: 'Send all' });
    await expect(sendAll).toHaveFocus();
    await expect(sendAll).toHaveClass('MuiButton-contained');
    // The port is missing: Send all keeps the round open and turns that field red.
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(port).toHaveAttribute('aria-invalid', 'true'));
    await waitFor(() => expect(port).toHaveFocus());
    await expect(port.closest('.MuiOutlinedInput-root')).toHaveClass('Mui-error');
    await expectOnlyMui(canvasElement);
    await userEvent.keyboard('8443');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send all' }));
    await expect(Promise.all([answers.username, answers.port, answers.environment])).resolves.toEqual([
      { action: 'accept', content: { username: 'octocat' } },
      { action: 'accept', content: { port: 8443 } },
      { action: 'accept', content: { environment: 'staging' } },
    ]);
  },
};

/**
 * In the round's Dialog, Enter answers one question and focus moves on to the next (the
 * library's focus rescue), inside MUI's portal.
 */
export const RoundEnterMovesOn: Story = {
  parameters: { presentation: 'dialog' },
  loaders: Round.loaders,
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement).findByRole('dialog', { name: /Acme Cloud/ });
    const username = await within(dialog).findByRole('textbox', { name: /Username/ });
    await waitFor(() => expect(username).toHaveFocus());
    await userEvent.keyboard('octocat{Enter}');
    await waitFor(() => expect(within(dialog).getByRole('textbox', { name: /Port/ })).toHaveFocus());
  },
};

/**
 * The same three inline (a chat transcript): MUI Paper frames. Escape in a frame cancels
 * that request only.
 */
export const Inline: Story = {
  parameters: { presentation: 'inline' },
  loaders: [
    () => {
      const store = createElicitationStore({ keepAnswered: true });
      const answers = {
        account: store.elicit(accountRequest, { server, roundId: 'account' }),
        url: store.elicit(urlRequest, { server, roundId: 'url' }),
        ...Object.fromEntries(Object.entries(roundRequests).map(([key, request]) => [key, store.elicit(request, { server, roundId: 'setup', key })])),
      };
      return { store, answers } satisfies Loaded;
    },
  ],
  play: async ({ canvasElement, loaded }) => {
    const { answers } = loaded as Loaded;
    const canvas = within(canvasElement);
    await canvas.findByRole('textbox', { name: /Username/ });
    await canvas.findByRole('group', { name: /warning|check/i });
    const frames = canvas.getAllByRole('group', { name: /Acme Cloud|open/i }).filter((group) => group.matches('.MuiPaper-root'));
    await expect(frames.length).toBeGreaterThanOrEqual(3);
    await expectOnlyMui(canvasElement);
    // Inline, nothing steals focus; Escape inside the form cancels that request.
    const name = canvas.getByRole('textbox', { name: /Full name/ });
    await userEvent.click(name);
    await userEvent.keyboard('{Escape}');
    await expect(answers.account).resolves.toEqual({ action: 'cancel' });
    await expectOnlyMui(canvasElement);
  },
};

function Answers({ answers }: { answers: Loaded['answers'] }) {
  const [shown, setShown] = useState<Record<string, ElicitResult>>({});
  useLayoutEffect(() => {
    for (const [key, answer] of Object.entries(answers)) void answer.then((result) => setShown((current) => ({ ...current, [key]: result })));
  }, [answers]);
  return (
    <Typography component="output" aria-label="Answers" data-answers={JSON.stringify(shown)} sx={{ display: 'block', p: 2, fontFamily: 'monospace' }}>
      {Object.entries(shown).map(([key, result]) => `${key}: ${JSON.stringify(result)}`).join('\n')}
    </Typography>
  );
}

/**
 * The form request and the next one, with no play function: for trying the keyboard by hand
 * and for test/browser/design-system-mui.test.ts, which drives it with real key presses.
 * The answers, as the store's promises resolve them, are printed below.
 */
export const Keyboard: Story = {
  parameters: { presentation: 'dialog' },
  loaders: FormRequest.loaders,
  render: (_args, { loaded }) => (
    <MuiApp presentation="dialog">
      <ElicitationOutlet store={(loaded as Loaded).store} />
      <Answers answers={(loaded as Loaded).answers} />
    </MuiApp>
  ),
};

/** The URL consent alone, with no play function: for test/browser/design-system-mui.test.ts's real key presses. */
export const KeyboardUrl: Story = {
  parameters: { presentation: 'dialog' },
  loaders: UrlConsent.loaders,
  render: Keyboard.render,
};

/** The round of three, with no play function: for test/browser/design-system-mui.test.ts's real key presses. */
export const KeyboardRound: Story = {
  parameters: { presentation: 'dialog' },
  loaders: Round.loaders,
  render: Keyboard.render,
};
