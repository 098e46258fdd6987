/**
 * The demo tools' listing as plain data: no server code, no Node built-ins, so a browser app
 * (the playground's tool picker) can import it as is. The tools take their names from here.
 */

/** A tool as the playground's picker lists it. */
export interface DemoToolListing {
  /** The MCP tool name. */
  name: string;
  /** A human title. */
  title: string;
  /** One sentence: what the tool shows off. */
  description: string;
}

/** Every demo tool, in the order the playground offers them (the same as `tools/list`). */
export const DEMO_TOOLS = [
  { name: 'book_flight', title: 'Book a flight', description: 'One form: dates, a titled cabin select, passengers 1–9 and a multi-select of meals.' },
  { name: 'deploy', title: 'Deploy a release', description: 'Two rounds in a row: a yes/no confirmation, then the rollout, carried in a signed requestState.' },
  {
    name: 'connect_github',
    title: 'Connect GitHub',
    description: 'URL mode: sign in on a third-party page (another origin); the call completes once you have.',
  },
  {
    name: 'profile',
    title: 'Edit your profile',
    description: 'Every field kind and format at once: text, email, URL, dates, numbers, yes/no, single and multi selects, with defaults.',
  },
  { name: 'onboarding', title: 'Join a workspace', description: 'Two questions in one round: a form and a link to the workspace terms.' },
  {
    name: 'suspicious',
    title: 'A suspicious server',
    description: 'A hostile server: asks for a password, links to a look-alike domain and sends a form no one should render.',
  },
] as const satisfies readonly DemoToolListing[];

/** The name of a demo tool. */
export type DemoToolName = (typeof DEMO_TOOLS)[number]['name'];

/** The listing of tool `name`. */
export function listing(name: DemoToolName): DemoToolListing {
  const found = DEMO_TOOLS.find((tool) => tool.name === name);
  if (found === undefined) throw new Error(`No demo tool named ${name}`);
  return { ...found };
}
