import { useFormPart, useFormSlice } from './context.js';

/**
 * What is wrong with the request, when it cannot be answered as asked: unusable params, schema
 * errors and unsupported constraints (fields named by their titles), and that nothing can be
 * sent. Nothing when the request is fine.
 */
export function FormProblems() {
  const { form, messages, part } = useFormPart();
  const { model, problem } = form;
  // One subscription for both (a number: the same while neither changed).
  const state = useFormSlice((view) => (view.canAccept ? 1 : 0) + (view.blocked ? 2 : 0));
  const canAccept = (state & 1) === 1;
  const blocked = (state & 2) === 2;
  const issues = (model?.issues ?? []).filter((i) => i.severity === 'error' || i.code === 'unsupported-constraint');
  if (!problem && issues.length === 0 && (canAccept || blocked)) return null;
  const list = issues.slice(0, 20);
  return (
    <div className={part('alert')} role="alert" data-ek-part="schema-problems">
      <p>
        <strong>{problem ? messages.paramsProblems[problem] : messages.schemaProblemsTitle}</strong>
      </p>
      {list.length > 0 ? (
        <ul className={part('issue-list')}>
          {list.map((issue, i) => (
            <li key={i} dir="auto">
              {issue.key !== undefined ? messages.schemaIssueField(form.fieldLabel(issue.key)) : ''}
              {messages.schemaIssues[issue.code] ?? messages.schemaProblemsTitle}
            </li>
          ))}
          {issues.length > list.length ? <li>…</li> : null}
        </ul>
      ) : null}
      {!canAccept && !blocked ? <p>{messages.notAcceptable}</p> : null}
    </div>
  );
}
