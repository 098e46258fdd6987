import { useId, useRef, useState, type FormEvent } from 'react';
import { useAppMessages } from '../i18n/AppMessagesContext.js';
import { parseHttpUrl } from '../mcp/transportFor.js';
import { ChoiceGroup } from '../settings/ChoiceGroup.js';
import type { EraChoice } from '../settings/preferences.js';
import { NamedValueRows } from './NamedValueRows.js';
import type { RecentConnection } from './recentConnections.js';
import { filledValues, type NamedValue, type ServerTarget } from './serverTarget.js';

/** What the form holds; values stay in memory for this visit only. */
export interface ConnectDraft {
  kind: 'http' | 'stdio';
  url: string;
  headers: NamedValue[];
  command: string;
  env: NamedValue[];
  era: EraChoice;
}

export const EMPTY_DRAFT: ConnectDraft = { kind: 'http', url: '', headers: [], command: '', env: [], era: 'auto' };

/** A recent connection as a draft: its names come back with empty values, to be typed again. */
export function draftFrom(recent: RecentConnection): ConnectDraft {
  return recent.kind === 'http'
    ? { ...EMPTY_DRAFT, kind: 'http', url: recent.url, headers: recent.headerNames.map((name) => ({ name, value: '' })), era: recent.era }
    : { ...EMPTY_DRAFT, kind: 'stdio', command: recent.command, env: recent.envNames.map((name) => ({ name, value: '' })), era: recent.era };
}

/** The target a draft describes, or `undefined` while its address is empty. */
export function targetFrom(draft: ConnectDraft): ServerTarget | undefined {
  if (draft.kind === 'http') return draft.url.trim() === '' ? undefined : { kind: 'http', url: draft.url.trim(), headers: filledValues(draft.headers) };
  return draft.command.trim() === '' ? undefined : { kind: 'stdio', command: draft.command.trim(), env: filledValues(draft.env) };
}

export interface ConnectFormProps {
  draft: ConnectDraft;
  onDraftChange: (draft: ConnectDraft) => void;
  onConnect: (target: ServerTarget, era: EraChoice) => void;
}

/** Where to connect: a Streamable HTTP URL with headers, or a stdio command with variables; and the protocol. */
export function ConnectForm({ draft, onDraftChange, onConnect }: ConnectFormProps) {
  const t = useAppMessages().connection;
  const id = useId();
  // What is wrong with the address: nothing typed, or (HTTP) not an http(s) URL — said before connecting, not as "the connection failed".
  const [problem, setProblem] = useState<'missing' | 'invalid-url' | undefined>(undefined);
  const missing = problem !== undefined;
  const addressRef = useRef<HTMLInputElement>(null);
  const set = (change: Partial<ConnectDraft>) => {
    setProblem(undefined);
    onDraftChange({ ...draft, ...change });
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const target = targetFrom(draft);
    const found = target === undefined ? 'missing' : target.kind === 'http' && !isHttpUrl(target.url) ? 'invalid-url' : undefined;
    if (target === undefined || found !== undefined) {
      setProblem(found);
      addressRef.current?.focus();
      return;
    }
    onConnect(target, draft.era);
  };
  const addressId = `${id}-address`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <form className="connect-form" data-testid="connect-form" onSubmit={submit} noValidate>
      <ChoiceGroup
        label={t.transport}
        testId="transport-control"
        value={draft.kind}
        onChange={(kind) => set({ kind })}
        options={[
          { value: 'http', label: t.transportHttp },
          { value: 'stdio', label: t.transportStdio },
        ]}
      />
      <div className="field">
        <label htmlFor={addressId}>{draft.kind === 'http' ? t.url : t.command}</label>
        <input
          ref={addressRef}
          id={addressId}
          className="text-input"
          data-testid={draft.kind === 'http' ? 'server-url' : 'server-command'}
          type={draft.kind === 'http' ? 'url' : 'text'}
          value={draft.kind === 'http' ? draft.url : draft.command}
          spellCheck={false}
          autoComplete="off"
          aria-describedby={missing ? `${errorId} ${hintId}` : hintId}
          aria-invalid={missing || undefined}
          onChange={(event) => set(draft.kind === 'http' ? { url: event.target.value } : { command: event.target.value })}
        />
        <p id={hintId} className="field-hint">
          {draft.kind === 'http' ? t.urlHint : t.commandHint}
        </p>
        {missing ? (
          <p id={errorId} className="field-error" role="alert">
            {draft.kind === 'http' ? t.url : t.command}: {problem === 'invalid-url' ? t.urlInvalid : t.fillValues}
          </p>
        ) : null}
      </div>
      <NamedValueRows
        key={draft.kind}
        idPrefix={`${id}-${draft.kind}`}
        {...(draft.kind === 'http'
          ? {
              legend: t.headers,
              testId: 'header-rows',
              rows: draft.headers,
              onChange: (headers: NamedValue[]) => set({ headers }),
              rowLabel: t.headerRow,
              addLabel: t.addHeader,
            }
          : { legend: t.envVars, testId: 'env-rows', rows: draft.env, onChange: (env: NamedValue[]) => set({ env }), rowLabel: t.envRow, addLabel: t.addEnv })}
        nameLabel={t.nameOf}
        valueLabel={t.valueOf}
        removeLabel={t.remove}
      />
      <ChoiceGroup
        label={t.era}
        testId="connect-era-control"
        value={draft.era}
        onChange={(era) => set({ era })}
        options={[
          { value: 'auto', label: t.eraAuto },
          { value: 'legacy', label: t.eraLegacy },
        ]}
      />
      <p className="field-hint">{t.secretsNote}</p>
      <button type="submit" className="button button-primary" data-testid="connect">
        {t.connect}
      </button>
    </form>
  );
}

function isHttpUrl(text: string): boolean {
  try {
    parseHttpUrl(text);
    return true;
  } catch {
    return false;
  }
}
