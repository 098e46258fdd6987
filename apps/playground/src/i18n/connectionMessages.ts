import type { ConnectionFailureKind } from '../connection/describeFailure.js';
import type { Language } from './language.js';

/** The connection panel's strings. */
export interface ConnectionMessages {
  heading: string;
  demoServer: string;
  useDemo: string;
  serverInfo: (name: string, version: string) => string;
  serverInfoUnknown: string;
  address: string;
  /** The label of what the server says it is (its name and version). */
  serverName: string;
  connectOther: string;
  transport: string;
  transportHttp: string;
  transportStdio: string;
  url: string;
  urlHint: string;
  command: string;
  commandHint: string;
  headers: string;
  headerRow: (index: number) => string;
  addHeader: string;
  envVars: string;
  envRow: (index: number) => string;
  nameOf: (row: string) => string;
  valueOf: (row: string) => string;
  addEnv: string;
  remove: (what: string) => string;
  era: string;
  eraAuto: string;
  eraLegacy: string;
  connect: string;
  secretsNote: string;
  recentHeading: string;
  recentConnect: (label: string) => string;
  recentForget: (label: string) => string;
  recentNeeds: (names: readonly string[]) => string;
  fillValues: string;
  failures: Record<ConnectionFailureKind, string>;
  /** `unreachable` when the page itself reached the server (no local side): CORS may be why. */
  unreachableDirect: string;
  /** A standing connection went: the server stopped answering. */
  lost: string;
  /** A stdio command that had spoken MCP exited: `how` is {@link exitCode} or {@link exitSignal}. */
  commandStopped: (how: string | undefined) => string;
  exitCode: (code: number | null) => string;
  exitSignal: (signal: string) => string;
  /** The address typed is not an http(s) URL. */
  urlInvalid: string;
  failureDetails: string;
}

const en: ConnectionMessages = {
  heading: 'Server',
  demoServer: 'The demo server',
  useDemo: 'Use the demo server',
  serverInfo: (name, version) => `${name} ${version}`,
  serverInfoUnknown: 'The server did not say its name.',
  address: 'Address',
  serverName: 'Server',
  connectOther: 'Connect to your server',
  transport: 'Transport',
  transportHttp: 'Streamable HTTP',
  transportStdio: 'Command (stdio)',
  url: 'Server URL',
  urlHint: 'Its MCP endpoint, e.g. http://127.0.0.1:3001/mcp',
  command: 'Command',
  commandHint: 'Run by this playground’s local side, e.g. npx -y @modelcontextprotocol/server-everything',
  headers: 'Headers',
  headerRow: (i) => `Header ${i}`,
  addHeader: 'Add a header',
  envVars: 'Environment variables',
  envRow: (i) => `Variable ${i}`,
  nameOf: (row) => `${row} name`,
  valueOf: (row) => `${row} value`,
  addEnv: 'Add a variable',
  remove: (what) => `Remove ${what}`,
  era: 'Protocol',
  eraAuto: 'Auto (2026-07-28)',
  eraLegacy: '2025-11-25',
  connect: 'Connect',
  secretsNote: 'Header and variable values are kept for this visit only; recent connections remember their names, never their values.',
  recentHeading: 'Recent connections',
  recentConnect: (label) => `Connect to ${label}`,
  recentForget: (label) => `Forget ${label}`,
  recentNeeds: (names) => `Needs ${names.join(', ')}`,
  fillValues: 'Fill in the values, then connect.',
  failures: {
    unreachable: 'Nothing answered at that address. Is the server running, and is the address right?',
    'not-mcp': 'Something answered, but not an MCP server. Check the path (often /mcp).',
    'auth-required': 'The server wants credentials. Add a header such as Authorization: Bearer <token>.',
    'era-mismatch': 'The server and this playground share no protocol version. Try the other protocol.',
    'command-not-started': 'The command could not be started.',
    'command-exited': 'The command ended before it spoke MCP. Check that it runs in a terminal.',
    other: 'The connection failed.',
  },
  unreachableDirect: 'Nothing answered at that address. Is the server running, and does it allow this page’s origin (CORS)?',
  lost: 'The connection was lost: the server stopped answering. “Try again” at the top connects again.',
  commandStopped: (how) =>
    `The server’s command stopped${how ? ` (${how})` : ''} after it had connected, so its running calls ended. “Try again” at the top starts it again.`,
  exitCode: (code) => (code === null ? 'no exit code' : `exit code ${code}`),
  exitSignal: (signal) => `killed by ${signal}`,
  urlInvalid: 'Enter a full http:// or https:// address, e.g. http://127.0.0.1:3001/mcp.',
  failureDetails: 'Details',
};

const de: ConnectionMessages = {
  heading: 'Server',
  demoServer: 'Der Demo-Server',
  useDemo: 'Demo-Server verwenden',
  serverInfo: (name, version) => `${name} ${version}`,
  serverInfoUnknown: 'Der Server hat seinen Namen nicht genannt.',
  address: 'Adresse',
  serverName: 'Server',
  connectOther: 'Mit Ihrem Server verbinden',
  transport: 'Transport',
  transportHttp: 'Streamable HTTP',
  transportStdio: 'Befehl (stdio)',
  url: 'Server-URL',
  urlHint: 'Sein MCP-Endpunkt, z. B. http://127.0.0.1:3001/mcp',
  command: 'Befehl',
  commandHint: 'Ausgeführt von der lokalen Seite dieses Playgrounds, z. B. npx -y @modelcontextprotocol/server-everything',
  headers: 'Header',
  headerRow: (i) => `Header ${i}`,
  addHeader: 'Header hinzufügen',
  envVars: 'Umgebungsvariablen',
  envRow: (i) => `Variable ${i}`,
  nameOf: (row) => `Name von ${row}`,
  valueOf: (row) => `Wert von ${row}`,
  addEnv: 'Variable hinzufügen',
  remove: (what) => `${what} entfernen`,
  era: 'Protokoll',
  eraAuto: 'Automatisch (2026-07-28)',
  eraLegacy: '2025-11-25',
  connect: 'Verbinden',
  secretsNote: 'Werte von Headern und Variablen gelten nur für diesen Besuch; die letzten Verbindungen merken sich die Namen, nie die Werte.',
  recentHeading: 'Letzte Verbindungen',
  recentConnect: (label) => `Mit ${label} verbinden`,
  recentForget: (label) => `${label} vergessen`,
  recentNeeds: (names) => `Braucht ${names.join(', ')}`,
  fillValues: 'Werte eintragen, dann verbinden.',
  failures: {
    unreachable: 'Unter dieser Adresse hat nichts geantwortet. Läuft der Server, und stimmt die Adresse?',
    'not-mcp': 'Etwas hat geantwortet, aber kein MCP-Server. Prüfen Sie den Pfad (oft /mcp).',
    'auth-required': 'Der Server verlangt Zugangsdaten. Fügen Sie einen Header wie Authorization: Bearer <Token> hinzu.',
    'era-mismatch': 'Der Server und dieser Playground haben keine gemeinsame Protokollversion. Versuchen Sie das andere Protokoll.',
    'command-not-started': 'Der Befehl konnte nicht gestartet werden.',
    'command-exited': 'Der Befehl endete, bevor er MCP gesprochen hat. Prüfen Sie, ob er im Terminal läuft.',
    other: 'Die Verbindung ist fehlgeschlagen.',
  },
  unreachableDirect: 'Unter dieser Adresse hat nichts geantwortet. Läuft der Server, und erlaubt er den Ursprung dieser Seite (CORS)?',
  lost: 'Die Verbindung ist verloren: Der Server antwortet nicht mehr. „Erneut versuchen“ oben verbindet neu.',
  commandStopped: (how) =>
    `Der Befehl des Servers hat sich beendet${how ? ` (${how})` : ''}, nachdem er verbunden war; seine laufenden Aufrufe endeten. „Erneut versuchen“ oben startet ihn neu.`,
  exitCode: (code) => (code === null ? 'ohne Exit-Code' : `Exit-Code ${code}`),
  exitSignal: (signal) => `beendet durch ${signal}`,
  urlInvalid: 'Geben Sie eine vollständige http://- oder https://-Adresse ein, z. B. http://127.0.0.1:3001/mcp.',
  failureDetails: 'Details',
};

export const CONNECTION_MESSAGES: Record<Language, ConnectionMessages> = { en, de };
