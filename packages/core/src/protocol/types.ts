/**
 * Wire types of MCP elicitation for both spec eras (2025-11-25 and 2026-07-28).
 *
 * These describe what a well-formed peer sends. Everything that arrives from the
 * network is `unknown` until a guard of this folder (`isElicitRequest`,
 * `readElicitRequestParams`, `isInputRequiredResult`, …) or `toFormModel` says otherwise.
 */

/** A protocol revision string, e.g. `"2026-07-28"`. */
export type ProtocolVersion = '2025-11-25' | '2026-07-28' | (string & {});

/** The revision the kit speaks by default (stateless, MRTR). */
export const LATEST_PROTOCOL_VERSION = '2026-07-28';
/** The previous revision, where servers push `elicitation/create` themselves. */
export const LEGACY_PROTOCOL_VERSION = '2025-11-25';

/** Any JSON value. */
export type JSONValue = string | number | boolean | null | JSONValue[] | JSONObject;
/** A JSON object. */
export interface JSONObject {
  [key: string]: JSONValue | undefined;
}

// ---------------------------------------------------------------------------
// requestedSchema grammar: a flat object of primitive fields, identical in both eras.
// ---------------------------------------------------------------------------

/** The four string formats the spec allows. */
export type StringFormat = 'email' | 'uri' | 'date' | 'date-time';

interface SchemaAnnotations<D> {
  title?: string;
  description?: string;
  default?: D;
}

/** Variant 1: free text. */
export interface StringSchema extends SchemaAnnotations<string> {
  type: 'string';
  minLength?: number;
  maxLength?: number;
  format?: StringFormat;
}

/** Variant 2: a number or an integer. */
export interface NumberSchema extends SchemaAnnotations<number> {
  type: 'number' | 'integer';
  minimum?: number;
  maximum?: number;
}

/** Variant 3: yes / no. */
export interface BooleanSchema extends SchemaAnnotations<boolean> {
  type: 'boolean';
}

/** Variant 4: single choice, values are their own labels. */
export interface UntitledSingleSelectEnumSchema extends SchemaAnnotations<string> {
  type: 'string';
  enum: string[];
}

/** One titled option: the value sent and the label shown. */
export interface TitledOption {
  const: string;
  title: string;
}

/** Variant 5: single choice with titled options. */
export interface TitledSingleSelectEnumSchema extends SchemaAnnotations<string> {
  type: 'string';
  oneOf: TitledOption[];
}

/** Variant 6 (deprecated by the spec): `enum` with parallel `enumNames` labels. */
export interface LegacyTitledEnumSchema extends SchemaAnnotations<string> {
  type: 'string';
  enum: string[];
  enumNames?: string[];
}

/** Variant 7: several choices, values are their own labels. */
export interface UntitledMultiSelectEnumSchema extends SchemaAnnotations<string[]> {
  type: 'array';
  minItems?: number;
  maxItems?: number;
  items: { type: 'string'; enum: string[] };
}

/** Variant 8: several choices with titled options. */
export interface TitledMultiSelectEnumSchema extends SchemaAnnotations<string[]> {
  type: 'array';
  minItems?: number;
  maxItems?: number;
  items: { anyOf: TitledOption[] };
}

/** Any of the single- or multi-select variants. */
export type EnumSchema =
  UntitledSingleSelectEnumSchema | TitledSingleSelectEnumSchema | LegacyTitledEnumSchema | UntitledMultiSelectEnumSchema | TitledMultiSelectEnumSchema;

/** One property of a `requestedSchema`. */
export type PrimitiveSchemaDefinition = StringSchema | NumberSchema | BooleanSchema | EnumSchema;

/** The flat object schema of a form-mode request. */
export interface RequestedSchema {
  $schema?: string;
  type: 'object';
  properties: Record<string, PrimitiveSchemaDefinition>;
  required?: string[];
}

// ---------------------------------------------------------------------------
// elicitation/create
// ---------------------------------------------------------------------------

/** Form-mode params. A missing `mode` means form. */
export interface ElicitRequestFormParams {
  mode?: 'form';
  message: string;
  requestedSchema: RequestedSchema;
  /** 2025-11-25 only: request metadata (e.g. `progressToken`). */
  _meta?: JSONObject;
  /** 2025-11-25 only: task augmentation. */
  task?: JSONObject;
}

/** URL-mode params. */
export interface ElicitRequestURLParams {
  mode: 'url';
  message: string;
  url: string;
  /** 2025-11-25 only (removed in 2026-07-28): the server's id for this elicitation. */
  elicitationId?: string;
  /** 2025-11-25 only. */
  _meta?: JSONObject;
}

/** Params of `elicitation/create` in either mode. */
export type ElicitRequestParams = ElicitRequestFormParams | ElicitRequestURLParams;

/** The `elicitation/create` request (2026: bare inside `inputRequests`; 2025: a JSON-RPC request). */
export interface ElicitRequest {
  method: 'elicitation/create';
  params: ElicitRequestParams;
}

/** What the person did. */
export type ElicitAction = 'accept' | 'decline' | 'cancel';

/** One value of accepted form content. */
export type ElicitContentValue = string | number | boolean | string[];

/** Accepted form content keyed by property name. */
export type ElicitContent = Record<string, ElicitContentValue>;

/** The answer to one elicitation. */
export interface ElicitResult {
  action: ElicitAction;
  /** Only with `accept` in form mode. */
  content?: ElicitContent;
  /** 2025-11-25 only (there `ElicitResult` extends `Result`). */
  _meta?: JSONObject;
}

// ---------------------------------------------------------------------------
// MRTR (2026-07-28)
// ---------------------------------------------------------------------------

/** `resultType` of a 2026 result; extensions may define more. */
export type ResultType = 'complete' | 'input_required' | (string & {});

/** A `sampling/createMessage` request embedded in `inputRequests` (deprecated kind, still legal). */
export interface CreateMessageInputRequest {
  method: 'sampling/createMessage';
  params: JSONObject;
}

/** A `roots/list` request embedded in `inputRequests` (deprecated kind, still legal). */
export interface ListRootsInputRequest {
  method: 'roots/list';
  params?: JSONObject;
}

/**
 * An `elicitation/create` embedded in `inputRequests`, as received. Only its kind and that
 * `params` is an object are known: read the params with `readElicitRequestParams`, so a
 * request with an unknown mode still reaches the UI, which answers it with decline/cancel
 * (a mode the client did not declare, which a server must not send, is cancelled) instead
 * of failing the whole call.
 */
export interface ElicitInputRequest {
  method: 'elicitation/create';
  params: JSONObject;
}

/** One embedded request: bare `{method, params}`, no `jsonrpc`, no `id`. */
export type InputRequest = ElicitInputRequest | CreateMessageInputRequest | ListRootsInputRequest;

/** The `method` of each kind of embedded request: the only three allowed. */
export const INPUT_REQUEST_METHODS = ['elicitation/create', 'sampling/createMessage', 'roots/list'] as const;
/** One of {@link INPUT_REQUEST_METHODS}. */
export type InputRequestMethod = (typeof INPUT_REQUEST_METHODS)[number];

/** Server-chosen keys → embedded requests. */
export type InputRequests = Record<string, InputRequest>;

/** The bare result for one key (an `ElicitResult` for elicitations). */
export type InputResponse = ElicitResult | JSONObject;

/** The answers of one round, with exactly that round's keys. */
export type InputResponses = Record<string, InputResponse>;

/** Result `_meta` (may carry `io.modelcontextprotocol/serverInfo`). */
export type ResultMetaObject = JSONObject;

/** The interim answer that asks the client for input and a retry. */
export interface InputRequiredResult {
  resultType: 'input_required';
  inputRequests?: InputRequests;
  /** Opaque; echoed byte for byte on the retry. */
  requestState?: string;
  _meta?: ResultMetaObject;
}

/**
 * A final result: `resultType` `"complete"` or absent (earlier revisions: missing means complete). The rest is
 * the method's own result (`CallToolResult`, `GetPromptResult`, `ReadResourceResult`), which
 * core does not interpret.
 */
export interface CompleteResult {
  resultType?: 'complete';
  _meta?: ResultMetaObject;
  [key: string]: unknown;
}

/** Params a retried `tools/call` / `prompts/get` / `resources/read` adds. */
export interface InputResponseRequestParams {
  inputResponses?: InputResponses;
  requestState?: string;
  _meta?: RequestMetaObject | JSONObject;
}

/** The only methods that may answer `input_required`. */
export const INPUT_REQUIRED_METHODS = ['tools/call', 'prompts/get', 'resources/read'] as const;
/** One of {@link INPUT_REQUIRED_METHODS}. */
export type InputRequiredMethod = (typeof INPUT_REQUIRED_METHODS)[number];

// ---------------------------------------------------------------------------
// Capabilities and the per-request _meta envelope
// ---------------------------------------------------------------------------

/** `ClientCapabilities.elicitation`: `{}` means form only. */
export interface ElicitationCapability {
  form?: JSONObject;
  url?: JSONObject;
}

/** What a client declares it can do. Open: unknown keys pass through. */
export interface ClientCapabilities {
  // `| undefined`: `{ elicitation: elicitationCapability(modes) }` is how a host writes it; JSON drops an undefined.
  elicitation?: ElicitationCapability | undefined;
  sampling?: JSONObject;
  roots?: { listChanged?: boolean } & JSONObject;
  experimental?: JSONObject;
  extensions?: JSONObject;
  [key: string]: unknown;
}

/** An icon of an `Implementation`. */
export interface Icon {
  src: string;
  mimeType?: string;
  sizes?: string[];
  theme?: 'light' | 'dark';
}

/** Who a client or server says it is (self-reported: for display only, never for decisions). */
export interface Implementation {
  name: string;
  version: string;
  title?: string;
  description?: string;
  icons?: Icon[];
  websiteUrl?: string;
}

/** `_meta` key of the protocol version (2026-07-28). */
export const PROTOCOL_VERSION_META_KEY = 'io.modelcontextprotocol/protocolVersion';
/** `_meta` key of the client's capabilities (2026-07-28). */
export const CLIENT_CAPABILITIES_META_KEY = 'io.modelcontextprotocol/clientCapabilities';
/** `_meta` key of the client's self-description (2026-07-28). */
export const CLIENT_INFO_META_KEY = 'io.modelcontextprotocol/clientInfo';
/** Result `_meta` key of the server's self-description (2026-07-28). */
export const SERVER_INFO_META_KEY = 'io.modelcontextprotocol/serverInfo';

/** The per-request `_meta` envelope of 2026-07-28, carried by every request, retries too. */
export interface RequestMetaObject {
  [PROTOCOL_VERSION_META_KEY]: ProtocolVersion;
  [CLIENT_CAPABILITIES_META_KEY]: ClientCapabilities;
  [CLIENT_INFO_META_KEY]?: Implementation;
  progressToken?: string | number;
  [key: string]: unknown;
}

// ---------------------------------------------------------------------------
// 2025-11-25 only
// ---------------------------------------------------------------------------

/** Server → client notification that a URL-mode elicitation finished (2025-11-25). */
export interface ElicitationCompleteNotification {
  method: 'notifications/elicitation/complete';
  params: { elicitationId: string };
}

/** JSON-RPC error codes the elicitation flows meet. */
export const ErrorCodes = {
  /** Invalid params; 2025 clients answer an undeclared mode with it. */
  InvalidParams: -32602,
  /** 2026: `MCP-Protocol-Version` header and `_meta` disagree. */
  HeaderMismatch: -32020,
  /** 2026: the server needs a capability the request did not declare. */
  MissingRequiredClientCapability: -32021,
  /** 2026: unsupported protocol version (`data.supported`, `data.requested`). */
  UnsupportedProtocolVersion: -32022,
  /** 2025-11-25 only: URL elicitation required (`data.elicitations`). Reserved in 2026. */
  UrlElicitationRequired: -32042,
} as const;
