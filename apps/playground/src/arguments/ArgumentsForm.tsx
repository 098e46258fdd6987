import type { ElicitResult } from '@elicit-kit/core';
import {
  FormAcknowledge,
  FormActions,
  FormAnswerHelp,
  FormCancel,
  FormConfirmCancel,
  FormContent,
  FormErrorSummary,
  FormFields,
  FormHeader,
  FormProblems,
  FormRoot,
  FormStatus,
  FormSubmit,
} from '@elicit-kit/react';
import { useMemo } from 'react';
import { useAppMessages } from '../i18n/AppMessagesContext.js';
import type { ToolInfo } from '../tools/toolList.js';

export interface ArgumentsFormProps {
  tool: ToolInfo;
  onCall: (args: Record<string, unknown>) => void;
  onClose: () => void;
}

/**
 * A tool's arguments in the kit's own form, composed from its parts with only the answers an
 * argument form has: Call (the kit's Submit: core validates, sends at most once) and Close (its
 * Cancel; Escape too, asking first when something was typed). There is no request to decline,
 * so there is no Decline button at all — not one hidden by CSS that the keyboard or a screen
 * reader could still reach.
 */
export function ArgumentsForm({ tool, onCall, onClose }: ArgumentsFormProps) {
  const t = useAppMessages().args;
  const params = useMemo(() => ({ message: tool.description || tool.title, requestedSchema: tool.inputSchema }), [tool]);
  const respond = (result: ElicitResult) => (result.action === 'accept' ? onCall(result.content ?? {}) : onClose());
  return (
    <FormRoot
      className="arguments-form"
      params={params}
      server={{ name: tool.name, title: tool.title }}
      onRespond={respond}
      messages={{ askedBy: t.argumentsFor, accept: t.call, cancel: t.close, declineOrCancel: t.formHint, serverMessage: t.toolDescription }}
    >
      <FormHeader />
      <FormProblems />
      <FormContent>
        <FormFields />
        <FormAcknowledge />
        <FormErrorSummary />
        {/* What Close does; the Close button is described by it. */}
        <FormAnswerHelp />
        <FormConfirmCancel />
        <FormActions>
          <FormCancel />
          <FormSubmit />
        </FormActions>
        <FormStatus />
      </FormContent>
    </FormRoot>
  );
}
