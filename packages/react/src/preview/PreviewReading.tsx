import type { FormModel } from '@elicit-kit/core';
import type { Part } from '../shared/part.js';
import type { PreviewMessages } from './messages.js';
import type { PreviewShape } from './readPreviewInput.js';
import type { RequestReading } from './requestReading.js';

/**
 * One adjustment core made while reading a schema (core's `Normalization`: key, kind, detail),
 * shown like an issue: where and what in code, then core's sentence in words. Anything else
 * (a future shape) falls back to its JSON.
 */
function NormalizationLine({ entry }: { entry: unknown }) {
  if (typeof entry === 'object' && entry !== null) {
    const { key, kind, detail } = entry as { key?: unknown; kind?: unknown; detail?: unknown };
    if (typeof detail === 'string') {
      const where = [key, kind].filter((p): p is string => typeof p === 'string');
      return (
        <>
          {where.length > 0 ? <code>{where.join(' · ')}</code> : null} {detail}
        </>
      );
    }
  }
  return <>{JSON.stringify(entry) ?? String(entry)}</>;
}

/** The list core's model may carry of values it adjusted (`normalizations`), when present. */
function normalizationsOf(model: FormModel): unknown[] {
  const list = (model as FormModel & { normalizations?: unknown }).normalizations;
  return Array.isArray(list) ? list : [];
}

/** What core read from the request: its shape, mode, fields, issues and normalisations. */
export function PreviewReading({
  request,
  shape,
  messages,
  heading: Heading,
  part,
}: {
  request: RequestReading;
  shape: PreviewShape;
  messages: PreviewMessages;
  heading: 'h2' | 'h3' | 'h4' | 'h5';
  part: Part;
}) {
  const { envelope: reading, model } = request;
  const mode = reading.ok ? reading.mode : typeof reading.mode === 'string' ? reading.mode : undefined;
  const normalizations = model ? normalizationsOf(model) : [];
  return (
    <>
      <p>{messages.previewShape[shape]}</p>
      {mode !== undefined ? <p>{messages.previewMode(mode)}</p> : null}
      {!reading.ok ? <p data-ek-part="preview-problem">{messages.previewProblem(reading.problem)}</p> : null}
      {model ? (
        <>
          <p>{messages.previewFields(model.fields.length, request.acceptable)}</p>
          <Heading>{messages.previewIssuesTitle}</Heading>
          {model.issues.length === 0 ? (
            <p>{messages.previewNoIssues}</p>
          ) : (
            <ul className={part('preview-list')} data-ek-part="preview-issues">
              {model.issues.map((issue, i) => (
                <li key={i} data-severity={issue.severity}>
                  <code>{[issue.severity, issue.key, issue.code].filter((p) => p !== undefined).join(' · ')}</code> {issue.message}
                </li>
              ))}
            </ul>
          )}
          {normalizations.length > 0 ? (
            <>
              <Heading>{messages.previewNormalizationsTitle}</Heading>
              <ul className={part('preview-list')} data-ek-part="preview-normalizations">
                {normalizations.map((entry, i) => (
                  <li key={i}>
                    <NormalizationLine entry={entry} />
                  </li>
                ))}
              </ul>
            </>
          ) : null}
        </>
      ) : null}
    </>
  );
}
